import BenchmarkHarness
import BenchmarkScenarios

/// Runs the memory scenarios, each contender in a child process of its own, and prints their table.
enum MemoryBenchmark {
    /// Growth of resident memory over the graph resolves that still counts as flat: allocator noise.
    static let flatTolerance = 1024  // KiB

    /// Runs the selected memory scenarios and returns their table, or `nil` if none was selected.
    static func run(_ options: Options, progress: (String) -> Void) throws -> String? {
        let scenarios = MemoryScenario.allCases.filter { options.selects($0.id) }
        guard !scenarios.isEmpty else { return nil }
        var table = TextTable([
            ("", .left), ("scenario", .left), ("contender", .left), ("count", .right), ("RSS before", .right),
            ("peak RSS", .right), ("RSS after", .right), ("growth", .right), ("result", .left),
        ])
        for scenario in scenarios {
            let count = options.count(for: scenario)
            for contender in Contender.allCases {
                progress("memory \(scenario.id) for \(contender.displayName) in a child process")
                let output = try ChildProcess.runSelf(["--memory-child", scenario.id, contender.rawValue, String(count)])
                guard let readings = MemoryReadings(parsing: output) else {
                    throw ChildProcess.Failure(description: "no readings from the child: \(output)")
                }
                table.append(row(scenario, contender, count, readings))
            }
        }
        return table.render()
    }

    /// The child's side: measure and print the readings line.
    static func runChild(_ scenario: MemoryScenario, _ contender: Contender, count: Int) {
        print(scenario.measure(contender, count: count).line)
    }

    private static func row(_ scenario: MemoryScenario, _ contender: Contender, _ count: Int,
                            _ readings: MemoryReadings) -> [String] {
        let growth: Int
        let result: String
        switch scenario {
        case .registrations:
            growth = readings.peak - readings.before
            result = "reported (growth = peak − before)"
        case .graphResolves:
            growth = readings.after - readings.before
            result = growth <= flatTolerance ? "flat: PASS" : "grows: FAIL"
        }
        return [
            scenario.id, scenario.title, contender.displayName, Format.grouped(count),
            Format.mebibytes(kibibytes: readings.before), Format.mebibytes(kibibytes: readings.peak),
            Format.mebibytes(kibibytes: readings.after), Format.mebibytes(kibibytes: growth), result,
        ]
    }
}
