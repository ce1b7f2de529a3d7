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

let usage = "usage: loom-profile SCENARIO [minimum|loom|swinject] [ITERATIONS]   e.g. loom-profile A loom 200000"

/// The measured loop, kept out of line so callgrind can collect exactly this call.
@inline(never)
func runProfiledLoop(_ workload: Workload, iterations: Int) -> UInt64 {
    workload.run(iterations)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let id = arguments.first?.uppercased(), let scenario = allScenarios.first(where: { $0.id == id }) else {
    printToStandardError("\(usage)\nscenarios: \(allScenarios.map(\.id).joined(separator: ", "))")
    exit(2)
}
guard let contender = Contender(rawValue: arguments.count > 1 ? arguments[1] : "loom"),
      let workload = scenario.makeWorkload(contender) else {
    printToStandardError("\(usage)")
    exit(2)
}
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 200_000 : 200_000

blackHole(workload.run(max(1, iterations / 100)))  // warm-up: caches, lazily made state
let start = MonotonicClock.now()
blackHole(runProfiledLoop(workload, iterations: iterations))
let elapsed = Double(MonotonicClock.now() - start)
let operations = Double(iterations * scenario.operationsPerIteration)
print("\(scenario.id) \(contender.displayName): \(iterations) iterations, \(Format.fixed(elapsed / operations, 1)) ns/op")
