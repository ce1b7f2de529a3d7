import BenchmarkHarness
import Loom
import Swinject

/// The memory scenarios. Each runs in a child process of its own per contender, so that one
/// contender's allocations cannot raise another's readings.
public enum MemoryScenario: String, CaseIterable, Sendable {
    /// Peak resident memory while making 10,000 registrations (1,000 types × 10 names).
    case registrations = "M1"
    /// Resident memory before and after 1,000,000 resolves of a graph-scoped service; it should stay flat.
    case graphResolves = "M2"

    /// The identifier `--scenario` matches.
    public var id: String { rawValue }

    /// What the scenario measures.
    public var title: String {
        switch self {
        case .registrations: "peak RSS for 10,000 registrations"
        case .graphResolves: "RSS over graph-scoped resolves"
        }
    }

    /// How many registrations or resolves the full run makes.
    public var defaultCount: Int {
        switch self {
        case .registrations: 10_000
        case .graphResolves: 1_000_000
        }
    }

    /// Runs the scenario in this process and reads resident memory around it.
    public func measure(_ contender: Contender, count: Int) -> MemoryReadings {
        switch self {
        case .registrations: measureRegistrations(contender, count: count)
        case .graphResolves: measureGraphResolves(contender, count: count)
        }
    }
}
