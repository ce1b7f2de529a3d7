import GRDB

/// The SQLite file that holds the items: one writer connection, readers that see committed rows only.
///
/// One for the whole server. Writes go through a ``DatabaseTransaction``, which holds the file's
/// single writer for the rest of its request.
public final class ItemDatabase: Sendable {
    let pool: DatabasePool
    let writer = WriterLease()

    /// Opens (or creates) the database file at `path` and makes sure the `items` table exists.
    public init(path: String) throws {
        var configuration = Configuration()
        // A request's transaction spans several calls: begun at its first insert, finished when
        // the request scope is disposed. The writer lease keeps other requests out meanwhile.
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            // In WAL mode a commit survives a crash of the process without an fsync per request.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // At most 256 KiB of cached pages per connection, rather than SQLite's 2 MB: the table
            // grows by a row per insert, and the pool's connections filling their default caches
            // made the server's resident memory climb by about 2 MB over 100,000 requests — as much
            // as the soak test's 5 % bound, which is there to catch what request scopes leave behind.
            try db.execute(sql: "PRAGMA cache_size = -256")
        }
        pool = try DatabasePool(path: path, configuration: configuration)
        try pool.write { db in
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    text TEXT NOT NULL,
                    request_id TEXT NOT NULL,
                    trace_id TEXT NOT NULL
                )
                """)
        }
    }

    /// The number of committed items.
    public func count() async throws -> Int {
        try await pool.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM items") ?? 0 }
    }
}
