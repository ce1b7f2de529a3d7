import Foundation
import Testing
@testable import Loom

@Suite("Dependency graph renderings")
struct DependencyGraphRenderingTests {
    let graph = LendingGraph.make()

    // MARK: - DOT

    @Test func dotWritesOneStatementPerNodeAndEdge() {
        let lines = lines(of: graph.render(.dot))

        let nodes = lines.filter { $0.hasPrefix("\"") && !$0.hasPrefix("\"legend:") && !$0.contains("\" -> \"") }
        let edges = lines.filter { $0.contains("\" -> \"") }
        #expect(nodes.count == LendingGraph.nodeCount)
        #expect(edges.count == LendingGraph.edgeCount)
        #expect(lines.first == "digraph \"dependencies\" {")
        #expect(lines.last == "}")
    }

    @Test func dotFillsEachScopeWithItsColourAndListsTheColoursUsedInTheLegend() {
        let dot = graph.render(.dot)
        let legend = block(named: "subgraph \"cluster_legend\"", in: dot)

        for scope in ["transient", "graph", "weak", "container", "request"] {
            let entry = line(containing: "\"legend:\(scope)\"", in: legend)
            let colour = attribute("fillcolor", in: entry)
            #expect(colour?.hasPrefix("#") == true, "legend entry of \(scope): \(entry)")
            let node = statement(of: exampleNode(in: scope), in: dot)
            #expect(attribute("fillcolor", in: node) == colour, "\(node)")
        }
        #expect(!legend.contains("legend:session"), "a scope no node uses is not in the legend")
        #expect(legend.contains("registered in a parent container"))
        #expect(legend.contains("red dashed: not registered"))
        #expect(legend.contains("red arrow: a missing, captive or cyclic dependency"))
    }

    @Test func dotGroupsRequestScopedServicesInABoxOfTheirScope() {
        let cluster = block(named: "subgraph \"cluster_scope_0\"", in: graph.render(.dot))

        #expect(cluster.contains("label=\"request scope\""))
        #expect(cluster.contains("\"RequestContext\" ["))
        #expect(!cluster.contains("\"LoanStatistics\" ["))
    }

    @Test func dotDrawsTheMissingDependencyAsARedDashedNode() {
        let notifier = statement(of: "Notifier", in: graph.render(.dot))

        #expect(notifier.contains("dashed"))
        #expect(attribute("color", in: notifier) == "#d62728")
        #expect(attribute("label", in: notifier) == "Notifier\\nnot registered")
        #expect(attribute("tooltip", in: notifier)?.contains("missing dependency: \(LendingGraph.missingCause)") == true)
    }

    @Test func dotDrawsTheCaptiveEdgeAndTheCycleRedWithTheCauseAsLabelAndTooltip() {
        let dot = graph.render(.dot)
        let captive = line(containing: "\"LoanStatistics\" -> \"RequestContext\"", in: dot)
        let cycle = [line(containing: "\"Branch\" -> \"Librarian\"", in: dot), line(containing: "\"Librarian\" -> \"Branch\"", in: dot)]

        #expect(attribute("color", in: captive) == "#d62728")
        #expect(attribute("label", in: captive) == GraphTextEscaping.dot(LendingGraph.captiveCause))
        #expect(attribute("tooltip", in: captive)?.contains("captive dependency: ") == true)
        for edge in cycle {
            #expect(attribute("color", in: edge) == "#d62728", "\(edge)")
            #expect(attribute("label", in: edge) == "Branch -> Librarian -> Branch", "\(edge)")
            #expect(attribute("tooltip", in: edge)?.contains("circular dependency: ") == true, "\(edge)")
        }
        let plain = line(containing: "\"LoanService(\\\\.loans)\" -> \"AppConfig\"", in: dot)
        #expect(attribute("label", in: plain) == nil, "an edge without a problem or arguments has no label: \(plain)")
        #expect(attribute("color", in: plain) == nil)
        #expect(attribute("tooltip", in: plain) == "LoanService(\\\\.loans) -> AppConfig")
    }

    @Test func dotMarksNodesOfTheParentContainerWithABoldBorderAndALabelLine() {
        let dot = graph.render(.dot)
        let branch = statement(of: "Branch", in: dot)
        let librarian = statement(of: "Librarian", in: dot)

        #expect(branch.contains("bold"))
        #expect(attribute("label", in: branch) == "Branch\\ngraph · parent container")
        #expect(!librarian.contains("bold"))
        #expect(attribute("label", in: librarian) == "Librarian\\ngraph")
    }

    @Test func dotLabelsDefinitionsNamesAndArgumentsOnNodesAndEdges() {
        let dot = graph.render(.dot)

        let loans = statement(of: "LoanService(\\.loans)", in: dot)
        #expect(attribute("label", in: loans) == "LoanService\\n\\\\.loans\\ngraph")
        let engine = line(containing: "-> \"Engine(\\\"v8\\\", arguments: Int)\"", in: dot)
        #expect(attribute("label", in: engine) == "\\\"v8\\\", arguments: Int")
    }

