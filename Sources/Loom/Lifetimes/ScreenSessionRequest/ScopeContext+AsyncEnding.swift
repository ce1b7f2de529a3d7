extension ScopeContext {
    /// Ends the scope `id` of `kind` in every container, awaiting every disposal of its instances;
    /// returns the disposals that threw.
    ///
    /// ```swift
    /// container.register(RequestTransaction.self) { _ in RequestTransaction() }
    ///     .inObjectScope(.request)
    ///     .onRelease { transaction in try await transaction.commit() }
    ///
    /// let failures = await ScopeContext.shared.endScopeAwaitingDisposal(.request, id: request.id)
    /// ```
    ///
    /// Each instance's `onRelease` handlers (synchronous and async, in the order added), then its
    /// ``ScopeDisposable/dispose()`` and ``AsyncScopeDisposable/dispose()``, run once, newest
    /// instance first, outside every lock, in the calling task; when any of them is async and the
    /// calling task is already cancelled, they run in a task of their own, which this call awaits
    /// and the cancellation does not reach (a cancellation that arrives while they run does reach
    /// them: check `Task.isCancelled` only where that matters). An error one throws
    /// is reported (``ScopePolicy/report``) and returned, and the others go on. A later resolve
    /// under the same id creates fresh instances.
    ///
    /// The synchronous ``endScope(_:id:)`` cannot await; it hands async disposals to a task of
    /// their own (see ``AsyncScopeDisposable``).
    @discardableResult
    public func endScopeAwaitingDisposal(_ kind: ScopeKind, id: String) async -> [ScopeDisposalFailure] {
        await endAwaitingDisposal(ScopeID(kind: kind, id: id))
    }

    /// Ends `scope` and awaits its disposals.
    func endAwaitingDisposal(_ scope: ScopeID) async -> [ScopeDisposalFailure] {
        let ended = end(scope)
        let failures = ended.disposals.isEmpty ? [] : await ScopeDisposal.dispose(ended.disposals)
        ScopeEvents.ended(scope, instances: ended.held, disposed: ended.disposals.count)
        return failures
    }
}
