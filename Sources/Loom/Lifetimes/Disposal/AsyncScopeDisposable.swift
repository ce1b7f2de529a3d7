/// An instance whose clean-up awaits — a transaction to commit, a connection to hand back — when
/// the scope that owns it ends.
///
/// ```swift
/// final class RequestTransaction: AsyncScopeDisposable {
///     func dispose() async throws { try await connection.commit() }
/// }
/// container.register(RequestTransaction.self) { _ in RequestTransaction() }
///     .inObjectScope(.request)
///
/// await ScopeContext.shared.endScopeAwaitingDisposal(.request, id: id)  // awaits the commit
/// ```
///
/// Loom awaits `dispose()` once, when ``ScopeContext/endScopeAwaitingDisposal(_:id:)`` or the
/// ``ScopeContext/withScope(_:id:providing:isolation:_:)`` that opened the scope ends it — after
/// the registration's `onRelease` handlers and ``ScopeDisposable/dispose()``, newest instance
/// first, outside every lock, in the ending task — or, when that task is already cancelled (a
/// client hung up), in a task of its own that the cancellation does not reach. A thrown error is
/// reported (see ``ScopePolicy/report``) and returned; the other disposals go on.
///
/// The synchronous ``ScopeContext/endScope(_:id:)`` cannot await: it disposes newest first up to
/// the first instance that needs awaiting, and hands that one and every older one, in order, to a
/// task of their own, reporting once per registration that it did (``ScopeDiagnostic/Kind/asyncDisposalDeferred``).
public protocol AsyncScopeDisposable {
    /// Releases what the instance holds, awaiting as needed; may resolve from the container.
    func dispose() async throws
}