    @Test func dotEscapesQuotesBackslashesAndKeepsGenericTypesAsTheyAre() {
        let dot = graph.render(.dot)

        #expect(dot.contains("\"LoanService(\\\\.loans)\" ["))
        #expect(dot.contains(#""Cache<Book>(\"the \\\"main\\\" cache\")" ["#))
        // The name `the "main" cache`, quoted in the label: every quote escaped, none ends the label early.
        #expect(dot.contains(#"[label="Cache<Book>\n\"the \"main\" cache\"\nweak", "#))
    }

    // MARK: - Mermaid

    @Test func mermaidNamesNodesN0ToN8InSortedOrderAndWritesEveryEdge() {
        let lines = lines(of: graph.render(.mermaid))

        #expect(lines.first == "flowchart LR")
        let nodes = lines.filter { $0.range(of: #"^n\d+\(""#, options: .regularExpression) != nil }
        #expect(nodes.count == LendingGraph.nodeCount)
        #expect(nodes.contains("n0(\"AppConfig<br/>container · parent container\")"))
        let edges = lines.filter { $0.contains(" --> ") || $0.contains(" -->|") }
        #expect(edges.count == LendingGraph.edgeCount)
    }

    @Test func mermaidColoursProblemEdgesRedByTheirIndex() throws {
        let lines = lines(of: graph.render(.mermaid))
        let edges = lines.filter { $0.contains(" --> ") || $0.contains(" -->|") }
        let linkStyle = try #require(lines.first { $0.hasPrefix("linkStyle ") })

        let indices = linkStyle.split(separator: " ")[1].split(separator: ",").compactMap { Int($0) }
        #expect(linkStyle.contains("stroke:#d62728"))
        #expect(indices.map { edges[$0] } == [
            "n1 -->|\"Branch -#gt; Librarian -#gt; Branch\"| n4",
            "n4 -->|\"Branch -#gt; Librarian -#gt; Branch\"| n1",
            "n6 -->|\"\(GraphTextEscaping.mermaid(LendingGraph.captiveCause))\"| n8",
        ])
    }

    @Test func mermaidClassesScopesMissingAndParentNodesAndGroupsTheRequestScope() {
        let mermaid = graph.render(.mermaid)

        #expect(mermaid.contains("classDef scope_request fill:"))
        #expect(mermaid.contains("classDef missing fill:#ffffff,stroke:#d62728,stroke-width:2px,stroke-dasharray:5 5"))
        #expect(mermaid.contains("\n    class n7 missing\n"))
        #expect(mermaid.contains("\n    class n0,n1,n6 parent\n"))
        #expect(mermaid.contains("\n    class n0,n6 scope_container\n"))
        #expect(mermaid.contains("subgraph s0 [\"request scope\"]\n        n8(\"RequestContext<br/>request\")\n    end"))
        #expect(mermaid.contains("subgraph legend [\"Legend\"]"))
        #expect(mermaid.contains("n7(\"Notifier<br/>not registered\")"))
    }

    @Test func mermaidWritesQuotesBackslashesAndAngleBracketsAsEntities() {
        let mermaid = graph.render(.mermaid)

        #expect(mermaid.contains("n5(\"LoanService<br/>#92;.loans<br/>graph\")"))
        #expect(mermaid.contains("n2(\"Cache#lt;Book#gt;<br/>#quot;the #quot;main#quot; cache#quot;<br/>weak\")"))
        let withoutLineBreaks = mermaid.replacingOccurrences(of: "<br/>", with: "")
        #expect(!withoutLineBreaks.contains("<") && !withoutLineBreaks.contains("\\"))
        for line in lines(of: mermaid) where line.contains("(\"") {
            let label = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
            #expect(line.contains("\"\(label)\")"), "a quote inside the label would end it: \(line)")
        }
    }

    // MARK: - JSON

