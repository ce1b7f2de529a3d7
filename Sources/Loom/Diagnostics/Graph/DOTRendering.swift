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
        // Written into one string with room made once, labels escaped straight into it: building
        // each label as an array of lines, joining it and then joining the attributes took most of
        // the time of rendering a graph of 1,000 services (perf, benchmark row V).
        var dot = GraphTextWriter.dot(capacity: 256 * (graph.nodes.count + graph.edges.count) + 2_048)
        for line in header + legend { dot.syntax(line + "\n") }
        scopeClusters(to: &dot)
        for node in graph.nodes where !palette.isGrouped(node) {
            dot.syntax("    ")
            statement(for: node, to: &dot)
        }
        for edge in graph.edges {
            dot.syntax("    ")
            statement(for: edge, to: &dot)
        }
        dot.syntax("}\n")
        return dot.text
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
        var text = GraphTextWriter.dot()
        text.label(lines: label)
        return "\"legend:\(GraphTextEscaping.dot(id))\" [label=\"\(text.text)\", fontsize=10, \(attributes)];"
    }

    private static let missingStyle = "style=\"rounded,filled,dashed\", fillcolor=\"\(GraphPalette.missingFill)\", "
        + "color=\"\(GraphPalette.problem)\", fontcolor=\"\(GraphPalette.problem)\", penwidth=1.5"

    // MARK: - Scope clusters

    /// One box per screen, session, request or app-defined scope the graph uses, around its services.
    private func scopeClusters(to dot: inout GraphTextWriter) {
        for (index, scope) in palette.groupedScopes.enumerated() {
            let members = graph.nodes.filter { $0.scope == scope && palette.isGrouped($0) }
            guard !members.isEmpty else { continue }
            dot.syntax("    subgraph \"cluster_scope_\(index)\" {\n")
            dot.syntax("        label=\"\(GraphTextEscaping.dot("\(scope) scope"))\"; style=\"rounded,dashed\"; color=\"#888888\"; fontsize=10;\n")
            for member in members {
                dot.syntax("        ")
                statement(for: member, to: &dot)
            }
            dot.syntax("    }\n")
        }
    }

    // MARK: - Nodes and edges

    /// `"id" [label="…", fillcolor="…", tooltip="…"];` and a line break.
    private func statement(for node: DependencyGraph.Node, to dot: inout GraphTextWriter) {
        quoted(node.id, to: &dot)
        dot.syntax(" [label=\"")
        dot.beginLabel()
        GraphLabels.title(of: node, to: &dot)
        GraphLabels.place(of: node, to: &dot)
        dot.syntax("\", ")
        switch node.kind {
        case .missing:
            dot.syntax(Self.missingStyle)
        case .registered, .provided, .injection:
            dot.syntax("fillcolor=\"")
            dot.syntax(node.scope.map(palette.fill(of:)) ?? GraphPalette.missingFill)
            dot.syntax("\"")
            if node.kind == .injection { dot.syntax(", shape=note") }
            if GraphLabels.isFromAncestor(node) { dot.syntax(", style=\"rounded,filled,bold\"") }
            if !node.problems.isEmpty { dot.syntax(", color=\"\(GraphPalette.problem)\", penwidth=2") }
        }
        dot.syntax(", tooltip=\"")
        dot.beginLabel()
        GraphLabels.tooltip(of: node, to: &dot)
        dot.syntax("\"];\n")
    }

    /// `"from" -> "to" [label="…", tooltip="…"];` and a line break.
    private func statement(for edge: DependencyGraph.Edge, to dot: inout GraphTextWriter) {
        quoted(edge.from, to: &dot)
        dot.syntax(" -> ")
        quoted(edge.to, to: &dot)
        dot.syntax(" [")
        if GraphLabels.hasLabel(edge) {
            dot.syntax("label=\"")
            dot.beginLabel()
            GraphLabels.label(of: edge, to: &dot)
            dot.syntax("\", ")
        }
        // Always a tooltip: an SVG viewer would otherwise show the edge's name as Graphviz keeps
        // it, with the backslashes of `\.loans` doubled.
        dot.syntax("tooltip=\"")
        dot.beginLabel()
        GraphLabels.tooltip(of: edge, to: &dot)
        dot.syntax("\"")
        if !edge.problems.isEmpty {
            dot.syntax(", color=\"\(GraphPalette.problem)\", fontcolor=\"\(GraphPalette.problem)\", penwidth=2")
        }
        dot.syntax("];\n")
    }

    private func quoted(_ id: String, to dot: inout GraphTextWriter) {
        dot.syntax("\"")
        dot.words(id)
        dot.syntax("\"")
    }
}
