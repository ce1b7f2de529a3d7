extension ServiceEntry {
    /// Adds a handler that runs when the scope owning an instance ends — ``ScopeContext/endScope(_:id:)``,
    /// ``ScopeContext/clear(_:)`` or `Container.resetObjectScope(_:)` of a screen, session, request or
    /// other ``ObjectScope/scoped(_:)`` scope.
    ///
    /// ```swift
    /// container.register(RequestLog.self) { _ in RequestLog() }
    ///     .inObjectScope(.request)
    ///     .onRelease { log in try log.flush() }
    /// ```
    ///
    /// Handlers run once per instance, in the order added and before ``ScopeDisposable/dispose()``,
    /// outside every lock, newest instance of the scope first. A handler may resolve from the
    /// container; an error it throws is reported (``ScopePolicy/report``) and disposal goes on.
    @discardableResult
    public func onRelease(_ handler: @escaping (Service) throws -> Void) -> Self {
        addReleaseAction { instance in
            if let service = instance as? Service { try handler(service) }
        }
        return self
    }
}
