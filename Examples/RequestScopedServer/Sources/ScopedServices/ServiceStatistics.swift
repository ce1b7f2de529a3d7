import Synchronization

/// Counts request-scoped instances and sessions as they are made and released, server-wide.
///
/// `liveRequestInstances` is what `/stats` reports: after every request has been answered it must
/// be zero, or some request's instances were never disposed.
public final class ServiceStatistics: Sendable {
    /// The counters at one moment.
    public struct Snapshot: Sendable, Equatable {
        /// Request-scoped instances made since the server started.
        public var requestInstancesCreated = 0
        /// Request-scoped instances disposed since the server started.
        public var requestInstancesReleased = 0
        /// Sessions made since the server started.
        public var sessionsCreated = 0
        /// Sessions ended since the server started.
        public var sessionsEnded = 0

        /// Request-scoped instances made and not yet disposed.
        public var liveRequestInstances: Int { requestInstancesCreated - requestInstancesReleased }
    }

    private let counters = Mutex(Snapshot())

    /// Counters at zero.
    public init() {}

    /// The counters now.
    public var snapshot: Snapshot { counters.withLock { $0 } }

    /// A request-scoped instance was made.
    public func requestInstanceCreated() { counters.withLock { $0.requestInstancesCreated += 1 } }

    /// A request-scoped instance was disposed.
    public func requestInstanceReleased() { counters.withLock { $0.requestInstancesReleased += 1 } }

    /// A session was made.
    public func sessionCreated() { counters.withLock { $0.sessionsCreated += 1 } }

    /// A session was ended.
    public func sessionEnded() { counters.withLock { $0.sessionsEnded += 1 } }
}
