/// How long and how often to measure.
public struct RunConfiguration: Sendable {
    /// Rounds of interleaved samples; each cell's median is taken over these.
    public var rounds: Int
    /// How long one sample should last, in nanoseconds.
    public var sampleNanoseconds: UInt64

    /// A configuration.
    public init(rounds: Int, sampleNanoseconds: UInt64) {
        self.rounds = rounds
        self.sampleNanoseconds = sampleNanoseconds
    }
}

/// Every sample of one scenario, per contender, in nanoseconds per operation.
public struct ScenarioResult: Sendable {
    /// The scenario measured.
    public let scenario: Scenario
    /// Samples per contender; a contender without the feature has none.
    public let samples: [Contender: [Double]]

    /// The median ns/op of a contender, or `nil` when it was not measured.
    public func median(_ contender: Contender) -> Double? {
        guard let samples = samples[contender], !samples.isEmpty else { return nil }
        return Statistics(samples).median
    }

    /// How many times `numerator`'s time is `denominator`'s: the median over the rounds of the
    /// two samples' ratio in each round (taken milliseconds apart), or `nil` when either was not
    /// measured. Pairing the samples of a round cancels what the shared machine did meanwhile;
    /// `other` takes the denominator from another scenario's samples of the same rounds.
    public func ratio(_ numerator: Contender, over denominator: Contender, in other: ScenarioResult? = nil) -> Double? {
        guard let top = samples[numerator], let bottom = (other ?? self).samples[denominator],
              !top.isEmpty, top.count == bottom.count
        else { return nil }
        let ratios = zip(top, bottom).compactMap { $1 > 0 ? $0 / $1 : nil }
        return ratios.isEmpty ? nil : Statistics(ratios).median
    }

    /// Loom's time here over its time in `other`, divided by the minimum's same ratio: the median
    /// over the rounds, each round's four samples taken milliseconds apart. Below 1 when Loom scales
    /// better than the minimum from `other` (one thread) to this scenario (several).
    public func scalingRatio(over other: ScenarioResult) -> Double? {
        guard let loom = samples[.loom], let loomBase = other.samples[.loom],
              let minimum = samples[.minimum], let minimumBase = other.samples[.minimum],
              Set([loom.count, loomBase.count, minimum.count, minimumBase.count]).count == 1, !loom.isEmpty
        else { return nil }
        let ratios = loom.indices.compactMap { round -> Double? in
            guard loomBase[round] > 0, minimumBase[round] > 0, minimum[round] > 0 else { return nil }
            return (loom[round] / loomBase[round]) / (minimum[round] / minimumBase[round])
        }
        return ratios.isEmpty ? nil : Statistics(ratios).median
    }

    /// The interquartile range of a contender's samples as a fraction of its median.
    public func spread(_ contender: Contender) -> Double? {
        guard let samples = samples[contender], !samples.isEmpty else { return nil }
        return Statistics(samples).relativeSpread
    }
}

/// Measures scenarios in interleaved rounds: each round takes one sample of every scenario for every
/// contender (A-minimum, A-Loom, A-Swinject, B-…), so slow drifts of a noisy machine hit every
/// contender alike. The contenders' order rotates from round to round.
public struct Runner {
    let configuration: RunConfiguration
    let progress: (String) -> Void

    /// A runner that reports what it is doing through `progress`.
    public init(configuration: RunConfiguration, progress: @escaping (String) -> Void) {
        self.configuration = configuration
        self.progress = progress
    }

    /// Warms up and calibrates every cell, then runs the rounds.
    public func run(_ scenarios: [Scenario]) -> [ScenarioResult] {
        progress("warming up and calibrating \(scenarios.count) scenarios")
        let cells: [[Contender: (sampler: Sampler, iterations: Int)]] = scenarios.map { scenario in
            var cells: [Contender: (Sampler, Int)] = [:]
            for contender in Contender.allCases {
                guard let workload = scenario.makeWorkload(contender) else { continue }
                let sampler = Sampler(scenario: scenario, workload: workload)
                cells[contender] = (sampler, sampler.calibratedIterations(target: configuration.sampleNanoseconds))
            }
            return cells
        }

        var samples = scenarios.map { _ in [Contender: [Double]]() }
        for round in 0..<configuration.rounds {
            progress("round \(round + 1) of \(configuration.rounds)")
            let order = Contender.allCases.rotated(by: round)
            for index in scenarios.indices {
                for contender in order {
                    guard let (sampler, iterations) = cells[index][contender] else { continue }
                    samples[index][contender, default: []].append(sampler.nanosecondsPerOperation(iterations: iterations))
                }
            }
        }
        return scenarios.indices.map { ScenarioResult(scenario: scenarios[$0], samples: samples[$0]) }
    }
}

extension Array {
    /// The elements, starting at `offset` (modulo the count) and wrapping around.
    fileprivate func rotated(by offset: Int) -> [Element] {
        guard !isEmpty else { return self }
        let start = offset % count
        return Array(self[start...] + self[..<start])
    }
}
