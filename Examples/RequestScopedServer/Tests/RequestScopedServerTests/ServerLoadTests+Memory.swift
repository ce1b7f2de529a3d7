import Foundation
import Testing

extension ServerLoadTests {
    /// The server's resident memory after the last 20,000 requests of a long run has grown by at
    /// most 5 % (`LOOM_SOAK_MAX_GROWTH`, 0.05) over what it was after the first 20,000, the
    /// warm-up: request scopes, their provided values and their async disposals leave nothing
    /// behind. The run's length is `LOOM_SOAK_REQUESTS`: 60,000 by default, as CI runs it, and
    /// 100,000 for the full soak against a release build (see the README); at least 40,000.
    @Test func residentMemoryStaysFlatFromTheFirstToTheLast20000Requests() async throws {
        let window = 20_000
        let total = max(Self.environmentInt("LOOM_SOAK_REQUESTS", default: 60_000), 2 * window)
        let maximumGrowth = ProcessInfo.processInfo.environment["LOOM_SOAK_MAX_GROWTH"].flatMap(Double.init) ?? 0.05
        let (first, last) = try await Self.withServer { server in
            let client = HTTPLoadClient(port: server.port, connections: Self.connections, timeLimit: .seconds(600))
            _ = try await client.run(PlannedRequest.mix(count: window, run: "soak-first", users: Self.users))
            let first = try server.residentMemoryKiB()
            var sent = window
            while sent < total - window {
                let batch = min(window, total - window - sent)
                _ = try await client.run(PlannedRequest.mix(count: batch, run: "soak-\(sent)", users: Self.users))
                sent += batch
            }
            let (responses, _) = try await client.run(PlannedRequest.mix(count: window, run: "soak-last", users: Self.users))
            #expect(responses.allSatisfy { $0 != nil })
            let last = try server.residentMemoryKiB()
            let stats = try await Self.stats(port: server.port)
            #expect(stats.openRequestScopes == 0)
            #expect(stats.liveRequestScopedInstances == 0)
            return (first, last)
        }
        let change = Double(last - first) / Double(first)
        Self.report("""
            resident memory after the first \(window) requests \(first) KiB, after the last \(window) of \
            \(total) \(last) KiB (\(String(format: "%+.1f", change * 100)) %)
            """)
        #expect(change <= maximumGrowth, "resident memory went from \(first) KiB to \(last) KiB")
    }
}
