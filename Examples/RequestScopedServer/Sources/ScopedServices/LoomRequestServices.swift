import Loom

/// Request services resolved from a Loom container under the current request (and session) scope.
///
/// Each call resolves again: within one request scope Loom returns the same instance every time.
public struct LoomRequestServices: RequestServices {
    private let container: Container

    /// Services from `container`; resolve them inside the request's `withScope`.
    public init(container: Container) {
        self.container = container
    }

    /// Resolves `type` in the current scopes, or throws ``MissingService``.
    public func require<Service>(_ type: Service.Type) throws -> Service {
        guard let service = container.resolve(type) else { throw MissingService(type) }
        return service
    }

    /// The request's context, made once per request scope.
    public func context() throws -> RequestContext { try require(RequestContext.self) }
    /// The request's logger, made once per request scope.
    public func logger() throws -> RequestLogger { try require(RequestLogger.self) }
    /// The request's transaction, made once per request scope.
    public func transaction() throws -> DatabaseTransaction { try require(DatabaseTransaction.self) }

    /// The session bound for the request, or `nil` when no session id is current.
    public func session() throws -> UserSession? {
        guard ScopeContext.shared.currentID(for: .session) != nil else { return nil }
        return try require(UserSession.self)
    }
}
