import BenchmarkHarness
import BenchmarkScenarios

/// The command line of `loom-benchmarks`.
struct Options {
    var configuration = RunConfiguration(rounds: 51, sampleNanoseconds: 10_000_000)
    /// Scenario identifiers or prefixes to run (`H` selects H1 and H2, `M` the memory scenarios);
    /// empty runs everything.
    var filters: [String] = []
    /// Overrides the memory scenarios' counts (quick mode makes 100,000 graph resolves).
    var memoryCounts: [MemoryScenario: Int] = [:]
    /// Set for the child process that measures one memory scenario for one contender.
    var memoryChild: (scenario: MemoryScenario, contender: Contender, count: Int)?

    static let usage = """
        usage: loom-benchmarks [--quick] [--rounds N] [--sample-ms MS] [--scenario IDS] [--graph-resolves N]

          --quick            3 rounds of 2 ms samples and 100,000 graph resolves: a smoke run of seconds
          --rounds N         interleaved rounds; each cell's median is over N samples (default 51)
          --sample-ms MS     length of one sample in milliseconds (default 10)
          --scenario IDS     comma-separated scenario ids or prefixes: A,A2,AK,AS,AH,B,BK,S1,S2,C,CK,I1,I2,I3,D,E,
                             F,FC,G,N,P1,P2,Q1,Q2,T1,T2,H1,H2,R,V,M1,M2 (A = A, A2, AK, AS and AH, B = B and BK,
                             C = C and CK, I = I1, I2 and I3, F = F and FC, H = H1 and H2, P = P1 and P2,
                             S = S1 and S2, M = both memory scenarios); default: all
          --graph-resolves N resolves in memory scenario M2 (default 1,000,000)
        """

    /// Parses the arguments after the program name; returns `nil` with a message for bad input.
    static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(OptionsError) -> String {
            guard let value = remaining.popFirst() else { throw OptionsError("\(flag) needs a value") }
            return value
        }
        func number(for flag: String) throws(OptionsError) -> Int {
            let text = try value(for: flag)
            guard let number = Int(text.filter { $0 != "," && $0 != "_" }), number > 0 else {
                throw OptionsError("\(flag) needs a positive number, not \(text)")
            }
            return number
        }
        do throws(OptionsError) {
            while let flag = remaining.popFirst() {
                switch flag {
                case "--quick":
                    options.configuration = RunConfiguration(rounds: 3, sampleNanoseconds: 2_000_000)
                    options.memoryCounts[.graphResolves] = 100_000
                case "--rounds":
                    options.configuration.rounds = try number(for: flag)
                case "--sample-ms":
                    options.configuration.sampleNanoseconds = UInt64(try number(for: flag)) * 1_000_000
                case "--scenario":
                    options.filters += try value(for: flag).split(separator: ",").map { String($0).uppercased() }
                case "--graph-resolves":
                    options.memoryCounts[.graphResolves] = try number(for: flag)
                case "--memory-child":
                    let id = try value(for: flag)
                    let name = try value(for: flag)
                    guard let scenario = MemoryScenario(rawValue: id), let contender = Contender(rawValue: name) else {
                        throw OptionsError("--memory-child needs a memory scenario and a contender")
                    }
                    options.memoryChild = (scenario, contender, try number(for: flag))
                case "--help", "-h":
                    throw OptionsError(nil)
                default:
                    throw OptionsError("unknown option \(flag)")
                }
            }
        } catch {
            return .failure(error)
        }
        return .success(options)
    }

    /// Whether a scenario with this identifier was asked for.
    func selects(_ id: String) -> Bool {
        filters.isEmpty || filters.contains { id.hasPrefix($0) }
    }

    /// How many registrations or resolves a memory scenario makes in this run.
    func count(for scenario: MemoryScenario) -> Int {
        memoryCounts[scenario] ?? scenario.defaultCount
    }
}

/// Bad command-line input; `message` is `nil` for `--help`.
struct OptionsError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
