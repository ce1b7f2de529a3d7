#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkHarness
import BenchmarkScenarios

// loom-profile: one scenario for one contender in a tight loop, for `valgrind --tool=callgrind`.
// Only `runProfiledLoop` is worth collecting (`--toggle-collect='*runProfiledLoop*'`): set-up and
// warm-up stay out of the profile. A multi-threaded scenario runs on one thread here.

let usage = """
    usage: loom-profile SCENARIO [minimum|loom|swinject] [ITERATIONS]   e.g. loom-profile A loom 200000
           loom-profile R<COUNT> [minimum|floor|loom|swinject] [ITERATIONS]   R's warm resolve among COUNT names,
           e.g. loom-profile R100000 loom 100 (an iteration resolves up to 1,000 names once each)
           loom-profile V [RUNS]   verify() of V's 1,000 registrations RUNS times (Loom only)
    """

/// The measured loop, kept out of line so callgrind can collect exactly this call.
@inline(never)
func runProfiledLoop(_ workload: Workload, iterations: Int) -> UInt64 {
    workload.run(iterations)
}

let arguments = Array(CommandLine.arguments.dropFirst())

/// What to profile: a scenario of the table for a contender, or `R<COUNT>`, R's warm resolve (not in
/// the table: R prints a table of its own).
func profiled() -> (label: String, workload: Workload, operationsPerIteration: Int, defaultIterations: Int) {
    if let id = arguments.first?.uppercased(), id.hasPrefix("R"), let count = Int(id.dropFirst()), count > 0 {
        let columns: [String: GrowthMeasurement.Column] = [
            "minimum": .minimum, "floor": .contractFloor, "loom": .loom, "swinject": .swinject,
        ]
        guard let column = columns[arguments.count > 1 ? arguments[1] : "loom"] else {
            printToStandardError(usage)
            exit(2)
        }
        let (workload, operationsPerIteration) = GrowthMeasurement.warmResolveWorkload(column, count: count)
        return ("R\(count) \(column)", workload, operationsPerIteration, 100)
    }
    guard let id = arguments.first?.uppercased(), let scenario = allScenarios.first(where: { $0.id == id }) else {
        printToStandardError("\(usage)\nscenarios: \(allScenarios.map(\.id).joined(separator: ", "))")
        exit(2)
    }
    guard let contender = Contender(rawValue: arguments.count > 1 ? arguments[1] : "loom"),
          let workload = scenario.makeWorkload(contender) else {
        printToStandardError("\(usage)")
        exit(2)
    }
    return ("\(scenario.id) \(contender.displayName)", workload, scenario.operationsPerIteration, 200_000)
}

// `loom-profile V RUNS`: verify() of V's 1,000 registrations RUNS times. verify() runs on a thread
// of its own, which --toggle-collect does not follow: callgrind-verify.sh counts whole runs instead.
if arguments.first?.uppercased() == "V" {
    let runs = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1
    print("V: \(runs) runs of verify(), \(VerificationTiming.verifyRepeatedly(runs)) problems")
    exit(0)
}

let (label, workload, operationsPerIteration, defaultIterations) = profiled()
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? defaultIterations : defaultIterations

blackHole(workload.run(max(1, iterations / 100)))  // warm-up: caches, lazily made state
let start = MonotonicClock.now()
blackHole(runProfiledLoop(workload, iterations: iterations))
let elapsed = Double(MonotonicClock.now() - start)
let operations = Double(iterations * operationsPerIteration)
print("\(label): \(iterations) iterations, \(Format.fixed(elapsed / operations, 1)) ns/op")
