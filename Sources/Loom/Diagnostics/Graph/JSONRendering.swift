/// Writes a ``DependencyGraph`` as JSON in the schema the "Seeing the Dependency Graph" article
/// documents (`schemaVersion` 1): keys sorted, two-space indentation, every optional field present
/// (as `null` when absent), so that the same graph gives byte-identical text.
///
/// Loom does not use Foundation, so the JSON is written here rather than by `JSONEncoder`.
struct JSONRendering {
    /// The schema's version: raised when a field changes meaning or goes away (not when one is added).
    static let schemaVersion = 1

    let graph: DependencyGraph

    init(_ graph: DependencyGraph) {
        self.graph = graph
    }

    /// The JSON document, ending with a line break.
    var text: String {
        let document = Value.object([
            "edges": .array(graph.edges.map(Self.value(of:))),
            "nodes": .array(graph.nodes.map(Self.value(of:))),
            "problems": .array(graph.problems.map(Self.value(of:))),
            "schemaVersion": .number(Self.schemaVersion),
        ])
        var output = ""
        document.write(to: &output, indent: "")
        return output + "\n"
    }

    private static func value(of node: DependencyGraph.Node) -> Value {
        .object([
            "argumentTypes": .array(node.argumentTypes.map(Value.string)),
            "containerLevel": node.containerLevel.map(Value.number) ?? .null,
            "definition": node.definition.map(Value.string) ?? .null,
            "id": .string(node.id),
            "kind": .string(node.kind.rawValue),
            "name": node.name.map(Value.string) ?? .null,
            "problems": .array(node.problems.map(value(of:))),
            "scope": node.scope.map(Value.string) ?? .null,
            "service": .string(node.service),
            "unverifiedReason": node.unverifiedReason.map(Value.string) ?? .null,
        ])
    }

    private static func value(of edge: DependencyGraph.Edge) -> Value {
        .object([
            "argumentTypes": .array(edge.argumentTypes.map(Value.string)),
            "from": .string(edge.from),
            "name": edge.name.map(Value.string) ?? .null,
            "problems": .array(edge.problems.map(value(of:))),
            "to": .string(edge.to),
        ])
    }

    private static func value(of mark: DependencyGraph.Mark) -> Value {
        .object(["cause": .string(mark.cause), "kind": .string(mark.kind.rawValue)])
    }

    private static func value(of problem: VerificationReport.Problem) -> Value {
        .object([
            "cause": .string(problem.cause),
            "explanation": .string(problem.explanation),
            "kind": .string(problem.kind.rawValue),
            "paths": .array(problem.paths.map(Value.string)),
        ])
    }

    /// A JSON value, written with its object keys sorted.
    private indirect enum Value {
        case object([String: Value])
        case array([Value])
        case string(String)
        case number(Int)
        case null

        func write(to output: inout String, indent: String) {
            let inner = indent + "  "
            switch self {
            case .object(let members) where members.isEmpty:
                output += "{}"
            case .object(let members):
                output += "{\n"
                for (offset, key) in members.keys.sorted().enumerated() {
                    output += inner + GraphTextEscaping.json(key) + ": "
                    members[key]!.write(to: &output, indent: inner)
                    output += offset == members.count - 1 ? "\n" : ",\n"
                }
                output += indent + "}"
            case .array(let elements) where elements.isEmpty:
                output += "[]"
            case .array(let elements):
                output += "[\n"
                for (offset, element) in elements.enumerated() {
                    output += inner
                    element.write(to: &output, indent: inner)
                    output += offset == elements.count - 1 ? "\n" : ",\n"
                }
                output += indent + "]"
            case .string(let text):
                output += GraphTextEscaping.json(text)
            case .number(let number):
                output += String(number)
            case .null:
                output += "null"
            }
        }
    }
}
