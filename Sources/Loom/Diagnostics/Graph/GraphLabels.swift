/// The words every rendering of a ``DependencyGraph`` shows for a node or an edge, so that DOT,
/// Mermaid and the legend say the same thing.
enum GraphLabels {
    /// The service, then its definition, name and argument types if it has any:
    /// `["LoanService", "\.loans"]`, `["Engine", "\"v8\", arguments: Int"]`.
    static func title(of node: DependencyGraph.Node) -> [String] {
        var parts: [String] = []
        if let definition = node.definition { parts.append("\\.\(definition)") }
        if let name = node.name { parts.append("\"\(name)\"") }
        if !node.argumentTypes.isEmpty { parts.append("arguments: " + node.argumentTypes.joined(separator: ", ")) }
        return parts.isEmpty ? [node.service] : [node.service, parts.joined(separator: ", ")]
    }

    /// Where the node lives: `graph`, `request · provided`, `container · parent container`, or
    /// `not registered` for a missing node.
    static func place(of node: DependencyGraph.Node) -> String {
        var parts: [String] = []
        switch node.kind {
        case .missing: return "not registered"
        case .registered: parts.append(node.scope ?? "")
        case .provided: parts.append("\(node.scope ?? "") · provided")
        case .injection: parts.append("injection")
        }
        if let level = containerLevelText(node.containerLevel) { parts.append(level) }
        return parts.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// `parent container` for level 1, `ancestor 2 up` for level 2, `nil` for the container graphed.
    static func containerLevelText(_ level: Int?) -> String? {
        switch level {
        case nil, 0?: nil
        case 1?: "parent container"
        case let level?: "ancestor \(level) up"
        }
    }

    /// Whether the node was registered in an ancestor of the container graphed.
    static func isFromAncestor(_ node: DependencyGraph.Node) -> Bool {
        (node.containerLevel ?? 0) > 0
    }

    /// The node's problems, one line each: `missing dependency: HTTPClient: not registered`.
    static func problemLines(_ marks: [DependencyGraph.Mark]) -> [String] {
        marks.map { "\($0.kind.rawValue): \($0.cause)" }
    }

    /// What a tooltip says about a node: its id, where it lives, its problems, why it was not verified.
    static func tooltip(of node: DependencyGraph.Node) -> [String] {
        var lines = [node.id, place(of: node)]
        lines += problemLines(node.problems)
        if let reason = node.unverifiedReason { lines.append("not verified: \(reason)") }
        return lines
    }

    /// The name and argument types an edge asked with, if any: `"v8", arguments: Int`.
    static func askedWith(_ edge: DependencyGraph.Edge) -> String? {
        var parts: [String] = []
        if let name = edge.name { parts.append("\"\(name)\"") }
        if !edge.argumentTypes.isEmpty { parts.append("arguments: " + edge.argumentTypes.joined(separator: ", ")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// An edge's label lines: what it asked with, then each problem's cause.
    static func label(of edge: DependencyGraph.Edge) -> [String] {
        (askedWith(edge).map { [$0] } ?? []) + edge.problems.map(\.cause)
    }

    /// What a tooltip says about an edge: who asked whom, with what, then its problems.
    static func tooltip(of edge: DependencyGraph.Edge) -> [String] {
        ["\(edge.from) -> \(edge.to)"] + (askedWith(edge).map { ["asked with \($0)"] } ?? []) + problemLines(edge.problems)
    }

    /// The edges in the order every rendering writes them: by `from`, `to`, name, then argument
    /// types, so that two edges between the same nodes never swap places between runs.
    static func orderedEdges(of graph: DependencyGraph) -> [DependencyGraph.Edge] {
        graph.edges.sorted { lhs, rhs in
            (lhs.from, lhs.to, lhs.name == nil ? 0 : 1, lhs.name ?? "", lhs.argumentTypes.joined(separator: ","))
                < (rhs.from, rhs.to, rhs.name == nil ? 0 : 1, rhs.name ?? "", rhs.argumentTypes.joined(separator: ","))
        }
    }
}
