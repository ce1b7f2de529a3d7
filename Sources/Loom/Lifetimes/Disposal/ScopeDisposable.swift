/// An instance that cleans up when the scope that owns it ends.
///
/// ```swift
/// final class RequestDatabase: ScopeDisposable {
///     func dispose() throws { try connection.close() }
/// }
/// container.register(RequestDatabase.self) { _ in RequestDatabase() }
///     .inObjectScope(.request)
/// ```
///
/// Loom calls `dispose()` once, when ``ScopeContext/endScope(_:id:)``, ``ScopeContext/clear(_:)``
/// or `Container.resetObjectScope(_:)` ends the scope that holds the instance — after the
/// registration's ``ServiceEntry/onRelease(_:)-63vb`` handlers, in reverse creation order, outside every
/// lock. A thrown error is reported (see ``ScopePolicy/report``) and the other disposals go on.
/// Clean-up that must await conforms to ``AsyncScopeDisposable`` instead.
public protocol ScopeDisposable {
    /// Releases what the instance holds; may resolve from the container.
    func dispose() throws
}
