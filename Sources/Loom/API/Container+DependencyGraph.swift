// PLACEHOLDER (drop on merge): the real `dependencyGraph()` is built in another branch. This one
// returns an empty graph so that the renderings and loom-demo's `--graph` compile meanwhile.
extension Container {
    /// The container's dependency graph, as `verify()` sees it in its sandbox.
    ///
    /// ```swift
    /// let dot = container.dependencyGraph().render(.dot)
    /// ```
    public func dependencyGraph(samples: [VerificationSample] = []) -> DependencyGraph {
        DependencyGraph(nodes: [], edges: [], problems: [])
    }
}

extension VerificationReport {
    /// PLACEHOLDER (drop on merge): the graph of the run, empty but for its problems.
    public var graph: DependencyGraph {
        DependencyGraph(nodes: [], edges: [], problems: problems)
    }
}
