import Foundation
import Testing
@testable import Loom

@Suite("The dependency graph as data")
struct DependencyGraphTests {
    /// A parent and a child: a missing mailer, a singleton capturing a request-scoped context, and
    /// the cycle `CC -> CA -> CB -> CC` with `CA` in the parent.
    private static func hierarchy() -> (parent: Container, child: Container) {
        let parent = Container()
        parent.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }.inObjectScope(.container)
        parent.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        parent.register(Shop.CA.self) { r in try Shop.CA(next: r.require(Shop.CB.self)) }
        let child = Container(parent: parent)
        child.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        child.register(Shop.OrderService.self) { r in
            let gateway = try r.require(Shop.PaymentGateway.self)
            _ = try r.require(Shop.Mailer.self)
            return Shop.OrderService(gateway: gateway)
        }
        child.register(Shop.HTTPClient.self, name: "captive") { r in
            _ = r.resolve(Scoped.RequestContext.self)
            return Shop.HTTPClient()
        }
        .inObjectScope(.container)
        child.register(Shop.CC.self) { r in try Shop.CC(next: r.require(Shop.CA.self)) }
        child.register(Shop.CB.self) { r in try Shop.CB(next: r.require(Shop.CC.self)) }
        return (parent, child)
    }

    private static func edge(_ graph: DependencyGraph, _ from: String, _ to: String) throws -> DependencyGraph.Edge {
        try #require(graph.edges.first { $0.from == from && $0.to == to }, "no edge \(from) -> \(to) in \(graph.edges.map { "\($0.from) -> \($0.to)" })")
    }

    @Test func aHierarchyWithAMissingACaptiveAndACyclicDependencyGivesEveryNodeEdgeAndMark() throws {
        let (_, child) = Self.hierarchy()

        let graph = child.dependencyGraph()

        #expect(graph.nodes.map(\.id) == [
            "CA", "CB", "CC", #"HTTPClient("captive")"#, "HTTPClient", "Mailer", "OrderService", "PaymentGateway", "RequestContext",
        ].sorted())
        #expect(graph.nodes.map(\.kind).filter { $0 == .registered }.count == 8)
        let mailer = try #require(graph.node(id: "Mailer"))
        #expect(mailer.kind == .missing && mailer.scope == nil && mailer.containerLevel == nil)
        #expect(mailer.problems == [DependencyGraph.Mark(kind: .missingDependency, cause: "Mailer: not registered")])
        for id in ["HTTPClient", "RequestContext", "CA"] {
            #expect(graph.node(id: id)?.containerLevel == 1, "\(id)")
        }
        for id in ["PaymentGateway", "OrderService", #"HTTPClient("captive")"#, "CB", "CC"] {
            #expect(graph.node(id: id)?.containerLevel == 0, "\(id)")
        }
        #expect(graph.node(id: "HTTPClient")?.scope == "container")
        #expect(graph.node(id: "RequestContext")?.scope == "request")
        #expect(graph.node(id: #"HTTPClient("captive")"#)?.name == "captive")
        #expect(graph.nodes.allSatisfy { $0.unverifiedReason == nil })

        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == [
            "CA -> CB", "CB -> CC", "CC -> CA", #"HTTPClient("captive") -> RequestContext"#,
            "OrderService -> Mailer", "OrderService -> PaymentGateway", "PaymentGateway -> HTTPClient",
        ])
        let cycle = "CA [graph] -> CB [graph] -> CC [graph] -> CA [graph]"
        for (from, to) in [("CA", "CB"), ("CB", "CC"), ("CC", "CA")] {
            #expect(try Self.edge(graph, from, to).problems == [DependencyGraph.Mark(kind: .circularDependency, cause: cycle)])
        }
        #expect(try Self.edge(graph, "OrderService", "Mailer").problems.map(\.kind) == [.missingDependency])
        #expect(try Self.edge(graph, #"HTTPClient("captive")"#, "RequestContext").problems == [
            DependencyGraph.Mark(kind: .captiveDependency, cause: #"HTTPClient("captive") (container) captures RequestContext (request)"#),
        ])
        #expect(try Self.edge(graph, "PaymentGateway", "HTTPClient").problems.isEmpty)
        #expect(try Self.edge(graph, "OrderService", "PaymentGateway").problems.isEmpty)
        for id in ["CA", "CB", "CC", "OrderService", #"HTTPClient("captive")"#, "RequestContext"] {
            #expect(graph.node(id: id)?.problems == [], "\(id)")
        }
        #expect(graph.problems == child.verify().problems)
        #expect(graph.problems.map(\.kind) == [.missingDependency, .circularDependency, .captiveDependency])
    }

    @Test func theRealHierarchysGraphRendersInEveryFormatWithItsProblemsInRedAndTheSameTextEveryRun() throws {
        let graph = Self.hierarchy().child.dependencyGraph()

        let dot = graph.render(.dot)
        #expect(dot == Self.hierarchy().child.dependencyGraph().render(.dot))
        #expect(dot.contains("label=\"9 services, 7 dependencies, 3 problems\""))
        #expect(dot.contains(#""Mailer" [label="Mailer\nnot registered", style="rounded,filled,dashed""#))
        let redEdges = dot.split(separator: "\n").filter { $0.contains(" -> ") && $0.contains("color=\"#d62728\"") }
        #expect(redEdges.count == 5, "the cycle's three edges, the captive one and the one to the missing Mailer: \(redEdges)")
        #expect(dot.contains("parent container"))

        let mermaid = graph.render(.mermaid)
        #expect(mermaid == Self.hierarchy().child.dependencyGraph().render(.mermaid))
        #expect(mermaid.split(separator: "\n").filter { $0.contains("-->") }.count == 7)
        #expect(mermaid.contains("linkStyle "))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(graph.render(.json).utf8)) as? [String: Any])
        #expect((json["nodes"] as? [Any])?.count == 9)
        #expect((json["edges"] as? [Any])?.count == 7)
        #expect((json["problems"] as? [Any])?.count == 3)
    }

    @Test func aCachedDependencyUsedByTwoServicesGivesTwoEdges() throws {
        let container = Container()
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }.inObjectScope(.container)
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }
        container.register(Shop.PaymentGateway.self, name: "backup") { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }

        let graph = container.dependencyGraph()

        #expect(graph.nodes.count == 3)
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == [
            "PaymentGateway -> HTTPClient", #"PaymentGateway("backup") -> HTTPClient"#,
        ])
    }

    @Test func anEdgeSaysTheNameAndArgumentTypesAskedFor() throws {
        let container = Container()
        container.register(Shop.HTTPClient.self, name: "fast") { (_, _: Int) in Shop.HTTPClient() }
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self, name: "fast", argument: 3)) }

        let graph = container.dependencyGraph()

        let edge = try Self.edge(graph, "PaymentGateway", #"HTTPClient("fast", arguments: Int)"#)
        #expect(edge.name == "fast")
        #expect(edge.argumentTypes == ["Int"])
        #expect(graph.node(id: #"HTTPClient("fast", arguments: Int)"#)?.unverifiedReason == nil)  // resolved by the gateway
    }

    @Test func aDeclaredDefinitionIsOneNodeNamedByItsProperty() throws {
        let container = Container()
        container.declare(\.definedLoans, \.definedClock)
        container.register(Shop.OrderService.self) { r in
            _ = r.resolve(Defined.Loans.self)
            return Shop.OrderService(gateway: nil)
        }

        let graph = container.dependencyGraph()

        #expect(graph.nodes.map(\.id) == [#"Clock(\.definedClock)"#, #"Loans(\.definedLoans)"#, "OrderService"], "\(graph.nodes.map(\.id))")
        let loans = try #require(graph.node(id: #"Loans(\.definedLoans)"#))
        #expect(loans.definition == "definedLoans" && loans.name == nil && loans.kind == .registered)
        #expect(loans.scope == "graph" && loans.containerLevel == 0 && loans.unverifiedReason == nil)
        #expect(graph.node(id: #"Clock(\.definedClock)"#)?.scope == "container")
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == [
            #"Loans(\.definedLoans) -> Clock(\.definedClock)"#, #"OrderService -> Loans(\.definedLoans)"#,
        ])
        #expect(try Self.edge(graph, #"Loans(\.definedLoans)"#, #"Clock(\.definedClock)"#).name == nil)
    }

    @Test func servicesNotResolvedSayWhy() throws {
        let container = Container()
        container.register(Shop.OrderService.self, name: "guest") { (_, _: String) in Shop.OrderService(gateway: nil) }
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.excludedFromVerification("sends mail")
        container.registerProvided(Provided.IncomingRequest.self, in: .request)
        container.storyboardInitCompleted(Shop.HTTPClient.self) { r, _ in _ = r.resolve(Shop.Mailer.self) }

        let graph = container.dependencyGraph()

        #expect(graph.nodes.count == 4)
        let guest = try #require(graph.node(id: #"OrderService("guest", arguments: String)"#))
        #expect(guest.unverifiedReason == "it needs runtime arguments (String); pass VerificationSample(OrderService.self, name: \"guest\", arguments: …)")
        #expect(graph.node(id: "Mailer")?.unverifiedReason == "sends mail")
        let request = try #require(graph.node(id: "IncomingRequest"))
        #expect(request.kind == .provided && request.scope == "request")
        #expect(request.unverifiedReason?.hasPrefix("provided when a request scope opens") == true)
        let injection = try #require(graph.node(id: "injectDependencies(into: HTTPClient)"))
        #expect(injection.kind == .injection && injection.service == "HTTPClient" && injection.argumentTypes.isEmpty)
        #expect(injection.unverifiedReason != nil)
        #expect(graph.edges.isEmpty)

        let sampled = container.dependencyGraph(samples: [VerificationSample(Shop.OrderService.self, name: "guest", arguments: "Ada")])
        #expect(sampled.node(id: #"OrderService("guest", arguments: String)"#)?.unverifiedReason == nil)
    }

    @Test func anOptionalOrLazyDependencyIsAnEdgeToWhatItWraps() throws {
        let container = Container()
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient?.self) ?? nil) }
        container.register(Shop.OrderService.self) { r in
            _ = r.resolve(Lazy<Shop.Mailer>.self)
            return Shop.OrderService(gateway: nil)
        }

        let graph = container.dependencyGraph()

        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == ["OrderService -> Mailer", "PaymentGateway -> HTTPClient"])
        #expect(graph.node(id: "Mailer")?.kind == .missing)
        #expect(graph.problems.isEmpty)  // tolerated: a note, and no mark
        #expect(graph.node(id: "Mailer")?.problems == [])
    }

    @Test func theSameContainerGivesAnEqualGraphEveryTime() {
        let (_, child) = Self.hierarchy()

        let first = child.dependencyGraph()

        for _ in 0..<5 {
            #expect(child.dependencyGraph() == first)
        }
        #expect(child.verify().graph == first)
    }

    @Test func buildingTheGraphLeavesTheContainersSingletonsAlone() {
        let container = Container()
        let made = Defined.Counter()
        container.register(Shop.HTTPClient.self) { _ in
            _ = made.next()
            return Shop.HTTPClient()
        }
        .inObjectScope(.container)
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }
            .inObjectScope(.container)

        _ = container.dependencyGraph()

        #expect(made.count == 1)  // the sandbox's own
        let client = container.resolve(Shop.HTTPClient.self)
        #expect(made.count == 2)  // the real one, made only now
        _ = container.dependencyGraph()
        #expect(container.resolve(Shop.HTTPClient.self) === client)
    }

    @Test func aResolveOfAnotherContainerIsAnEdgeToANodeTheRunDidNotVerify() throws {
        let other = Container()
        other.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.container)
        let mailer = try #require(other.resolve(Shop.Mailer.self))
        let container = Container()
        container.register(Shop.OrderService.self) { _ in
            #expect(other.resolve(Shop.Mailer.self) === mailer)
            return Shop.OrderService(gateway: nil)
        }

        let graph = container.dependencyGraph()

        #expect(graph.nodes.map(\.id) == ["Mailer", "OrderService"])
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == ["OrderService -> Mailer"])
        #expect(graph.node(id: "Mailer")?.unverifiedReason == "it is resolved on another container than the one verified")
    }

    @Test func anotherThreadResolvesAsUsualWhileAGraphIsRecorded() {
        let other = Container()
        other.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.container)
        other.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        let mailer = other.resolve(Shop.Mailer.self).map(ObjectIdentifier.init)
        let stop = ConcurrentFlag()
        let failures = ConcurrentCounter()
        let thread = Thread {
            while !stop.isRaised {
                if other.resolve(Shop.Mailer.self).map(ObjectIdentifier.init) != mailer || other.resolve(Shop.HTTPClient.self) == nil {
                    failures.increment()
                }
            }
        }
        thread.start()
        let (_, child) = Self.hierarchy()

        for _ in 0..<20 {
            #expect(child.dependencyGraph().edges.count == 7)
        }
        stop.raise()
        while !thread.isFinished { usleep(1_000) }
        #expect(failures.value == 0)
    }
}
