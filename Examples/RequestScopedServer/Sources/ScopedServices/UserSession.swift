import Synchronization

/// What the server keeps for a signed-in user between requests: shared by all of that user's
/// requests until the user logs out.
public final class UserSession: Sendable {
    /// The `X-User` the session belongs to; also the id of its session scope.
    public let userID: String
    private let requests = Mutex(0)

    /// A new session for `userID`.
    public init(userID: String) {
        self.userID = userID
    }

    /// Counts one more request of the session and returns the new count.
    @discardableResult
    public func noteRequest() -> Int {
        requests.withLock { count in
            count += 1
            return count
        }
    }

    /// How many requests the session has served.
    public var requestCount: Int { requests.withLock { $0 } }
}
