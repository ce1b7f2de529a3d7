import BenchmarkHarness
import Loom

/// V: `verify()` of a container with 1,000 registrations, against resolving each of them once in a
/// fresh container of the same registrations (which is what `verify()` does, plus its sandbox and
/// report); and the container's dependency graph built and rendered to DOT, against `verify()`.
/// Medians of a few runs, in milliseconds, wall time.
public enum VerificationTiming {
    /// The goals: at most 50 ms, and at most twice the time of resolving each registration once.
    public static let goalMilliseconds = 50.0
    public static let goalRatio = 2.0
    /// The graph's goal: built and rendered to DOT in at most twice the time of `verify()`.
    public static let graphGoalRatio = 2.0

    public struct Result: Sendable {
        public let verifyMilliseconds: Double
        public let resolveEachOnceMilliseconds: Double
        /// Registering the 1,000 in a new container, then resolving each once: the work the sandbox
        /// of `verify()` repeats.
        public let registerAndResolveMilliseconds: Double
        public let problems: Int
        /// `dependencyGraph()` and its DOT text (see ``VerificationTiming/graphText(of:)``).
        public let graphMilliseconds: Double
        /// The median over the runs of graph ÷ `verify()`, each pair timed on the same container.
        public let graphRatio: Double

        public var ratio: Double { verifyMilliseconds / resolveEachOnceMilliseconds }
        public var meetsGoals: Bool {
            verifyMilliseconds <= VerificationTiming.goalMilliseconds && ratio <= VerificationTiming.goalRatio
        }
        public var meetsGraphGoal: Bool { graphRatio <= VerificationTiming.graphGoalRatio }
    }

    public static func measure(runs: Int = 21) -> Result {
        var verifyTimes: [Double] = []
        var resolveTimes: [Double] = []
        var registerAndResolveTimes: [Double] = []
        var graphTimes: [Double] = []
        var graphRatios: [Double] = []
        var problems = 0
        for _ in 0..<runs {
            let verified = makeContainer()
            var start = MonotonicClock.now()
            let report = verified.verify()
            let verifyTime = Double(MonotonicClock.now() - start) / 1e6
            verifyTimes.append(verifyTime)
            problems = report.problems.count

            start = MonotonicClock.now()
            let graphSize = graphText(of: verified)
            let graphTime = Double(MonotonicClock.now() - start) / 1e6
            graphTimes.append(graphTime)
            graphRatios.append(graphTime / verifyTime)
            blackHole(UInt64(graphSize))

            let resolved = makeContainer()
            start = MonotonicClock.now()
            var checksum = Checksum()
            for type in GeneratedServices.types { checksum.add(resolveOpened(type, in: resolved)) }
            resolveTimes.append(Double(MonotonicClock.now() - start) / 1e6)

            start = MonotonicClock.now()
            let registered = makeContainer()
            for type in GeneratedServices.types { checksum.add(resolveOpened(type, in: registered)) }
            registerAndResolveTimes.append(Double(MonotonicClock.now() - start) / 1e6)
            blackHole(checksum.value)
        }
        return Result(
            verifyMilliseconds: median(verifyTimes),
            resolveEachOnceMilliseconds: median(resolveTimes),
            registerAndResolveMilliseconds: median(registerAndResolveTimes),
            problems: problems,
            graphMilliseconds: median(graphTimes),
            graphRatio: median(graphRatios)
        )
    }

    /// What the graph row times: the container's dependency graph, then its DOT text; returns the
    /// size of what it made, so that nothing is optimised away.
    public static func graphText(of container: Loom.Container) -> Int {
        container.dependencyGraph().render(.dot).utf8.count
    }

    /// The Markdown table of a result.
    public static func table(_ result: Result) -> String {
        """
        | V: 1,000 registrations | ms (median) | goal |
        |---|---|---|
        | `verify()` | \(Format.fixed(result.verifyMilliseconds, 2)) | ≤ \(Format.fixed(goalMilliseconds, 0)) |
        | resolve each once (fresh container) | \(Format.fixed(result.resolveEachOnceMilliseconds, 2)) | – |
        | register the 1,000, then resolve each once | \(Format.fixed(result.registerAndResolveMilliseconds, 2)) | – |
        | `verify()` ÷ resolve each once | \(Format.fixed(result.ratio, 2))× | ≤ \(Format.fixed(goalRatio, 0))× |
        | `verify()` ÷ register and resolve each once | \(Format.fixed(result.verifyMilliseconds / result.registerAndResolveMilliseconds, 2))× | – |
        | `dependencyGraph()`, rendered to DOT | \(Format.fixed(result.graphMilliseconds, 2)) | – |
        | graph and DOT ÷ `verify()` | \(Format.fixed(result.graphRatio, 2))× | ≤ \(Format.fixed(graphGoalRatio, 0))× |
        """
    }

    /// `verify()` of V's 1,000 registrations, run `times` times on one container, for
    /// `Benchmarks/scripts/callgrind-verify.sh`: the instructions of one more run, divided by 1,000,
    /// are verification's cost per registration. Returns the problems found, so nothing is skipped.
    public static func verifyRepeatedly(_ times: Int) -> Int {
        let container = makeContainer()
        var problems = 0
        for _ in 0..<times { problems &+= container.verify().problems.count }
        return problems
    }

    private static func makeContainer() -> Loom.Container {
        let container = Loom.Container()
        for type in GeneratedServices.types { registerOpened(type, in: container) }
        return container
    }

    private static func registerOpened<Service: GeneratedService>(_: Service.Type, in container: Loom.Container) {
        container.register(Service.self) { _ in Service() }.inObjectScope(.container)
    }

    private static func resolveOpened<Service: GeneratedService>(_: Service.Type, in container: Loom.Container) -> Service {
        container.resolve(Service.self)!
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
