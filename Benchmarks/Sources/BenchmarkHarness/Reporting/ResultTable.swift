/// Turns scenario results into the printed tables: medians, ratios and goals.
public struct ResultTable {
    let results: [ScenarioResult]

    /// The tables for these results.
    public init(_ results: [ScenarioResult]) {
        self.results = results
    }

    /// How many goals could be evaluated (Loom and the baseline measured), and how many of them are met.
    public var goalCount: (evaluated: Int, met: Int) {
        let outcomes = results.flatMap { result in result.scenario.goals.compactMap { evaluate($0, for: result) } }
        return (outcomes.count, outcomes.filter(\.met).count)
    }

    /// The main table: one row per scenario with its goal against the minimum.
    public func mediansTable() -> String {
        var table = TextTable([
            ("", .left), ("scenario", .left), ("minimum", .right), ("Loom", .right), ("Swinject", .right),
            ("Loom/min", .right), ("Swinject/Loom", .right), ("goal", .left), ("result", .left), ("spread", .right),
        ])
        for result in results {
            let minimum = result.median(.minimum)
            let loom = result.median(.loom)
            let swinject = result.median(.swinject)
            let goal = result.scenario.goals.first { $0.baseline == .minimum }
            let outcome = goal.flatMap { evaluate($0, for: result) }
            let spread = Contender.allCases.compactMap { result.spread($0) }.max()
            table.append([
                result.scenario.id, result.scenario.title,
                Format.nanoseconds(minimum), Format.nanoseconds(loom), Format.nanoseconds(swinject),
                Format.ratio(result.ratio(.loom, over: .minimum)), Format.ratio(result.ratio(.swinject, over: .loom)),
                goal?.text ?? "", outcome.map { $0.met ? "PASS" : "FAIL" } ?? "",
                Format.percent(spread),
            ])
        }
        return table.render()
    }

    /// Goals against Loom in another scenario (2-thread scaling), with the same ratio for every
    /// contender; `nil` when there are none.
    public func relativeTable() -> String? {
        var table = TextTable([
            ("", .left), ("compared with", .left), ("measure", .left), ("minimum", .right), ("Loom", .right),
            ("Swinject", .right), ("goal", .left), ("result", .left),
        ])
        var any = false
        for result in results {
            for goal in result.scenario.goals {
                let baselineID: String
                switch goal.baseline {
                case .minimum: continue
                case .loom(let scenario), .minimumScaling(from: let scenario): baselineID = scenario
                }
                guard let baseline = results.first(where: { $0.scenario.id == baselineID }) else { continue }
                any = true
                let ratios = Contender.allCases.map { contender -> Double? in
                    let ratio = result.ratio(contender, over: contender, in: baseline)
                    return goal.showsThroughput ? ratio.map { 1 / $0 } : ratio
                }
                let outcome = evaluate(goal, for: result)
                table.append([
                    result.scenario.id, baselineID,
                    goal.showsThroughput ? "throughput \(result.scenario.id) ÷ \(baselineID)" : "ns/op \(result.scenario.id) ÷ \(baselineID)",
                    Format.ratio(ratios[0]), Format.ratio(ratios[1]), Format.ratio(ratios[2]),
                    goal.text, outcome.map(describe) ?? "",
                ])
            }
        }
        return any ? table.render() : nil
    }

    /// PASS or FAIL; for a scaling goal with Loom's scaling as a share of the minimum's.
    private func describe(_ outcome: (ratio: Double, met: Bool, isScaling: Bool)) -> String {
        let verdict = outcome.met ? "PASS" : "FAIL"
        return outcome.isScaling ? "\(verdict) (\(Format.ratio(1 / outcome.ratio)) min's)" : verdict
    }

    /// Loom's ratio to the goal's baseline and whether it meets the goal; `nil` if either is missing.
    func evaluate(_ goal: Goal, for result: ScenarioResult) -> (ratio: Double, met: Bool, isScaling: Bool)? {
        guard !goal.isInformational else { return nil }
        let ratio: Double?
        var isScaling = false
        switch goal.baseline {
        case .minimum:
            ratio = result.ratio(.loom, over: .minimum)
        case .loom(let scenario):
            guard let baseline = results.first(where: { $0.scenario.id == scenario }) else { return nil }
            ratio = result.ratio(.loom, over: .loom, in: baseline)
        case .minimumScaling(let scenario):
            guard let baseline = results.first(where: { $0.scenario.id == scenario }) else { return nil }
            ratio = result.scalingRatio(over: baseline)
            isScaling = true
        }
        guard let ratio else { return nil }
        return (ratio, goal.isMet(by: ratio), isScaling)
    }
}
