extension DependencyGraph {
    /// The graph as text: Graphviz DOT, a Mermaid flowchart, or JSON for tools.
    ///
    /// ```swift
    /// let graph = container.dependencyGraph()
    /// print(graph.render(.dot))   // dot -Tsvg graph.dot -o graph.svg draws it
    /// ```
    ///
    /// Every format shows the scopes as colours with a legend, groups the services of screen,
    /// session and request scopes (and scope kinds of your own), marks services registered in a
    /// parent container, draws a missing dependency as a red dashed node and an edge of a captive
    /// dependency or a cycle in red with the problem's cause. The text depends only on the graph:
    /// the same container renders to byte-identical text on every run, so it can be committed and
    /// diffed. The JSON schema is documented in the "Seeing the Dependency Graph" article.
    ///
    /// - Parameter format: The text form to write.
    /// - Returns: The rendered text, ending with a line break.
    public func render(_ format: Format) -> String {
        switch format {
        case .dot: DOTRendering(self).text
        case .mermaid: MermaidRendering(self).text
        case .json: JSONRendering(self).text
        }
    }
}
