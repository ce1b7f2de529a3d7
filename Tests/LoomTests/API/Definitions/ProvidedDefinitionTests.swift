import Testing
@testable import Loom

/// A request's id, handed into each request scope, and what a request makes from it.
enum Handed {
    struct RequestID: Sendable, Equatable {
        let value: String
    }

    final class RequestLog: Sendable {
        let id: RequestID
        init(id: RequestID) { self.id = id }
    }

    /// Lives as long as its container: capturing the request's id is a captive dependency.
    final class Router: Sendable {
        let id: RequestID
        init(id: RequestID) { self.id = id }
    }
}

extension Container {
    var handedRequestID: Definition<Handed.RequestID> { provided(in: .request) }
    var handedRequestLog: Definition<Handed.RequestLog> {
        define { _ in Handed.RequestLog(id: self.handedRequestID()) }.inObjectScope(.request)
    }
    var handedRouter: Definition<Handed.Router> {
        define { _ in Handed.Router(id: self.handedRequestID()) }.inObjectScope(.container)
    }
}

@Suite("A provided value declared as a definition")
struct ProvidedDefinitionTests {
    let scopes = ScopeContext()
    var container: Container { Container(scopeContext: scopes) }

    @Test func aProvidedDefinitionReturnsTheValueHandedIntoTheCurrentScope() async {
        let container = self.container
        let id = Handed.RequestID(value: "r1")

        let log = await scopes.withScope(.request, id: "r1", providing: { $0.provide(id) }) {
            container.handedRequestLog()
        }

        #expect(log.id == id)
    }

    @Test func eachRequestSeesTheValueItsScopeWasHanded() async {
        let container = self.container
        let ids = await withTaskGroup(of: Handed.RequestID.self) { group in
            for index in 0..<8 {
                group.addTask {
                    await scopes.withScope(.request, id: "r\(index)", providing: { $0.provide(Handed.RequestID(value: "\(index)")) }) {
                        container.handedRequestLog().id
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(Set(ids.map(\.value)) == Set((0..<8).map(String.init)))
    }

    @Test func requireOutsideTheScopeThrowsWhyTheValueIsMissing() {
        let error = #expect(throws: ResolutionError.self) { try container.handedRequestID.require() }

        guard case .factoryThrew(let thrown)? = error?.reason, let missing = thrown as? ScopeValueNotProvided else {
            Issue.record("expected a ScopeValueNotProvided, got \(String(describing: error))")
            return
        }
        #expect(missing.kind == .request)
        #expect(missing.scope == nil)
    }

    @Test func aCallOutsideTheScopeStopsAtItsLineSayingWhatToProvide() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container(scopeContext: ScopeContext()).handedRequestID()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("LoomTests/ProvidedDefinitionTests.swift:"))
        #expect(output.contains("Fatal error: Loom: the definition RequestID(\\.handedRequestID) gave no instance: RequestID is provided when a request scope opens, and no request scope is current"), "\(output)")
    }

    @Test func verifyListsItAsProvidedAndWhatCallsItAsNotVerifiedWithoutStopping() {
        let container = self.container
        container.declare(\.handedRequestID, \.handedRequestLog)

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("RequestID(\\.handedRequestID): provided when a request scope opens") }, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("RequestLog(\\.handedRequestLog) [request] -> RequestID(\\.handedRequestID) [request]: not verified, it needs RequestID") }, "\(report)")
    }

    @Test func withASampleEverythingVerifiesAndTheGraphShowsTheProvidedNode() throws {
        let container = self.container
        container.declare(\.handedRequestID, \.handedRequestLog)
        let samples = [VerificationSample(providing: Handed.RequestID(value: "sample"))]

        let report = container.verify(samples: samples)

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.isEmpty, "\(report)")
        let graph = container.dependencyGraph(samples: samples)
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == ["RequestLog(\\.handedRequestLog) -> RequestID(\\.handedRequestID)"])
        #expect(try #require(graph.node(id: "RequestID(\\.handedRequestID)")).kind == .provided)
    }

    @Test func aSingletonThatCallsItIsACaptiveDependency() {
        let container = self.container
        container.declare(\.handedRouter)

        let report = container.verify(samples: [VerificationSample(providing: Handed.RequestID(value: "sample"))])

        #expect(report.problems.map(\.kind) == [.captiveDependency], "\(report)")
    }
}
