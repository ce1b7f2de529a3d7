/// The request-scoped services a route handler uses, however they are provided.
///
/// With Loom's scope middleware each call resolves from the container under the request's scope;
/// without it, the same services are built by hand per request. Handlers cannot tell the difference.
public protocol RequestServices: Sendable {
    /// The request's context.
    func context() throws -> RequestContext
    /// The request's logger.
    func logger() throws -> RequestLogger
    /// The request's database transaction.
    func transaction() throws -> DatabaseTransaction
    /// The session of the request's `X-User`, or `nil` for an anonymous request.
    func session() throws -> UserSession?
}
