// The samples of the DocC article "Seeing the Dependency Graph": scripts/build-docs.sh keeps each of
// its Swift blocks equal to a region of this file, and the tests below run them. The regions sit in
// an extension of `GraphArticle`, so that the article's short type names are this file's own.

import Foundation
import Loom
import Testing

/// The article's services, in a namespace of their own so as not to clash with the other articles'.
enum GraphArticle {
    final class Catalog {}
    final class Notifier {}
    final class RequestContext {}

    final class LoanService {
        let catalog: Catalog
        let notifier: Notifier
        init(catalog: Catalog, notifier: Notifier) {
            self.catalog = catalog
            self.notifier = notifier
        }
    }

    final class LoanStatistics {
        let context: RequestContext
        init(context: RequestContext) { self.context = context }
    }

    final class Member {
        let catalog: Catalog
        init(name: String, number: Int, catalog: Catalog) { self.catalog = catalog }
    }

    /// A service nothing registers, for the stops of Loom's own below.
    final class Archive {}

    /// Reads a missing service through a property wrapper when it is made.
    final class ArchiveScreen {
        @Injected var archive: Archive
        init() { _ = archive }
    }

    struct ArchiveFailure: Error {}
}

extension Container {
    fileprivate var graphArticleArchive: Definition<GraphArticle.Archive> {
        define { _ in throw GraphArticle.ArchiveFailure() }
    }
    fileprivate var graphArticleReadingRoom: Definition<GraphArticle.Catalog> {
        define { _ in _ = self.graphArticleArchive(); return GraphArticle.Catalog() }
    }
}

extension GraphArticle {
    /// The article's container: a missing dependency and a captive one, on purpose.
    static func lendingContainer() -> Container {
        // begin region: container
        let container = Container()
        container.register(Catalog.self) { _ in Catalog() }
            .inObjectScope(.container)
        container.register(LoanService.self) { r in
            try LoanService(catalog: r.require(Catalog.self), notifier: r.require(Notifier.self))  // no Notifier
        }
        container.register(RequestContext.self) { _ in RequestContext() }
            .inObjectScope(.request)
        container.register(LoanStatistics.self) { r in LoanStatistics(context: r.resolve(RequestContext.self)!) }
            .inObjectScope(.container)  // outlives the request whose context it keeps
        // end region: container
        return container
    }

    /// The three renderings of the article's container.
    static func renderings(of container: Container) -> [String] {
        // begin region: rendering
        let graph = container.dependencyGraph()
        let dot = graph.render(.dot)          // Graphviz: dot -Tsvg graph.dot -o graph.svg
        let mermaid = graph.render(.mermaid)  // a Mermaid flowchart, which GitHub draws in Markdown
        let json = graph.render(.json)        // for tools
        // end region: rendering
        return [dot, mermaid, json]
    }

    /// The graph of a verification that found problems.
    static func verifiedGraph(of container: Container) -> (VerificationReport, String) {
        // begin region: from-verify
        let report = container.verify()
        if !report.problems.isEmpty {
            print(report)
            print(report.graph.render(.mermaid))
        }
        // end region: from-verify
        return (report, report.graph.render(.mermaid))
    }

    /// A library whose members take runtime arguments.
    static func membersContainer() -> Container {
        let container = Container()
        container.register(Catalog.self) { _ in Catalog() }
        container.register(Member.self) { (r, name: String, number: Int) in
            Member(name: name, number: number, catalog: r.resolve(Catalog.self)!)
        }
        return container
    }

    /// The graph of `container`, whose `Member` registration takes a name and a number.
    static func graphWithSamples(of container: Container) -> DependencyGraph {
        // begin region: with-samples
        let graph = container.dependencyGraph(samples: [VerificationSample(Member.self, arguments: "Ada", 7)])
        // end region: with-samples
        return graph
    }

    /// Expects the graph at `path` to be the container's graph now.
    static func expectCommittedGraph(of container: Container, at path: String) throws {
        // begin region: committed
        let dot = container.dependencyGraph().render(.dot)
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(dot == committed, "the dependency graph changed: write it to \(path) again and review the diff")
        // end region: committed
    }
}

@Suite("Article Seeing the Dependency Graph: the samples do what the article says", .verifiesItsContainers)
struct SeeingTheDependencyGraphTests {
    @Test func theThreeRenderingsOfTheSameContainerAreTheSameOnEveryRun() throws {
        let first = GraphArticle.renderings(of: GraphArticle.lendingContainer())
        let second = GraphArticle.renderings(of: GraphArticle.lendingContainer())

        #expect(first == second)
        #expect(first[0].hasPrefix("digraph "))
        #expect(first[1].hasPrefix("flowchart LR\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first[2].utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 1)
    }

    @Test func theReportsGraphCarriesTheReportsProblems() {
        let (report, _) = GraphArticle.verifiedGraph(of: GraphArticle.lendingContainer())

        #expect(report.graph.problems.map(\.cause) == report.problems.map(\.cause))
        #expect(report.problems.map(\.kind).contains(.missingDependency))
        #expect(report.problems.map(\.kind).contains(.captiveDependency))
    }

    @Test func aCommittedGraphPassesUntilTheContainerChanges() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString).dot").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try GraphArticle.lendingContainer().dependencyGraph().render(.dot).write(toFile: path, atomically: true, encoding: .utf8)

        try GraphArticle.expectCommittedGraph(of: GraphArticle.lendingContainer(), at: path)
    }

    @Test func aRegistrationWithArgumentsIsDrawnWithItsDependenciesOnlyWhenTheGraphHasItsSample() {
        let container = GraphArticle.membersContainer()
        let without = container.dependencyGraph()
        let with = GraphArticle.graphWithSamples(of: container)

        #expect(without.edges.isEmpty)
        #expect(without.nodes.first { $0.id == "Member(arguments: String, Int)" }?.unverifiedReason != nil)
        #expect(with.edges.map { "\($0.from) -> \($0.to)" } == ["Member(arguments: String, Int) -> Catalog"])
        #expect(with.nodes.allSatisfy { $0.unverifiedReason == nil })
    }

    @Test func stopsOfLoomsOwnAreProblemsOfTheRegistrationVerifiedAndTheRunGoesOn() {
        let container = Container()
        container.register(GraphArticle.ArchiveScreen.self) { _ in GraphArticle.ArchiveScreen() }
        container.declare(\.graphArticleReadingRoom)
        container.register(GraphArticle.Notifier.self) { _ in GraphArticle.Notifier() }

        let report = container.verify()

        #expect(report.verifiedCount == 3, "\(report)")
        #expect(report.failedCount == 2, "\(report)")
        #expect(report.problems.count == 2, "\(report)")
        #expect(container.dependencyGraph().problems.count == 2)
    }

    @Test func theArticlesDOTAndMermaidAreWhatTheContainerRenders() throws {
        let article = try Guide(file: "Sources/Loom/Loom.docc/SeeingTheDependencyGraph.md").text
        let graph = GraphArticle.lendingContainer().dependencyGraph()

        #expect(Self.block(after: "```dot\n", in: article) == graph.render(.dot))
        #expect(Self.block(after: "```text\nflowchart LR\n", in: article).map { "flowchart LR\n" + $0 } == graph.render(.mermaid))
    }

    /// The text of `article` from `opening` to the next closing fence, with a final newline.
    private static func block(after opening: String, in article: String) -> String? {
        guard let start = article.range(of: opening),
              let end = article.range(of: "\n```", range: start.upperBound..<article.endIndex) else { return nil }
        return String(article[start.upperBound..<end.lowerBound]) + "\n"
    }
}
