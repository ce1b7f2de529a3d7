/// The clock a scenario's samples are timed with.
public enum SampleClock: Sendable {
    /// The measuring thread's CPU time: time spent waiting for a core is left out, which makes
    /// single-threaded samples stable on a shared machine.
    case threadCPUTime
    /// Wall time, for throughput across threads; a busy machine disturbs it.
    case wallTime
}

/// One row of the table: a workload measured for every contender, with Loom's goals.
///
/// Adding a scenario is one function that builds its ``Workload`` for a ``Contender`` and one entry in
/// the scenario table (`allScenarios` in `BenchmarkScenarios`).
public struct Scenario: Sendable {
    /// Short identifier used by `--scenario` and the table, e.g. `"A"` or `"H2"`.
    public let id: String
    /// What the scenario measures, as the table prints it.
    public let title: String
    /// How many threads run the workload at once; times are then aggregate ns per operation.
    public let threads: Int
    /// Operations one iteration of the workload performs (e.g. 1,000 services in scenario F).
    public let operationsPerIteration: Int
    /// The clock samples are timed with; multi-threaded scenarios need ``SampleClock/wallTime``.
    public let clock: SampleClock
    /// Loom's goals in this scenario.
    public let goals: [Goal]
    /// Sets the scenario up for one contender; `nil` when the contender has no such feature.
    public let makeWorkload: @Sendable (Contender) -> Workload?

    /// A scenario; `makeWorkload` is called once per contender and run.
    public init(
        id: String,
        title: String,
        threads: Int = 1,
        operationsPerIteration: Int = 1,
        clock: SampleClock = .threadCPUTime,
        goals: [Goal],
        makeWorkload: @escaping @Sendable (Contender) -> Workload?
    ) {
        self.id = id
        self.title = title
        self.threads = threads
        self.operationsPerIteration = operationsPerIteration
        precondition(threads == 1 || clock == .wallTime, "a multi-threaded scenario is timed in wall time")
        self.clock = clock
        self.goals = goals
        self.makeWorkload = makeWorkload
    }
}
