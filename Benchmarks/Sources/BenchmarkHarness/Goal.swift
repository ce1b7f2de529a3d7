/// What Loom must achieve in a scenario: its ns/op at most `limit` times a baseline's ns/op.
public struct Goal: Sendable {
    /// What Loom's time is compared with.
    public enum Baseline: Sendable, Equatable {
        /// The hand-written minimum, in the same scenario and run.
        case minimum
        /// Loom itself in another scenario of the same run (e.g. 2 threads against 1 thread).
        case loom(scenario: String)
        /// Loom's scaling from another scenario (one thread) to this one (several) against the
        /// minimum's scaling between the same two scenarios of the same run.
        case minimumScaling(from: String)
    }

    /// What Loom's time is compared with.
    public let baseline: Baseline
    /// The largest allowed ratio of Loom's ns/op to the baseline's ns/op.
    public let limit: Double
    /// How the table states the goal.
    public private(set) var text: String
    /// Whether the table only shows the ratio, without judging it (and the goal count leaves it out).
    public var isInformational = false
    /// Whether the table shows the inverse ratio, the baseline's time over this scenario's: a
    /// throughput ratio, for goals about scaling.
    public let showsThroughput: Bool

    /// A goal of your own; the table prints `text` beside it.
    public init(baseline: Baseline, limit: Double, text: String, showsThroughput: Bool = false) {
        self.baseline = baseline
        self.limit = limit
        self.text = text
        self.showsThroughput = showsThroughput
    }

    /// Loom costs at most `factor` times the hand-written minimum.
    public static func atMost(_ factor: Double) -> Goal {
        Goal(baseline: .minimum, limit: factor, text: "≤ \(Format.ratio(factor)) min")
    }

    /// Loom's aggregate throughput here is at least `factor` times its throughput in `scenario`.
    public static func throughput(atLeast factor: Double, of scenario: String) -> Goal {
        Goal(baseline: .loom(scenario: scenario), limit: 1 / factor,
             text: "Loom ≥ \(Format.ratio(factor))", showsThroughput: true)
    }

    /// Loom's throughput gain from `scenario` to this one is at least `factor` times the gain the
    /// minimum (direct code) gets between the same scenarios in the same run.
    public static func scaling(atLeast factor: Double, ofMinimumFrom scenario: String) -> Goal {
        Goal(baseline: .minimumScaling(from: scenario), limit: 1 / factor,
             text: "Loom ≥ \(Format.ratio(factor)) min's", showsThroughput: true)
    }

    /// `goal`'s ratio, shown without a verdict.
    public static func informational(_ goal: Goal) -> Goal {
        var shown = goal
        shown.isInformational = true
        shown.text = "(informational)"
        return shown
    }

    /// Whether a measured ratio meets the goal.
    public func isMet(by ratio: Double) -> Bool {
        ratio <= limit
    }
}
