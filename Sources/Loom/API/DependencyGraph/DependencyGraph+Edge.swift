extension DependencyGraph {
    /// One dependency: while the `from` service was being created, its factory (or its
    /// `initCompleted`) resolved the `to` service.
    ///
    /// ```swift
    /// let needs = graph.edges.filter { $0.from == "OrderService" }.map(\.to)
    /// ```
    public struct Edge: Sendable, Hashable {
        /// The ``Node/id`` of the service whose creation asked.
        public let from: String
        /// The ``Node/id`` of the service asked for.
        public let to: String
        /// The registration name asked for, if any.
        public let name: String?
        /// The runtime argument types passed, in order; empty for a plain `resolve(X.self)`.
        public let argumentTypes: [String]
        /// The problems that concern this edge: a captive dependency, a cycle it is part of.
        public let problems: [Mark]

        init(from: String, to: String, name: String?, argumentTypes: [String], problems: [Mark]) {
            self.from = from
            self.to = to
            self.name = name
            self.argumentTypes = argumentTypes
            self.problems = problems
        }
    }
}
