/// Every registration of a container hierarchy and who resolves whom, as `verify()` saw it in its
/// sandbox, with the problems it found attached to the nodes and edges they concern.
///
/// ```swift
/// let graph = container.dependencyGraph()
/// try graph.render(.dot).write(toFile: "graph.dot", atomically: true, encoding: .utf8)
/// print(graph.nodes.count, "services,", graph.edges.count, "dependencies")
/// ```
///
/// Built by the same sandbox run as ``Container/verify(samples:)`` (also reachable as
/// ``VerificationReport/graph``): the container graphed, its singletons and its scopes are untouched.
/// Nodes and edges are sorted by their ids, so the same container gives the same graph, and the
/// same rendered text, on every run.
public struct DependencyGraph: Sendable, Equatable {
    /// The services: every registration the container and its ancestors hold, and every service a
    /// factory asked for that nothing is registered for. Sorted by ``Node/id``.
    public let nodes: [Node]
    /// Who resolved whom while being created. Sorted by ``Edge/from``, then ``Edge/to``, then the
    /// name and argument types asked with.
    public let edges: [Edge]
    /// The problems of the verification the graph was built from, as ``VerificationReport/problems``
    /// lists them.
    public let problems: [VerificationReport.Problem]

    init(nodes: [Node], edges: [Edge], problems: [VerificationReport.Problem]) {
        self.nodes = nodes.sorted { $0.id < $1.id }
        self.edges = edges.sorted(by: Self.precedes)
        self.problems = problems
    }

    /// The order of ``edges``, which every rendering writes: by `from`, `to`, name (none first),
    /// then argument types, so that two edges between the same nodes never swap places between runs.
    private static func precedes(_ lhs: Edge, _ rhs: Edge) -> Bool {
        if lhs.from != rhs.from { return lhs.from < rhs.from }
        if lhs.to != rhs.to { return lhs.to < rhs.to }
        if lhs.name != rhs.name {
            guard let left = lhs.name else { return true }
            guard let right = rhs.name else { return false }
            return left < right
        }
        return lhs.argumentTypes.lexicographicallyPrecedes(rhs.argumentTypes)
    }

    /// The node with this id, if the graph has one.
    ///
    /// ```swift
    /// let loans = graph.node(id: #"LoanService(\.loans)"#)
    /// ```
    public func node(id: String) -> Node? {
        nodes.first { $0.id == id }
    }
}

extension DependencyGraph {
    /// A problem `verify()` found, as it marks the node or edge it concerns.
    ///
    /// ```swift
    /// let missing = graph.nodes.filter { $0.problems.contains { $0.kind == .missingDependency } }
    /// ```
    public struct Mark: Sendable, Hashable {
        /// What kind of problem it is.
        public let kind: VerificationReport.Problem.Kind
        /// The problem's root cause in one line, as ``VerificationReport/Problem/cause`` says it.
        public let cause: String

        init(kind: VerificationReport.Problem.Kind, cause: String) {
            self.kind = kind
            self.cause = cause
        }
    }
}

extension VerificationReport.Problem: Equatable {
    /// Problems are equal when kind, cause, paths and explanation are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.cause == rhs.cause && lhs.paths == rhs.paths && lhs.explanation == rhs.explanation
    }
}

extension DependencyGraph {
    /// The same nodes and edges with `problems` as the graph's problems: a report that adds problems
    /// of its own (an assembler's module checks) to those of the run the graph was built from.
    func withProblems(_ problems: [VerificationReport.Problem]) -> DependencyGraph {
        DependencyGraph(nodes: nodes, edges: edges, problems: problems)
    }
}
