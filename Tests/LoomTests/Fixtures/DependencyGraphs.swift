@testable import Loom

/// A dependency graph with one problem of each drawn kind, built by hand so that the renderings can
/// be tested apart from how a graph is built: a child container (level 0) over a parent (level 1);
/// `LoanService(\.loans)` asks for `Notifier`, which nothing registers (missing); the parent's
/// container-scoped `LoanStatistics` keeps a request-scoped `RequestContext` (captive); the parent's
/// `Branch` and the child's `Librarian` resolve each other (cycle). Names with quotes and generic
/// types test the escaping.
enum LendingGraph {
    static let missingCause = "Notifier: not registered"
    static let captiveCause = "LoanStatistics [container] keeps RequestContext [request] beyond its request"
    static let cycleCause = "Branch -> Librarian -> Branch"
    static let quotedName = "the \"main\" cache"

    /// The graph, with its nodes and edges handed over in the given order (the graph sorts them).
    static func make(reversed: Bool = false) -> DependencyGraph {
        let nodes = self.nodes
        let edges = self.edges
        return DependencyGraph(nodes: reversed ? nodes.reversed() : nodes,
                               edges: reversed ? edges.reversed() : edges,
                               problems: problems)
    }

    static let nodeCount = 9
    static let edgeCount = 7

    private static var nodes: [DependencyGraph.Node] {
        [
            node("AppConfig", scope: "container", level: 1),
            node("Branch", scope: "graph", level: 1),
            node("Cache<Book>(\"the \\\"main\\\" cache\")", service: "Cache<Book>", name: quotedName, scope: "weak"),
            node("Engine(\"v8\", arguments: Int)", service: "Engine", name: "v8", arguments: ["Int"], scope: "transient"),
            node("Librarian", scope: "graph"),
            node("LoanService(\\.loans)", service: "LoanService", scope: "graph", definition: "loans"),
            node("LoanStatistics", scope: "container", level: 1),
            DependencyGraph.Node(id: "Notifier", kind: .missing, service: "Notifier", name: nil, argumentTypes: [],
                                 scope: nil, containerLevel: nil, definition: nil, unverifiedReason: nil,
                                 problems: [mark(.missingDependency, missingCause)]),
            node("RequestContext", scope: "request"),
        ]
    }

    private static var edges: [DependencyGraph.Edge] {
        [
            edge("Branch", "Librarian", problems: [mark(.circularDependency, cycleCause)]),
            edge("Librarian", "Branch", problems: [mark(.circularDependency, cycleCause)]),
            edge("LoanService(\\.loans)", "AppConfig"),
            edge("LoanService(\\.loans)", "Cache<Book>(\"the \\\"main\\\" cache\")", name: quotedName),
            edge("LoanService(\\.loans)", "Engine(\"v8\", arguments: Int)", name: "v8", arguments: ["Int"]),
            edge("LoanService(\\.loans)", "Notifier"),
            edge("LoanStatistics", "RequestContext", problems: [mark(.captiveDependency, captiveCause)]),
        ]
    }

    static var problems: [VerificationReport.Problem] {
        [
            .init(kind: .missingDependency, cause: missingCause, paths: ["LoanService(\\.loans) [graph] -> Notifier"],
                  explanation: "Register Notifier, or apply the assembly that does."),
            .init(kind: .circularDependency, cause: cycleCause, paths: ["Branch [graph] -> Librarian [graph] -> Branch [graph]"],
                  explanation: "Resolve one side in initCompleted instead of in its factory."),
            .init(kind: .captiveDependency, cause: captiveCause, paths: ["LoanStatistics [container] -> RequestContext [request]"],
                  explanation: "Make LoanStatistics request-scoped too, or resolve RequestContext when it is used."),
        ]
    }

    private static func node(_ id: String, service: String? = nil, name: String? = nil, arguments: [String] = [],
                             scope: String, level: Int = 0, definition: String? = nil) -> DependencyGraph.Node {
        DependencyGraph.Node(id: id, kind: .registered, service: service ?? id, name: name, argumentTypes: arguments,
                             scope: scope, containerLevel: level, definition: definition, unverifiedReason: nil, problems: [])
    }

    private static func edge(_ from: String, _ to: String, name: String? = nil, arguments: [String] = [],
                             problems: [DependencyGraph.Mark] = []) -> DependencyGraph.Edge {
        DependencyGraph.Edge(from: from, to: to, name: name, argumentTypes: arguments, problems: problems)
    }

    private static func mark(_ kind: VerificationReport.Problem.Kind, _ cause: String) -> DependencyGraph.Mark {
        DependencyGraph.Mark(kind: kind, cause: cause)
    }
}
