/// Writes a ``DependencyGraph`` as Graphviz DOT: scopes as fill colours with a legend, the
/// screen, session and request services (and the app's own scope kinds) in a box per scope, nodes of
/// parent containers with a bold border, a missing node red and dashed, an edge with a problem red
/// with the cause as its label and tooltip.
///
/// The text depends only on the graph: nodes, edges and scopes are written in sorted order, so the
/// same graph gives byte-identical text.
struct DOTRendering {
    let graph: DependencyGraph
    private let palette: GraphPalette

    init(_ graph: DependencyGraph) {
        self.graph = graph
        palette = GraphPalette(graph)
    }

    /// The whole DOT document, ending with a line break.
    var text: String {
        // Appended to one string with room made once: building an array of lines and joining it
        // cost a graph of 1,000 services about a fifth of its rendering (perf, benchmark row V).
        var text = ""
        text.reserveCapacity(256 * (graph.nodes.count + graph.edges.count) + 2_048)
        func add(_ line: String) {
            text += line
            text += "\n"
        }
        (header + legend + scopeClusters).forEach(add)
        for node in graph.nodes where !isGrouped(node) {
            text += "    "
            add(statement(for: node))
        }
        for edge in GraphLabels.orderedEdges(of: graph) {
            text += "    "
            add(statement(for: edge))
        }
        add("}")
        return text
    }

    private var header: [String] {
        let problems = graph.problems.count
        let title = "\(graph.nodes.count) services, \(graph.edges.count) dependencies, "
            + "\(problems) problem\(problems == 1 ? "" : "s")"
        return [
            "digraph \"dependencies\" {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, labelloc=t, label=\"\(GraphTextEscaping.dot(title))\"];",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, color=\"\(GraphPalette.border)\"];",
            "    edge [fontname=\"Helvetica\", fontsize=9, color=\"\(GraphPalette.border)\", arrowsize=0.7];",
        ]
    }

    // MARK: - Legend

    /// A box listing each scope colour the graph uses, then the border styles it uses.
    private var legend: [String] {
        var entries = palette.scopes.map { scope in
            legendNode(scope, label: [scope], attributes: "fillcolor=\"\(palette.fill(of: scope))\"")
        }
        if graph.nodes.contains(where: GraphLabels.isFromAncestor) {
            entries.append(legendNode("parent", label: ["bold border:", "registered in a parent container"],
                                      attributes: "style=\"rounded,filled,bold\", fillcolor=\"#ffffff\""))
        }
        if graph.nodes.contains(where: { $0.kind == .injection }) {
            entries.append(legendNode("injection", label: ["injects into an object", "made elsewhere"],
                                      attributes: "shape=note, fillcolor=\"#ffffff\""))
        }
        if graph.nodes.contains(where: { $0.kind == .missing }) {
            entries.append(legendNode("missing", label: ["red dashed: not registered"], attributes: Self.missingStyle))
        }
        if graph.edges.contains(where: { !$0.problems.isEmpty }) {
            entries.append(legendNode("problem", label: ["red arrow: a missing, captive or cyclic dependency,", "the label says why"],
                                      attributes: "shape=plaintext, style=\"\", fontcolor=\"\(GraphPalette.problem)\""))
        }
        guard !entries.isEmpty else { return [] }
        return ["    subgraph \"cluster_legend\" {",
                "        label=\"Legend\"; style=\"rounded\"; color=\"#999999\"; fontsize=10;"]
            + entries.map { "        " + $0 }
            + ["    }"]
    }

    private func legendNode(_ id: String, label: [String], attributes: String) -> String {
        "\"legend:\(GraphTextEscaping.dot(id))\" [label=\"\(GraphTextEscaping.dot(lines: label))\", fontsize=10, \(attributes)];"
    }

    private static let missingStyle = "style=\"rounded,filled,dashed\", fillcolor=\"\(GraphPalette.missingFill)\", "
        + "color=\"\(GraphPalette.problem)\", fontcolor=\"\(GraphPalette.problem)\", penwidth=1.5"

    // MARK: - Scope clusters

    /// One box per screen, session, request or app-defined scope the graph uses, around its services.
    private var scopeClusters: [String] {
        palette.groupedScopes.enumerated().flatMap { index, scope -> [String] in
            let members = graph.nodes.filter { $0.scope == scope && isGrouped($0) }
            guard !members.isEmpty else { return [] }
            return ["    subgraph \"cluster_scope_\(index)\" {",
                    "        label=\"\(GraphTextEscaping.dot("\(scope) scope"))\"; style=\"rounded,dashed\"; color=\"#888888\"; fontsize=10;"]
                + members.map { "        " + statement(for: $0) }
                + ["    }"]
        }
    }

    private func isGrouped(_ node: DependencyGraph.Node) -> Bool {
        node.kind != .missing && node.scope.map(palette.groupedScopes.contains) == true
    }

    // MARK: - Nodes and edges

    private func statement(for node: DependencyGraph.Node) -> String {
        let label = GraphTextEscaping.dot(lines: GraphLabels.title(of: node) + [GraphLabels.place(of: node)])
        var attributes = ["label=\"\(label)\""]
        switch node.kind {
        case .missing:
            attributes.append(Self.missingStyle)
        case .registered, .provided, .injection:
            attributes.append("fillcolor=\"\(node.scope.map(palette.fill(of:)) ?? GraphPalette.missingFill)\"")
            if node.kind == .injection { attributes.append("shape=note") }
            if GraphLabels.isFromAncestor(node) { attributes.append("style=\"rounded,filled,bold\"") }
            if !node.problems.isEmpty {
                attributes.append("color=\"\(GraphPalette.problem)\", penwidth=2")
            }
        }
        attributes.append("tooltip=\"\(GraphTextEscaping.dot(lines: GraphLabels.tooltip(of: node)))\"")
        return "\(quoted(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    private func statement(for edge: DependencyGraph.Edge) -> String {
        var attributes: [String] = []
        let label = GraphLabels.label(of: edge)
        if !label.isEmpty { attributes.append("label=\"\(GraphTextEscaping.dot(lines: label))\"") }
        // Always a tooltip: an SVG viewer would otherwise show the edge's name as Graphviz keeps
        // it, with the backslashes of `\.loans` doubled.
        attributes.append("tooltip=\"\(GraphTextEscaping.dot(lines: GraphLabels.tooltip(of: edge)))\"")
        if !edge.problems.isEmpty {
            attributes.append("color=\"\(GraphPalette.problem)\", fontcolor=\"\(GraphPalette.problem)\", penwidth=2")
        }
        return "\(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];"
    }

    private func quoted(_ id: String) -> String {
        "\"\(GraphTextEscaping.dot(id))\""
    }
}
