import BenchmarkHarness

/// Every timed scenario, in the order the table prints them. A new scenario is a function that
/// builds its ``Workload`` per ``Contender`` (in a file of its own) and one entry here.
public let allScenarios: [Scenario] = [
    Scenario(id: "A", title: "transient, no dependencies", goals: [.atMost(1.3)],
             makeWorkload: transientWorkload),
    Scenario(id: "A2", title: "default scope (.graph), one object", goals: [.atMost(1.3)],
             makeWorkload: defaultScopeWorkload),
    Scenario(id: "B", title: "container-scoped singleton (cache hit)", goals: [.atMost(1.3)],
             makeWorkload: singletonWorkload),
    Scenario(id: "S1", title: "session-scoped, cached (id from setCurrent)",
             goals: [Goal(baseline: .loom(scenario: "B"), limit: 2, text: "≤ 2× B")],
             makeWorkload: sessionScopedWorkload),
    Scenario(id: "S2", title: "request-scoped, cached (id bound with withScope)",
             goals: [Goal(baseline: .loom(scenario: "B"), limit: 1.3, text: "≤ 1.3× B")],
             makeWorkload: requestScopedWorkload),
    Scenario(id: "C", title: "graph: root + 10 deps sharing one graph-scoped dep (per root)", goals: [.atMost(1.3)],
             makeWorkload: graphWorkload),
    Scenario(id: "D", title: "2 runtime arguments", goals: [.atMost(1.3)],
             makeWorkload: argumentsWorkload),
    Scenario(id: "E", title: "by name among 100 registrations of one type", goals: [.atMost(1.3)],
             makeWorkload: namedWorkload),
    Scenario(id: "F", title: "register 1,000 services then resolve each once (per service)",
             operationsPerIteration: GeneratedServices.types.count, goals: [.atMost(1.5)],
             makeWorkload: registerAndResolveWorkload),
    // FC is informational: its minimum column is F's contract floor, not the hand-written minimum.
    Scenario(id: "FC", title: "F against its contract floor (in the minimum column; per service)",
             operationsPerIteration: GeneratedServices.types.count, goals: [.informational(.atMost(1.5))],
             makeWorkload: contractFloorWorkload),
    Scenario(id: "G", title: "through a child container, registration in the parent", goals: [.atMost(1.3)],
             makeWorkload: childContainerWorkload),
    Scenario(id: "N", title: "failed lookup of an unregistered type, logging off", goals: [.atMost(3)],
             makeWorkload: failedLookupWorkload),
    // P and Q in wall time, as H: their 2-thread rows over their 1-thread rows are throughput ratios.
    Scenario(id: "P1", title: "plain container, transient, 1 thread", clock: .wallTime, goals: [],
             makeWorkload: plainTransientWorkload),
    Scenario(id: "P2", title: "plain container, transient, 2 threads (aggregate ns/op)", threads: 2,
             clock: .wallTime, goals: [.scaling(atLeast: 0.9, ofMinimumFrom: "P1")],
             makeWorkload: plainTransientWorkload),
    Scenario(id: "Q1", title: "plain container, singleton cache hit, 1 thread", clock: .wallTime, goals: [],
             makeWorkload: plainSingletonWorkload),
    Scenario(id: "Q2", title: "plain container, singleton cache hit, 2 threads (aggregate ns/op)", threads: 2,
             clock: .wallTime, goals: [.scaling(atLeast: 0.9, ofMinimumFrom: "Q1")],
             makeWorkload: plainSingletonWorkload),
    // T as P and Q, for request-scoped resolves under concurrent requests; informational: the issue's
    // scaling goals are P's and Q's.
    Scenario(id: "T1", title: "request-scoped, cached, 1 thread (a request id of its own)", clock: .wallTime, goals: [],
             makeWorkload: concurrentRequestsWorkload),
    Scenario(id: "T2", title: "request-scoped, cached, 2 threads (a request id each; aggregate ns/op)", threads: 2,
             clock: .wallTime, goals: [.informational(.scaling(atLeast: 0.9, ofMinimumFrom: "T1"))],
             makeWorkload: concurrentRequestsWorkload),
    // H1 and H2 both in wall time, so that their ratio is a throughput ratio. H2 is informational:
    // `synchronize()` serialises factories, as Swinject's contract says, so it cannot scale.
    Scenario(id: "H1", title: "synchronized resolve, 1 thread", clock: .wallTime, goals: [.atMost(1.3)],
             makeWorkload: synchronizedWorkload),
    Scenario(id: "H2", title: "synchronized resolve, 2 threads (aggregate ns/op)", threads: 2, clock: .wallTime,
             goals: [.informational(.throughput(atLeast: 1, of: "H1"))],
             makeWorkload: synchronizedWorkload),
]
