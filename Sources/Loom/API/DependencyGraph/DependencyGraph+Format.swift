extension DependencyGraph {
    /// The text forms ``DependencyGraph/render(_:)`` writes.
    ///
    /// ```swift
    /// let mermaid = graph.render(.mermaid)   // paste into a Markdown file between ```mermaid fences
    /// ```
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// Graphviz DOT: `dot -Tsvg graph.dot -o graph.svg` draws it.
        case dot
        /// A Mermaid flowchart, which GitHub draws in Markdown.
        case mermaid
        /// JSON for tools, in the schema the "Seeing the Dependency Graph" article documents.
        case json
    }
}
