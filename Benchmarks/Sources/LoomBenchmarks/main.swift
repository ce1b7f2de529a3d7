#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkHarness
import BenchmarkScenarios

// loom-benchmarks: Loom against Swinject 2.10 and the hand-written minimum, in interleaved rounds,
// then the memory scenarios in child processes. The tables go to standard output, progress to
// standard error.

/// Writes a progress line to standard error, so that standard output holds only the tables.
func progress(_ message: String) {
    printToStandardError("… \(message)")
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if let message = error.message { printToStandardError("loom-benchmarks: \(message)") }
    print(Options.usage)
    exit(error.message == nil ? 0 : 2)
}

if let child = options.memoryChild {
    MemoryBenchmark.runChild(child.scenario, child.contender, count: child.count)
    exit(0)
}

let scenarios = allScenarios.filter { options.selects($0.id) }
let memoryIDs = MemoryScenario.allCases.map(\.id)
let timesVerification = options.selects("V")
let measuresGrowth = options.selects("R")
if scenarios.isEmpty && !memoryIDs.contains(where: options.selects) && !timesVerification && !measuresGrowth {
    printToStandardError("loom-benchmarks: no scenario matches \(options.filters.joined(separator: ","))")
    exit(2)
}

let start = MonotonicClock.now()
let wallTimed = scenarios.filter { $0.clock == .wallTime }.map(\.id)
print("Loom benchmarks — \(Machine.summary); \(options.configuration.rounds) interleaved rounds of "
    + "\(options.configuration.sampleNanoseconds / 1_000_000) ms samples; medians in ns per resolve, "
    + "timed in the thread's CPU time" + (wallTimed.isEmpty ? "" : " (\(wallTimed.joined(separator: ", ")): wall time)"))
var goals = (evaluated: 0, met: 0)
if !scenarios.isEmpty {
    let multiThreaded = scenarios.contains { $0.threads > 1 }
    let probeBefore = multiThreaded ? ParallelismProbe.twoThreadScaling() : nil
    let results = Runner(configuration: options.configuration, progress: progress).run(scenarios)
    let table = ResultTable(results)
    print()
    print(table.mediansTable())
    if let relative = table.relativeTable() {
        print()
        print(relative)
    }
    if let probeBefore {
        let probeAfter = ParallelismProbe.twoThreadScaling()
        print()
        print("Two threads of independent arithmetic ran \(Format.ratio(probeBefore)) as fast as one before the rounds "
            + "and \(Format.ratio(probeAfter)) after: the most any contender could scale in this run.")
    }
    goals = table.goalCount
}
if timesVerification {
    progress("V: verify() of 1,000 registrations")
    let verification = VerificationTiming.measure()
    print()
    print(VerificationTiming.table(verification))
    goals.evaluated += 2
    goals.met += (verification.meetsGoals ? 1 : 0) + (verification.meetsGraphGoal ? 1 : 0)
}
if measuresGrowth {
    let growth = GrowthMeasurement.measure(samples: options.configuration.rounds >= 9 ? 9 : 3, progress: progress)
    print()
    print(GrowthMeasurement.table(growth))
}
do {
    if let memory = try MemoryBenchmark.run(options, progress: progress) {
        print()
        print(memory)
    }
} catch {
    printToStandardError("loom-benchmarks: memory scenarios failed: \(error)")
    exit(1)
}
print()
let duration = "the run took \(Format.fixed(Double(MonotonicClock.now() - start) / 1e9, 1)) s."
print(scenarios.isEmpty && !timesVerification ? "No timing scenario selected; \(duration)" : "Loom meets \(goals.met) of \(goals.evaluated) timing goals; \(duration)")
