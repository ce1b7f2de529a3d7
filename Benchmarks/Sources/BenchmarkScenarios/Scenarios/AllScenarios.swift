import BenchmarkHarness

/// Every timed scenario, in the order the table prints them. A new scenario is a function that
/// builds its ``Workload`` per ``Contender`` (in a file of its own) and one entry here.
public let allScenarios: [Scenario] = [
    Scenario(id: "A", title: "transient, no dependencies", goals: [.atMost(1.5)],
             makeWorkload: transientWorkload),
    Scenario(id: "B", title: "container-scoped singleton (cache hit)", goals: [.atMost(1.5)],
             makeWorkload: singletonWorkload),
    Scenario(id: "S1", title: "session-scoped, cached (id from setCurrent)",
             goals: [Goal(baseline: .loom(scenario: "B"), limit: 2, text: "≤ 2× B")],
             makeWorkload: sessionScopedWorkload),
    Scenario(id: "S2", title: "request-scoped, cached (id bound with withScope)",
             goals: [Goal(baseline: .loom(scenario: "B"), limit: 2, text: "≤ 2× B")],
             makeWorkload: requestScopedWorkload),
    Scenario(id: "C", title: "graph: root + 10 deps sharing one graph-scoped dep (per root)", goals: [.atMost(1.5)],
             makeWorkload: graphWorkload),
    Scenario(id: "D", title: "2 runtime arguments", goals: [.atMost(1.5)],
             makeWorkload: argumentsWorkload),
    Scenario(id: "E", title: "by name among 100 registrations of one type", goals: [.atMost(1.5)],
             makeWorkload: namedWorkload),
    Scenario(id: "F", title: "register 1,000 services then resolve each once (per service)",
             operationsPerIteration: GeneratedServices.types.count, goals: [.atMost(2)],
             makeWorkload: registerAndResolveWorkload),
    Scenario(id: "G", title: "through a child container, registration in the parent", goals: [.atMost(1.5)],
             makeWorkload: childContainerWorkload),
    // H1 and H2 both in wall time, so that their ratio is a throughput ratio.
    Scenario(id: "H1", title: "synchronized resolve, 1 thread", clock: .wallTime, goals: [.atMost(1.5)],
             makeWorkload: synchronizedWorkload),
    Scenario(id: "H2", title: "synchronized resolve, 2 threads (aggregate ns/op)", threads: 2, clock: .wallTime,
             goals: [.atMost(1.5), .throughput(atLeast: 1.5, of: "H1")],
             makeWorkload: synchronizedWorkload),
]
