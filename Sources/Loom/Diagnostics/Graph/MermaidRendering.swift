/// Writes a ``DependencyGraph`` as a Mermaid flowchart, which GitHub draws in Markdown: a class
/// per scope colour with a legend, a subgraph per screen, session, request or app-defined scope, a
/// thicker border for nodes of parent containers, a missing node red and dashed, an edge with a
/// problem red (by `linkStyle` index) with the cause as its label.
///
/// Mermaid shows no tooltips, so what DOT puts in a tooltip — a node's problems, why it was not
/// verified — is a line of its label here. Node ids are `n0`, `n1`, … in the graph's sorted order,
/// and the text depends only on the graph.
struct MermaidRendering {
    let graph: DependencyGraph
    private let palette: GraphPalette
    private let nodeIDs: [String: String]
    private let scopeClasses: [String: String]

    init(_ graph: DependencyGraph) {
        self.graph = graph
        palette = GraphPalette(graph)
        var nodeIDs: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { nodeIDs[node.id] = "n\(index)" }
        let unknown = Set(graph.edges.flatMap { [$0.from, $0.to] }).subtracting(nodeIDs.keys).sorted()
        for (index, id) in unknown.enumerated() { nodeIDs[id] = "n\(graph.nodes.count + index)" }
        self.nodeIDs = nodeIDs
        var scopeClasses: [String: String] = [:]
        for (index, scope) in palette.scopes.enumerated() { scopeClasses[scope] = Self.className(of: scope, index: index) }
        self.scopeClasses = scopeClasses
    }

    /// The whole flowchart, ending with a line break.
    var text: String {
        let edges = graph.edges
        let problems = graph.problems.count
        var lines = [
            "flowchart LR",
            "    %% \(graph.nodes.count) services, \(graph.edges.count) dependencies, \(problems) problem\(problems == 1 ? "" : "s")",
        ]
        lines += classDefinitions
        lines += legend
        lines += scopeSubgraphs
        lines += graph.nodes.filter { !palette.isGrouped($0) }.map { "    " + statement(for: $0) }
        lines += edges.map { "    " + statement(for: $0) }
        lines += classAssignments
        let red = edges.indices.filter { !edges[$0].problems.isEmpty }
        if !red.isEmpty {
            lines.append("    linkStyle \(red.map(String.init).joined(separator: ",")) "
                         + "stroke:\(GraphPalette.problem),stroke-width:2px,color:\(GraphPalette.problem)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `scope_request` for a scope named with letters and digits; `scope__3` (its legend position)
    /// for any other name, which cannot clash with the first form.
    private static func className(of scope: String, index: Int) -> String {
        let isPlain = scope.first?.isASCII == true && scope.first?.isLetter == true
            && scope.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return isPlain ? "scope_\(scope)" : "scope__\(index)"
    }

    private var classDefinitions: [String] {
        palette.scopes.map { "    classDef \(scopeClasses[$0]!) fill:\(palette.fill(of: $0)),stroke:\(GraphPalette.border),color:#000000" }
            + [
                "    classDef missing fill:\(GraphPalette.missingFill),stroke:\(GraphPalette.problem),stroke-width:2px,"
                    + "stroke-dasharray:5 5,color:\(GraphPalette.problem)",
                "    classDef parent stroke-width:3px",
                "    classDef problem stroke:\(GraphPalette.problem),stroke-width:2px",
                "    classDef legendNote fill:#ffffff,stroke:#ffffff,color:\(GraphPalette.problem)",
            ]
    }

    // MARK: - Legend

    private var legend: [String] {
        var entries = palette.scopes.enumerated().map { index, scope in
            "legend\(index)(\"\(GraphTextEscaping.mermaid(scope))\"):::\(scopeClasses[scope]!)"
        }
        if graph.nodes.contains(where: GraphLabels.isFromAncestor) {
            entries.append("legendParent(\"thick border:<br/>registered in a parent container\"):::parent")
        }
        if graph.nodes.contains(where: { $0.kind == .missing }) {
            entries.append("legendMissing(\"red dashed: not registered\"):::missing")
        }
        if graph.edges.contains(where: { !$0.problems.isEmpty }) {
            entries.append("legendProblem[\"red arrow: a missing, captive or cyclic dependency,<br/>the label says why\"]:::legendNote")
        }
        guard !entries.isEmpty else { return [] }
        return ["    subgraph legend [\"Legend\"]"] + entries.map { "        " + $0 } + ["    end"]
    }

    // MARK: - Scope subgraphs

    private var scopeSubgraphs: [String] {
        palette.groupedScopes.enumerated().flatMap { index, scope -> [String] in
            let members = graph.nodes.filter { $0.scope == scope && palette.isGrouped($0) }
            guard !members.isEmpty else { return [] }
            return ["    subgraph s\(index) [\"\(GraphTextEscaping.mermaid("\(scope) scope"))\"]"]
                + members.map { "        " + statement(for: $0) }
                + ["    end"]
        }
    }

    // MARK: - Nodes, edges and classes

    private func statement(for node: DependencyGraph.Node) -> String {
        var label = GraphTextWriter.mermaid()
        GraphLabels.title(of: node, to: &label)
        GraphLabels.place(of: node, to: &label)
        if node.kind != .missing { GraphLabels.problems(node.problems, to: &label) }
        GraphLabels.unverifiedReason(of: node, to: &label)
        return "\(nodeIDs[node.id]!)(\"\(label.text)\")"
    }

    private func statement(for edge: DependencyGraph.Edge) -> String {
        guard GraphLabels.hasLabel(edge) else { return "\(id(of: edge.from)) --> \(id(of: edge.to))" }
        var label = GraphTextWriter.mermaid()
        GraphLabels.label(of: edge, to: &label)
        return "\(id(of: edge.from)) -->|\"\(label.text)\"| \(id(of: edge.to))"
    }

    /// The node's Mermaid id (an edge's end the graph has no node for has one too).
    private func id(of nodeID: String) -> String {
        nodeIDs[nodeID]!
    }

    /// `class n0,n3 scope_graph` lines, one per class used, in legend order, then the problem classes.
    private var classAssignments: [String] {
        var assignments: [(String, [String])] = palette.scopes.map { scope in
            (scopeClasses[scope]!, graph.nodes.filter { $0.kind != .missing && $0.scope == scope }.map { nodeIDs[$0.id]! })
        }
        assignments.append(("parent", graph.nodes.filter(GraphLabels.isFromAncestor).map { nodeIDs[$0.id]! }))
        assignments.append(("problem", graph.nodes.filter { $0.kind != .missing && !$0.problems.isEmpty }.map { nodeIDs[$0.id]! }))
        assignments.append(("missing", graph.nodes.filter { $0.kind == .missing }.map { nodeIDs[$0.id]! }))
        return assignments.filter { !$0.1.isEmpty }.map { "    class \($0.1.joined(separator: ",")) \($0.0)" }
    }
}