    @Test func jsonDecodesWithItsSchemaVersionAndEveryNodeEdgeAndProblem() throws {
        let json = graph.render(.json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

        #expect(object["schemaVersion"] as? Int == 1)
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let problems = try #require(object["problems"] as? [[String: Any]])
        #expect(nodes.count == LendingGraph.nodeCount)
        #expect(edges.count == LendingGraph.edgeCount)
        #expect(problems.map { $0["kind"] as? String } == ["missing dependency", "circular dependency", "captive dependency"])
        #expect(Set(nodes.flatMap { $0.keys }) == ["argumentTypes", "containerLevel", "definition", "id", "kind", "name",
                                                  "problems", "scope", "service", "unverifiedReason"])
        #expect(Set(problems.flatMap { $0.keys }) == ["cause", "explanation", "kind", "paths"])
    }

    @Test func jsonRoundTripsTheGraphThroughJSONDecoder() throws {
        let decoded = try JSONDecoder().decode(GraphDocument.self, from: Data(graph.render(.json).utf8))

        #expect(decoded.schemaVersion == 1)
        #expect(decoded.nodes.map(\.id) == graph.nodes.map(\.id))
        #expect(decoded.nodes.map(\.kind) == graph.nodes.map(\.kind.rawValue))
        #expect(decoded.nodes.map(\.scope) == graph.nodes.map(\.scope))
        #expect(decoded.nodes.map(\.containerLevel) == graph.nodes.map(\.containerLevel))
        #expect(decoded.nodes.map(\.definition) == graph.nodes.map(\.definition))
        #expect(decoded.nodes.map(\.name) == graph.nodes.map(\.name))
        #expect(Set(decoded.edges.map { "\($0.from) -> \($0.to)" }) == Set(graph.edges.map { "\($0.from) -> \($0.to)" }))
        #expect(decoded.edges.flatMap(\.problems).map(\.cause).sorted()
                == graph.edges.flatMap(\.problems).map(\.cause).sorted())
        #expect(decoded.problems.map(\.paths) == graph.problems.map(\.paths))
        #expect(decoded.problems.map(\.explanation) == graph.problems.map(\.explanation))
    }

    @Test func jsonWritesKeysSortedAndEscapesQuotesBackslashesAndControlCharacters() {
        #expect(GraphTextEscaping.json("a \"b\" \\.c\n\u{01}") == #""a \"b\" \\.c\n\u0001""#)
        let json = graph.render(.json)
        #expect(json.contains(#""id": "LoanService(\\.loans)""#))
        let edgeKeys = json.components(separatedBy: "\n    {\n").dropFirst().first?.split(separator: "\n")
            .prefix { !$0.hasPrefix("    }") }.filter { $0.hasPrefix("      \"") }.map { $0.split(separator: "\"")[1] }
        #expect(edgeKeys == ["argumentTypes", "from", "name", "problems", "to"], "an edge's keys, in order")
        #expect(json.hasPrefix("{\n  \"edges\": [\n"))
        #expect(json.hasSuffix("  \"schemaVersion\": 1\n}\n"))
    }

    // MARK: - Every format

    @Test(arguments: DependencyGraph.Format.allCases)
    func anEqualGraphRendersToByteIdenticalText(format: DependencyGraph.Format) {
        let first = LendingGraph.make().render(format)
        let second = LendingGraph.make(reversed: true).render(format)

        #expect(first == second)
        #expect(first.hasSuffix("\n"))
    }

    @Test func anEmptyContainersGraphRendersToValidDocuments() throws {
        let graph = Container().dependencyGraph()

        let json = try #require(try JSONSerialization.jsonObject(with: Data(graph.render(.json).utf8)) as? [String: Any])
        #expect((json["nodes"] as? [Any])?.count == graph.nodes.count)
        #expect(graph.render(.dot).hasSuffix("}\n"))
        #expect(graph.render(.mermaid).hasPrefix("flowchart LR\n"))
    }

    // MARK: - Helpers

    /// Each line, without its indentation.
    private func lines(of text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }

    /// The only line that contains `fragment`, without its indentation ("" when none or several do).
    private func line(containing fragment: String, in text: String) -> String {
        let matches = lines(of: text).filter { $0.contains(fragment) }
        #expect(matches.count == 1, "lines containing \(fragment): \(matches)")
        return matches.count == 1 ? matches[0] : ""
    }

    /// The DOT statement of the node with this id.
    private func statement(of id: String, in dot: String) -> String {
        let matches = lines(of: dot).filter { $0.hasPrefix("\"\(GraphTextEscaping.dot(id))\" [") }
        #expect(matches.count == 1, "statements of \(id): \(matches)")
        return matches.first ?? ""
    }

    /// The lines from the one starting with `opening` to its closing brace.
    private func block(named opening: String, in text: String) -> String {
        let all = lines(of: text)
        guard let start = all.firstIndex(where: { $0.hasPrefix(opening) }) else { return "" }
        let end = all[start...].firstIndex(of: "}") ?? all.endIndex
        return all[start..<end].joined(separator: "\n")
    }

    /// The value of `name="…"` in a DOT statement, as written (escapes kept).
    private func attribute(_ name: String, in statement: String) -> String? {
        guard let start = statement.range(of: " \(name)=\"") ?? statement.range(of: "[\(name)=\"") else { return nil }
        var value = ""
        var escaped = false
        for character in statement[start.upperBound...] {
            if character == "\"" && !escaped { return value }
            escaped = character == "\\" && !escaped
            value.append(character)
        }
        return nil
    }

    private func exampleNode(in scope: String) -> String {
        ["transient": "Engine(\"v8\", arguments: Int)", "graph": "Librarian", "weak": "Cache<Book>(\"the \\\"main\\\" cache\")",
         "container": "AppConfig", "request": "RequestContext"][scope]!
    }
}

/// The JSON schema, as a tool reading it would declare it.
private struct GraphDocument: Decodable {
    struct Mark: Decodable { let kind: String; let cause: String }
    struct Node: Decodable {
        let id: String, kind: String, service: String, name: String?, argumentTypes: [String], scope: String?
        let containerLevel: Int?, definition: String?, unverifiedReason: String?, problems: [Mark]
    }
    struct Edge: Decodable { let from: String, to: String, name: String?, argumentTypes: [String], problems: [Mark] }
    struct Problem: Decodable { let kind: String, cause: String, paths: [String], explanation: String }
    let schemaVersion: Int
    let nodes: [Node]
    let edges: [Edge]
    let problems: [Problem]
}
