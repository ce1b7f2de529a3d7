import Synchronization

/// Sessions kept by hand in a dictionary, for the server run without Loom's scopes.
public final class HandBuiltSessions: Sendable {
    private let sessions = Mutex<[String: UserSession]>([:])
    private let statistics: ServiceStatistics

    /// No sessions yet; `statistics` counts those made and ended.
    public init(statistics: ServiceStatistics) {
        self.statistics = statistics
    }

    /// The session of `userID`, made on its first request.
    public func session(for userID: String) -> UserSession {
        let (session, isNew) = sessions.withLock { sessions -> (UserSession, Bool) in
            if let session = sessions[userID] { return (session, false) }
            let session = UserSession(userID: userID)
            sessions[userID] = session
            return (session, true)
        }
        if isNew { statistics.sessionCreated() }
        return session
    }

    /// Ends the session of `userID`, if it has one.
    public func end(_ userID: String) {
        if sessions.withLock({ $0.removeValue(forKey: userID) }) != nil {
            statistics.sessionEnded()
        }
    }

    /// How many sessions are open.
    public var count: Int { sessions.withLock { $0.count } }
}
