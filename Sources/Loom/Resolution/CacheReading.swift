/// What ``Registration/prepare(in:resumingGraph:)`` found out about one resolve, besides the
/// cached instance.
struct CacheReading {
    /// How the registration's storage shares instances.
    let sharing: InstanceSharing
    /// Whether `initCompleted` closures must run on a new instance.
    let hasInitCompleted: Bool
    /// Whether the registration was made with `registerAsyncScoped`.
    let isAsync: Bool
    /// The graph was not known when this was read, and the storage depends on it: ask again.
    let needsGraph: Bool
    /// The registration's ``ScopedStorage`` (policy `.scoped`), unretained: the registration being
    /// resolved keeps it alive.
    var scopedStorage: Unmanaged<ScopedStorage>? = nil
    /// A container-scoped instance was read before the graph was known. (A flag, so that the hot
    /// path need not test the `Any?` it went to: `!= nil` on one copies it.)
    var foundCached = false

    /// Whether a resolve may take the transient path: the storage keeps nothing and the factory is
    /// synchronous (an async registration is refused in one place, `Container.create`).
    var isPlainTransient: Bool {
        sharing == .none && !isAsync
    }

    /// The kind of a screen, session, request or other ``ScopeKind`` scope.
    var scopeKind: ScopeKind? {
        scopedStorage?.takeUnretainedValue().kind
    }
}
