import ScopedServices
import Synchronization

/// Requests in flight and sessions, kept by hand for the server run without Loom's scopes.
final class HandBuiltLifecycle: RequestLifecycle {
    let sessions: HandBuiltSessions
    private let inFlight = Atomic<Int>(0)

    init(sessions: HandBuiltSessions) {
        self.sessions = sessions
    }

    func requestStarted() { inFlight.add(1, ordering: .relaxed) }
    func requestFinished() { inFlight.subtract(1, ordering: .relaxed) }

    var openRequestScopes: Int { inFlight.load(ordering: .relaxed) }
    var openSessions: Int { sessions.count }

    func endSession(of user: String) {
        sessions.end(user)
    }
}
