import Synchronization

/// Whether a request's handler succeeded, told by the middleware before it ends the request scope,
/// and whether finishing the request's work then failed.
///
/// The transaction reads it when the scope is disposed: commit after success, roll back otherwise.
public final class RequestOutcome: Sendable {
    private struct State {
        var handlerSucceeded = false
        var finishFailure: String?
    }

    private let state = Mutex(State())

    /// A request whose handler has not succeeded (yet).
    public init() {}

    /// The handler returned a response.
    public func handlerDidSucceed() {
        state.withLock { $0.handlerSucceeded = true }
    }

    /// Whether the handler returned a response; `false` while it runs and after it threw.
    public var handlerSucceeded: Bool { state.withLock { $0.handlerSucceeded } }

    /// Notes that finishing the request's work (a commit, say) failed after the handler succeeded.
    public func recordFinishFailure(_ description: String) {
        state.withLock { $0.finishFailure = description }
    }

    /// What failed while the request's scope was disposed, if anything.
    public var finishFailure: String? { state.withLock { $0.finishFailure } }
}
