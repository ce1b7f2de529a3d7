import Synchronization

/// The same request services as ``LoomRequestServices``, built by hand for one request: what the
/// server does without Loom's scope middleware, for comparison.
///
/// The ledger, outcome and context are made up front, the logger and transaction on first use;
/// ``finish()`` disposes them as Loom would: the transaction, then the logger.
public final class HandBuiltRequestServices: RequestServices {
    private struct Lazily {
        var logger: RequestLogger?
        var transaction: DatabaseTransaction?
    }

    /// Counts what this request made.
    public let ledger = CreationLedger()
    /// Whether the request's handler succeeded.
    public let outcome = RequestOutcome()
    private let requestContext: RequestContext
    private let userSession: UserSession?
    private let database: ItemDatabase
    private let sink: LogSink
    private let statistics: ServiceStatistics
    private let lazily = Mutex(Lazily())

    /// The services of the request `requestID`, traced as `traceID`, in `session` if it has one.
    public init(
        requestID: String,
        traceID: String,
        session: UserSession?,
        database: ItemDatabase,
        sink: LogSink,
        statistics: ServiceStatistics
    ) {
        self.requestContext = RequestContext(requestID: requestID, traceID: traceID)
        self.userSession = session
        self.database = database
        self.sink = sink
        self.statistics = statistics
        for type in [CreationLedger.self, RequestOutcome.self, RequestContext.self] as [Any.Type] {
            ledger.record(type)
            statistics.requestInstanceCreated()
        }
    }

    /// The request's context.
    public func context() -> RequestContext { requestContext }

    /// The request's session, if it has one.
    public func session() -> UserSession? { userSession }

    /// The request's logger, made on first use.
    public func logger() -> RequestLogger {
        let (logger, isNew) = lazily.withLock { lazily -> (RequestLogger, Bool) in
            if let logger = lazily.logger { return (logger, false) }
            let logger = RequestLogger(context: requestContext, sink: sink)
            lazily.logger = logger
            return (logger, true)
        }
        if isNew { counted(RequestLogger.self) }
        return logger
    }

    /// The request's transaction, made on first use.
    public func transaction() -> DatabaseTransaction {
        if let transaction = lazily.withLock({ $0.transaction }) { return transaction }
        let logger = logger()
        let (transaction, isNew) = lazily.withLock { lazily -> (DatabaseTransaction, Bool) in
            if let transaction = lazily.transaction { return (transaction, false) }
            let transaction = DatabaseTransaction(database: database, outcome: outcome, logger: logger)
            lazily.transaction = transaction
            return (transaction, true)
        }
        if isNew { counted(DatabaseTransaction.self) }
        return transaction
    }

    /// Commits or rolls back the transaction, flushes the log and counts every instance released.
    public func finish() async {
        let made = lazily.withLock { $0 }
        if let transaction = made.transaction {
            do {
                try await transaction.dispose()
            } catch {
                outcome.recordFinishFailure("rollback failed: \(error)")
            }
            statistics.requestInstanceReleased()
        }
        if let logger = made.logger {
            logger.flush()
            statistics.requestInstanceReleased()
        }
        // The ledger, the outcome and the context, made up front.
        for _ in 0..<3 { statistics.requestInstanceReleased() }
    }

    private func counted(_ type: Any.Type) {
        ledger.record(type)
        statistics.requestInstanceCreated()
    }
}
