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
        addReleaseAction(.sync(TypedHandler.erased(handler)))
        return self
    }

    /// Adds a handler that the end of the scope owning an instance awaits — to commit a
    /// transaction, return a connection, flush a buffer over the network.
    ///
    /// ```swift
    /// container.register(RequestTransaction.self) { _ in RequestTransaction() }
    ///     .inObjectScope(.request)
    ///     .onRelease { transaction in try await transaction.commit() }
    /// ```
    ///
    /// Awaited once per instance, in the order handlers were added (with the synchronous ones),
    /// newest instance first, by ``ScopeContext/endScopeAwaitingDisposal(_:id:)`` and by the
    /// ``ScopeContext/withScope(_:id:providing:isolation:_:)`` that opened the scope (in a task of
    /// its own if the ending task is already cancelled, so the cancellation does not reach it). The synchronous
    /// ``ScopeContext/endScope(_:id:)`` cannot await: it runs the handler in a task of its own
    /// (see ``AsyncScopeDisposable``). An error it throws is reported and the other disposals go on.
    @discardableResult
    public func onRelease(_ handler: @escaping (Service) async throws -> Void) -> Self {
        addReleaseAction(.async(TypedHandler.erased(handler)))
        return self
    }
}
