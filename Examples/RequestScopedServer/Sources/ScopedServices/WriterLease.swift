import Synchronization

/// The right to write to the database, held by one request's transaction at a time.
///
/// SQLite has one writer. A request's transaction takes the lease when it first writes and gives
/// it back when its scope is disposed; requests that want it meanwhile wait without blocking a
/// thread, first come, first served.
final class WriterLease: Sendable {
    private struct State {
        var isHeld = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Waits until the lease is free and takes it.
    func acquire() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let granted = state.withLock { state -> Bool in
                if state.isHeld {
                    state.waiters.append(waiter)
                    return false
                }
                state.isHeld = true
                return true
            }
            if granted { waiter.resume() }
        }
    }

    /// Gives the lease to the longest waiter, or frees it.
    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiters.isEmpty {
                state.isHeld = false
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.resume()
    }
}
