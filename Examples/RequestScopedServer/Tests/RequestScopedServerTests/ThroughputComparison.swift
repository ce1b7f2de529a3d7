/// Requests per second of the server with Loom's scope middleware and without it, measured in
/// alternating rounds so that both see the same machine.
struct ThroughputComparison {
    /// Requests per second of each round, with scopes.
    var withScopes: [Double] = []
    /// Requests per second of each round, without scopes.
    var withoutScopes: [Double] = []
    /// The server's CPU time per request in microseconds, each round, with scopes.
    var cpuWithScopes: [Double] = []
    /// The server's CPU time per request in microseconds, each round, without scopes.
    var cpuWithoutScopes: [Double] = []

    /// The median round with scopes.
    var medianWithScopes: Double { Self.median(withScopes) }
    /// The median round without scopes.
    var medianWithoutScopes: Double { Self.median(withoutScopes) }
    /// The median over rounds of requests per second with scopes over those of the round without
    /// them run right before or after it: 1 means the scopes cost nothing measurable. Pairing
    /// rounds cancels much of what other work on the machine does to both.
    var ratio: Double {
        Self.median(zip(withScopes, withoutScopes).map { $1 > 0 ? $0 / $1 : 0 })
    }
    /// The median server CPU time per request with scopes, in microseconds.
    var medianCPUWithScopes: Double { Self.median(cpuWithScopes) }
    /// The median server CPU time per request without scopes, in microseconds.
    var medianCPUWithoutScopes: Double { Self.median(cpuWithoutScopes) }

    /// Runs `rounds` rounds of `requests` (named `name`) against each server, alternating which
    /// goes first, after one warm-up round each.
    static func measure(
        _ name: String,
        rounds: Int,
        scoped: (client: HTTPLoadClient, server: ServerProcess),
        handBuilt: (client: HTTPLoadClient, server: ServerProcess),
        requests: (String) -> [PlannedRequest]
    ) async throws -> ThroughputComparison {
        _ = try await scoped.client.run(requests("\(name)-warm-scoped"))
        _ = try await handBuilt.client.run(requests("\(name)-warm-plain"))
        var comparison = ThroughputComparison()
        for round in 0..<rounds {
            let scopedFirst = round % 2 == 0
            for usesScopes in scopedFirst ? [true, false] : [false, true] {
                let batch = requests("\(name)-\(round)-\(usesScopes ? "scoped" : "plain")")
                let (client, server) = usesScopes ? scoped : handBuilt
                let cpuBefore = try server.cpuTime()
                let (responses, elapsed) = try await client.run(batch)
                let cpu = try server.cpuTime() - cpuBefore
                let answered = Double(responses.count { $0 != nil })
                let perSecond = answered / seconds(elapsed)
                let cpuPerRequest = seconds(cpu) * 1e6 / answered
                if usesScopes {
                    comparison.withScopes.append(perSecond)
                    comparison.cpuWithScopes.append(cpuPerRequest)
                } else {
                    comparison.withoutScopes.append(perSecond)
                    comparison.cpuWithoutScopes.append(cpuPerRequest)
                }
            }
        }
        return comparison
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
