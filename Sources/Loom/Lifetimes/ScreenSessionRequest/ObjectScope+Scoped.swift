extension ObjectScopeProtocol where Self == ObjectScope {
    /// One instance per screen id: see ``ScopeContext``.
    ///
    /// ```swift
    /// container.register(ProfileViewModel.self) { _ in ProfileViewModel() }.inObjectScope(.screen)
    /// ```
    public static var screen: ObjectScope { .scoped(.screen) }

    /// One instance per session id: see ``ScopeContext``.
    ///
    /// ```swift
    /// container.register(UserSession.self) { _ in UserSession() }.inObjectScope(.session)
    /// ```
    public static var session: ObjectScope { .scoped(.session) }

    /// One instance per request id: see ``ScopeContext``.
    ///
    /// ```swift
    /// container.register(RequestContext.self) { _ in RequestContext() }.inObjectScope(.request)
    /// ```
    public static var request: ObjectScope { .scoped(.request) }
}

extension ObjectScope {
    /// The object scope of `kind`: one instance per id of that kind. The same object for the same
    /// kind, so `Container.resetObjectScope(_:)` finds its registrations.
    ///
    /// ```swift
    /// extension ScopeKind { static let tenant = ScopeKind("tenant", lifetime: 400) }
    /// container.register(TenantSettings.self) { _ in TenantSettings() }.inObjectScope(.scoped(.tenant))
    /// ```
    public static func scoped(_ kind: ScopeKind) -> ObjectScope {
        ScopedObjectScopes.shared.scope(for: kind)
    }
}

/// One ``ObjectScope`` per ``ScopeKind``.
///
/// `@unchecked Sendable`: `scopes` is only touched with `lock` held.
private final class ScopedObjectScopes: @unchecked Sendable {
    static let shared = ScopedObjectScopes()

    private let lock = Lock()
    private var scopes: [ScopeKind: ObjectScope] = [:]

    func scope(for kind: ScopeKind) -> ObjectScope {
        lock.withLock {
            if let scope = scopes[kind] { return scope }
            let scope = ObjectScope(storageFactory: { ScopedStorage(kind: kind) }, description: kind.name, scopeKind: kind)
            scopes[kind] = scope
            return scope
        }
    }
}
