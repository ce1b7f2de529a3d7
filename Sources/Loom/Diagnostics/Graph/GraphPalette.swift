/// The colours and groups every rendering of a ``DependencyGraph`` shares, so that a scope has the
/// same colour in DOT and Mermaid and on every run.
struct GraphPalette {
    /// The colour of a problem: a missing node's border, a captive or cyclic edge.
    static let problem = "#d62728"
    /// The fill of a missing node.
    static let missingFill = "#ffffff"
    /// The border of a node without a problem.
    static let border = "#555555"

    /// The scopes whose instances are shared per resolve, per container or not at all: drawn
    /// in place, not grouped.
    static let ungroupedScopes: Set<String> = ["transient", "graph", "container", "weak"]

    /// Loom's own scopes, in the order a legend lists them, with their fills.
    private static let knownFills: [(scope: String, fill: String)] = [
        ("transient", "#eeeeee"),
        ("graph", "#dbe9f6"),
        ("weak", "#fff2c2"),
        ("container", "#d5ecd4"),
        ("session", "#e6dbf3"),
        ("screen", "#fde0c5"),
        ("request", "#cdeeee"),
    ]

    /// Fills for scopes of the app's own, handed out in the order of their names.
    private static let extraFills = ["#f3e5d0", "#dfe3f5", "#e4f2cf", "#f5dced", "#d9ecf5", "#ececd0"]

    /// The scopes the graph's nodes use, in legend order: Loom's own first, then the others by name.
    let scopes: [String]
    private let fills: [String: String]

    init(_ graph: DependencyGraph) {
        let used = Set(graph.nodes.compactMap(\.scope))
        let known = Self.knownFills.map(\.scope).filter(used.contains)
        let others = used.subtracting(Self.knownFills.map(\.scope)).sorted()
        scopes = known + others
        groupedScopes = scopes.filter { !Self.ungroupedScopes.contains($0) }
        var fills: [String: String] = [:]
        for (scope, fill) in Self.knownFills { fills[scope] = fill }
        for (index, scope) in others.enumerated() { fills[scope] = Self.extraFills[index % Self.extraFills.count] }
        self.fills = fills
    }

    /// The fill of a node in `scope`.
    func fill(of scope: String) -> String {
        fills[scope] ?? Self.extraFills[0]
    }

    /// The scopes drawn as a group of their own (screen, session, request and the app's kinds), in
    /// legend order.
    let groupedScopes: [String]

    /// Whether `node` is drawn inside the box of its scope: a registered node of a scope drawn as a
    /// group of its own (a missing node has no scope). Asked once per node by each rendering.
    func isGrouped(_ node: DependencyGraph.Node) -> Bool {
        guard node.kind != .missing, let scope = node.scope else { return false }
        return !Self.ungroupedScopes.contains(scope)
    }
}
