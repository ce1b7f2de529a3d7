/// Requests per second of the server with Loom's scope middleware and without it, measured in
/// alternating rounds so that both see the same machine.
struct ThroughputComparison {
    /// Requests per second of each round, with scopes.
    var withScopes: [Double] = []
    /// Requests per second of each round, without scopes.
    var withoutScopes: [Double] = []

    /// The median round with scopes.
    var medianWithScopes: Double { Self.median(withScopes) }
    /// The median round without scopes.
    var medianWithoutScopes: Double { Self.median(withoutScopes) }
    /// Median with scopes over median without: 1 means the scopes cost nothing measurable.
    var ratio: Double { medianWithoutScopes > 0 ? medianWithScopes / medianWithoutScopes : 0 }

    /// Runs `rounds` rounds of `requests` (named `name`) against each server, alternating which
    /// goes first, after one warm-up round each.
    static func measure(
        _ name: String,
        rounds: Int,
        scoped: HTTPLoadClient,
        handBuilt: HTTPLoadClient,
        requests: (String) -> [PlannedRequest]
    ) async throws -> ThroughputComparison {
        _ = try await scoped.run(requests("\(name)-warm-scoped"))
        _ = try await handBuilt.run(requests("\(name)-warm-plain"))
        var comparison = ThroughputComparison()
        for round in 0..<rounds {
            let scopedFirst = round % 2 == 0
            for usesScopes in scopedFirst ? [true, false] : [false, true] {
                let batch = requests("\(name)-\(round)-\(usesScopes ? "scoped" : "plain")")
                let (responses, elapsed) = try await (usesScopes ? scoped : handBuilt).run(batch)
                let answered = responses.count { $0 != nil }
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                let perSecond = Double(answered) / seconds
                if usesScopes { comparison.withScopes.append(perSecond) } else { comparison.withoutScopes.append(perSecond) }
            }
        }
        return comparison
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
