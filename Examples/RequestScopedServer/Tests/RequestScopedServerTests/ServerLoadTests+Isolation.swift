import Foundation
import GRDB
import Testing

extension ServerLoadTests {
    /// 5,000 requests over 64 connections, a tenth of them failing after their insert: each
    /// response shows its own request and trace id, each request made its instances once, exactly
    /// the successful inserts are in the database, and no scope or instance is left afterwards.
    @Test func concurrentRequestsKeepTheirOwnScopesAndOnlySuccessfulTransactionsCommit() async throws {
        let count = Self.environmentInt("LOOM_LOAD_REQUESTS", default: 5_000)
        let requests = PlannedRequest.mix(count: count, run: "isolation", users: Self.users)
        let (audit, rowsInDatabase) = try await Self.withServer { server in
            let client = HTTPLoadClient(port: server.port, connections: Self.connections)
            let (responses, elapsed) = try await client.run(requests)
            let audit = ResponseAudit(requests: requests, responses: responses)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            Self.report("""
                sent \(requests.count) requests over \(Self.connections) connections in \
                \(String(format: "%.2f", seconds)) s; missing \(audit.missing), wrong status \
                \(audit.wrongStatus), cross-talk \(audit.crossTalk), instance mismatches \(audit.instanceMismatches)
                """)
            #expect(audit.isClean, "problems: \(audit.examples)")

            let stats = try await Self.stats(port: server.port)
            #expect(stats.openRequestScopes == 0)
            #expect(stats.liveRequestScopedInstances == 0)
            #expect(stats.requestScopedInstancesCreated == audit.instancesCreated)
            #expect(stats.sessionsCreated == Self.users, "each user's session made once")
            #expect(stats.openSessions == Self.users)

            let counted = try await client.send(.get("/items/count")).decode(CountBody.self)
            #expect(counted.count == audit.committedTraceIDs.count)

            for user in 0..<Self.users {
                let response = try await client.send(.logout("user-\(user)"))
                #expect(response.status == 204)
            }
            let afterLogout = try await Self.stats(port: server.port)
            #expect(afterLogout.openSessions == 0)
            #expect(afterLogout.sessionsEnded == Self.users)
            #expect(afterLogout.openRequestScopes == 0)
            #expect(afterLogout.liveRequestScopedInstances == 0)

            await server.stop()
            let rows = try Self.traceIDs(inDatabaseAt: server.databasePath)
            return (audit, rows)
        }
        let expected = audit.committedTraceIDs
        Self.report("""
            rows expected \(expected.count), found \(rowsInDatabase.count) in the database file; \
            lost \(expected.subtracting(rowsInDatabase).count), extra \(Set(rowsInDatabase).subtracting(expected).count)
            """)
        #expect(rowsInDatabase.count == expected.count, "no row twice, none from a failed request")
        #expect(Set(rowsInDatabase) == expected)
    }

    /// The trace ids of every row in the items table of the database file at `path`.
    static func traceIDs(inDatabaseAt path: String) throws -> [String] {
        let database = try DatabaseQueue(path: path)
        return try database.read { db in try String.fetchAll(db, sql: "SELECT trace_id FROM items") }
    }
}
