extension Container {
    /// The dependency graph of this container and its ancestors: every registration, who resolves
    /// whom, and the problems ``verify(samples:)`` finds, marked on the nodes and edges they concern.
    ///
    /// ```swift
    /// let graph = container.dependencyGraph()
    /// for edge in graph.edges where !edge.problems.isEmpty {
    ///     print(edge.from, "->", edge.to, edge.problems.map(\.cause))
    /// }
    /// ```
    ///
    /// It is ``VerificationReport/graph`` of `verify(samples:)`: the same sandbox run resolves every
    /// registration once — this container, its singletons and its scopes stay untouched — and records
    /// each resolve a factory or an `initCompleted` closure makes while its service is being created,
    /// including those a cache answers (a singleton made earlier in the run still gives its edge).
    /// Pass the same `samples` as to `verify` to resolve registrations that take runtime arguments;
    /// a registration the run does not resolve is a node with an ``DependencyGraph/Node/unverifiedReason``.
    ///
    /// A declared definition is one node, under its property name (`LoanService(\.loans)`): the keys
    /// `declare` adds to resolve it by name and by type alone lead to that node rather than to nodes
    /// of their own. A type forwarded to a registration (`implements`) is a node of its own; the
    /// dependencies of the registration resolved through it start there.
    public func dependencyGraph(samples: [VerificationSample] = []) -> DependencyGraph {
        verify(samples: samples).graph
    }
}
