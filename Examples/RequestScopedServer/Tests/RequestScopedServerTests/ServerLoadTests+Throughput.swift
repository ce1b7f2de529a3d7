import Foundation
import Testing

extension ServerLoadTests {
    /// The same load against the server with Loom's scope middleware and with hand-built request
    /// services (`--no-scopes`): requests per second of each, in alternating rounds. The goal is
    /// 0.95× or better; the test fails only below `LOOM_MIN_THROUGHPUT_RATIO` (default 0.5), since
    /// other work on two shared cores moves single rounds by half.
    @Test func scopeMiddlewareServesNearlyAsManyRequestsPerSecondAsHandBuiltServices() async throws {
        let perRound = Self.environmentInt("LOOM_THROUGHPUT_REQUESTS", default: 3_000)
        let rounds = Self.environmentInt("LOOM_THROUGHPUT_ROUNDS", default: 5)
        let minimum = ProcessInfo.processInfo.environment["LOOM_MIN_THROUGHPUT_RATIO"].flatMap(Double.init) ?? 0.5
        let (mixed, whoami) = try await Self.withServer(usesScopes: true) { scopedServer in
            try await Self.withServer(usesScopes: false) { plainServer in
                let scoped = (HTTPLoadClient(port: scopedServer.port, connections: Self.connections), scopedServer)
                let plain = (HTTPLoadClient(port: plainServer.port, connections: Self.connections), plainServer)
                let mixed = try await ThroughputComparison.measure("mixed", rounds: rounds, scoped: scoped, handBuilt: plain) {
                    PlannedRequest.mix(count: perRound, run: $0, users: Self.users)
                }
                let whoami = try await ThroughputComparison.measure("whoami", rounds: rounds, scoped: scoped, handBuilt: plain) {
                    PlannedRequest.whoamiOnly(count: perRound, run: $0)
                }
                return (mixed, whoami)
            }
        }
        for (name, comparison) in [("mixed load (3/10 inserts, 1/10 failing)", mixed), ("GET /whoami only", whoami)] {
            Self.report("""
                \(name): \(String(format: "%.0f", comparison.medianWithScopes)) requests/s with scopes, \
                \(String(format: "%.0f", comparison.medianWithoutScopes)) without; median ratio of paired rounds \
                \(String(format: "%.3f", comparison.ratio)); server CPU per request \
                \(String(format: "%.1f", comparison.medianCPUWithScopes)) µs with scopes, \
                \(String(format: "%.1f", comparison.medianCPUWithoutScopes)) µs without (median of \(rounds) rounds of \(perRound); \
                rounds with \(comparison.withScopes.map { String(format: "%.0f", $0) }), \
                without \(comparison.withoutScopes.map { String(format: "%.0f", $0) }))
                """)
            #expect(comparison.ratio >= minimum, "\(name): \(comparison.ratio)× is below \(minimum)×")
        }
    }
}
