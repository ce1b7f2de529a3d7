import GRDB
import Loom
import Synchronization

/// A request's database transaction: begun at the request's first write, committed when its scope
/// ends after the handler succeeded, rolled back otherwise.
///
/// Loom awaits its disposal when the request scope ends; by then the middleware has told the
/// request's ``RequestOutcome`` whether the handler succeeded. The commit or rollback uses GRDB's
/// async API, so no thread blocks on the database. A failed commit is noted in the outcome so the
/// middleware can answer 500 instead of the handler's response.
public final class DatabaseTransaction: AsyncScopeDisposable, Sendable {
    private enum State {
        case notBegun
        case open
        case finished
    }

    private let database: ItemDatabase
    private let outcome: RequestOutcome
    private let logger: RequestLogger
    private let state = Mutex(State.notBegun)

    /// A transaction on `database` that `outcome` decides and `logger` reports.
    public init(database: ItemDatabase, outcome: RequestOutcome, logger: RequestLogger) {
        self.database = database
        self.outcome = outcome
        self.logger = logger
    }

    /// Inserts an item inside the transaction, beginning it if needed, and returns the row id.
    public func insertItem(text: String, context: RequestContext) async throws -> Int64 {
        try await beginIfNeeded()
        let requestID = context.requestID
        let traceID = context.traceID
        return try await database.pool.writeWithoutTransaction { db in
            try db.execute(
                sql: "INSERT INTO items (text, request_id, trace_id) VALUES (?, ?, ?)",
                arguments: [text, requestID, traceID]
            )
            return db.lastInsertedRowID
        }
    }

    private func beginIfNeeded() async throws {
        guard state.withLock({ $0 }) == .notBegun else { return }
        await database.writer.acquire()
        do {
            try await database.pool.writeWithoutTransaction { db in try db.beginTransaction(.immediate) }
        } catch {
            database.writer.release()
            throw error
        }
        state.withLock { $0 = .open }
        logger.log("transaction begun")
    }

    /// Commits if the handler succeeded and rolls back otherwise, then lets the next writer in.
    public func dispose() async throws {
        let wasOpen = state.withLock { state -> Bool in
            defer { state = .finished }
            return state == .open
        }
        guard wasOpen else { return }
        defer { database.writer.release() }
        let pool = database.pool
        if outcome.handlerSucceeded {
            do {
                try await pool.writeWithoutTransaction { db in try db.commit() }
                logger.log("transaction committed")
                return
            } catch {
                outcome.recordFinishFailure("commit failed: \(error)")
                logger.log("commit failed: \(error)")
            }
        }
        try await pool.writeWithoutTransaction { db in
            if db.isInsideTransaction { try db.rollback() }
        }
        logger.log("transaction rolled back")
    }
}
