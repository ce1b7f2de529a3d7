/// The words every rendering of a ``DependencyGraph`` shows for a node or an edge, so that DOT,
/// Mermaid and the legend say the same thing. Each writes lines of the label being written into a
/// ``GraphTextWriter``, which escapes them for its format.
enum GraphLabels {
    /// The service, then a line with its definition, name and argument types if it has any:
    /// `LoanService` / `\.loans`, `Engine` / `"v8", arguments: Int`.
    static func title(of node: DependencyGraph.Node, to text: inout GraphTextWriter) {
        text.line(node.service)
        guard node.definition != nil || node.name != nil || !node.argumentTypes.isEmpty else { return }
        text.line()
        qualifiers(definition: node.definition, name: node.name, argumentTypes: node.argumentTypes, to: &text)
    }

    /// A line saying where the node lives: `graph`, `request · provided`, `container · parent
    /// container`, or `not registered` for a missing node.
    static func place(of node: DependencyGraph.Node, to text: inout GraphTextWriter) {
        text.line()
        let home: String
        switch node.kind {
        case .missing:
            text.words("not registered")
            return
        case .registered: home = node.scope ?? ""
        case .provided: home = "\(node.scope ?? "") · provided"
        case .injection: home = "injection"
        }
        text.words(home)
        if let level = containerLevelText(node.containerLevel) {
            if !home.isEmpty { text.words(" · ") }
            text.words(level)
        }
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

    /// The problems, a line each: `missing dependency: HTTPClient: not registered`.
    static func problems(_ marks: [DependencyGraph.Mark], to text: inout GraphTextWriter) {
        for mark in marks {
            text.line(mark.kind.rawValue)
            text.words(": ")
            text.words(mark.cause)
        }
    }

    /// A line saying why the run did not resolve the node, if it did not.
    static func unverifiedReason(of node: DependencyGraph.Node, to text: inout GraphTextWriter) {
        guard let reason = node.unverifiedReason else { return }
        text.line("not verified: ")
        text.words(reason)
    }

    /// What a tooltip says about a node: its id, where it lives, its problems, why it was not verified.
    static func tooltip(of node: DependencyGraph.Node, to text: inout GraphTextWriter) {
        text.line(node.id)
        place(of: node, to: &text)
        problems(node.problems, to: &text)
        unverifiedReason(of: node, to: &text)
    }

    /// Whether an edge asked with a name or argument types.
    static func isAskedWithAnything(_ edge: DependencyGraph.Edge) -> Bool {
        edge.name != nil || !edge.argumentTypes.isEmpty
    }

    /// Whether an edge has a label: something it asked with, or a problem.
    static func hasLabel(_ edge: DependencyGraph.Edge) -> Bool {
        isAskedWithAnything(edge) || !edge.problems.isEmpty
    }

    /// An edge's label: a line with what it asked with (`"v8", arguments: Int`), then each problem's cause.
    static func label(of edge: DependencyGraph.Edge, to text: inout GraphTextWriter) {
        if isAskedWithAnything(edge) {
            text.line()
            qualifiers(definition: nil, name: edge.name, argumentTypes: edge.argumentTypes, to: &text)
        }
        for mark in edge.problems { text.line(mark.cause) }
    }

    /// What a tooltip says about an edge: who asked whom, with what, then its problems.
    static func tooltip(of edge: DependencyGraph.Edge, to text: inout GraphTextWriter) {
        text.line(edge.from)
        text.words(" -> ")
        text.words(edge.to)
        if isAskedWithAnything(edge) {
            text.line("asked with ")
            qualifiers(definition: nil, name: edge.name, argumentTypes: edge.argumentTypes, to: &text)
        }
        problems(edge.problems, to: &text)
    }

    /// `\.loans, "v8", arguments: Int, String`, leaving out what is absent.
    private static func qualifiers(definition: String?, name: String?, argumentTypes: [String], to text: inout GraphTextWriter) {
        var separator = ""
        if let definition {
            text.words("\\.")
            text.words(definition)
            separator = ", "
        }
        if let name {
            text.words(separator)
            text.words("\"")
            text.words(name)
            text.words("\"")
            separator = ", "
        }
        if !argumentTypes.isEmpty {
            text.words(separator)
            text.words("arguments: ")
            for (index, type) in argumentTypes.enumerated() {
                if index > 0 { text.words(", ") }
                text.words(type)
            }
        }
    }
}
