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

    /// Whether a top-level resolve may run the factory before it has a context (the context is made
    /// only if something asks for it): the factory is synchronous (an async registration is refused
    /// in one place, `Container.create`), and the storage keeps nothing, or keeps the instance only
    /// for its graph and no `initCompleted` closure runs. Nothing can find a graph root in its graph
    /// before its factory returns, and once it has returned only `initCompleted` could ask; if the
    /// factory's nested resolves made a context, the root is kept in that graph afterwards
    /// (`Container.keepGraphRoot`).
    var mayStartWithoutContext: Bool {
        !isAsync && (sharing == .none || (sharing == .perGraph && !hasInitCompleted))
    }

    /// The kind of a screen, session, request or other ``ScopeKind`` scope.
    var scopeKind: ScopeKind? {
        scopedStorage?.takeUnretainedValue().kind
    }
}
