import Testing
@testable import Loom

/// The services of the Scoped Lifetimes article's examples, as the article writes them.
private enum Article {
    final class API: Sendable {}

    final class UserSession: Sendable {
        let userID: String
        init(userID: String, api: API) { self.userID = userID }
        func cancelUploads() {}
    }

    struct IncomingRequest: Sendable {
        let id: String
        let traceID: String
    }

    final class RequestContext: Sendable {
        let traceID: String
        init(traceID: String) { self.traceID = traceID }
    }
}

@Suite("verify() and the graph meet scopes: the patterns the docs recommend verify as written")
struct VerificationMeetsScopesTests {
    let container = Container()

    @Test func aSessionFactoryReadingTheSharedContextsCurrentIDVerifiesAsWritten() {
        container.register(Article.API.self) { _ in Article.API() }.inObjectScope(.container)
        container.registerScoped(Article.UserSession.self, scope: .session) { r in
            Article.UserSession(userID: ScopeContext.shared.currentID(for: .session)!, api: r.resolve(Article.API.self)!)
        }
        .onRelease { session in session.cancelUploads() }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 2)
        #expect(container.dependencyGraph().edges.map { "\($0.from) -> \($0.to)" } == ["UserSession -> API"])
    }

    @Test func aRequestFactoryForceUnwrappingAProvidedValueVerifiesWithASample() {
        container.registerProvided(Article.IncomingRequest.self, in: .request)
        container.register(Article.RequestContext.self) { r in
            Article.RequestContext(traceID: r.resolve(Article.IncomingRequest.self)!.traceID)
        }
        .inObjectScope(.request)
        let samples = [VerificationSample(providing: Article.IncomingRequest(id: "r1", traceID: "t1"))]

        let report = container.verify(samples: samples)

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.isEmpty, "\(report)")
        let graph = container.dependencyGraph(samples: samples)
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" } == ["RequestContext -> IncomingRequest"])
    }

    @Test func withoutASampleTheLinePrintedBeforeTheForceUnwrapNamesTheSampleToPass() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.registerProvided(Article.IncomingRequest.self, in: .request)
            container.register(Article.RequestContext.self) { r in
                Article.RequestContext(traceID: r.resolve(Article.IncomingRequest.self)!.traceID)
            }
            .inObjectScope(.request)
            _ = container.verify()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains(
            "Loom verify: RequestContext [request] -> IncomingRequest [request]: not provided: IncomingRequest is handed to each request scope when it opens; to verify what needs it, pass one as VerificationSample(providing: …) to verify(samples:) or dependencyGraph(samples:)"
        ), "\(output)")
        #expect(!output.contains("withScope"))
    }

    @Test func aServiceThatNeedsAnUnprovidedValueIsNotVerifiedInTheReportAndInTheGraph() throws {
        container.registerProvided(Article.IncomingRequest.self, in: .request)
        container.register(Article.RequestContext.self) { r in
            try Article.RequestContext(traceID: r.require(Article.IncomingRequest.self).traceID)
        }
        .inObjectScope(.request)

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("RequestContext [request] -> IncomingRequest [request]: not verified, it needs IncomingRequest") })
        #expect(report.description.hasPrefix("Loom verify: 2 registrations: 0 resolved, 2 not verified (the notes say why)"), "\(report)")
        let node = try #require(report.graph.nodes.first { $0.service == "RequestContext" })
        #expect(node.unverifiedReason?.hasPrefix("it needs IncomingRequest") == true)
        #expect(report.graph.render(.json).contains("\"unverifiedReason\": \"it needs IncomingRequest"))
    }
}

/// The services of a unit of work that a factory makes from the container it captured.
private enum Work {
    final class Database: @unchecked Sendable {
        nonisolated(unsafe) static var made = 0
        init() { Self.made += 1 }
    }

    final class UnitOfWork: Sendable {
        let database: Database
        init(database: Database) { self.database = database }
    }

    final class Logger: Sendable {}

    final class AuditLog: Sendable {
        let logger: Logger
        init(logger: Logger) { self.logger = logger }
    }
}

private extension Container {
    var workLog: Definition<Work.Logger> { define { _ in Work.Logger() } }
}

@Suite("verify() and the graph meet captured and other containers")
struct VerificationMeetsOtherContainersTests {
    @Test func aFactoryResolvingOnTheContainerItCapturedIsAnsweredByTheSandboxAndDrawn() {
        let container = Container()
        container.register(Work.Database.self) { _ in Work.Database() }.inObjectScope(.container)
        container.register(Work.UnitOfWork.self) { _ in Work.UnitOfWork(database: container.resolve(Work.Database.self)!) }
        let before = Work.Database.made

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.graph.edges.map { "\($0.from) -> \($0.to)" } == ["UnitOfWork -> Database"])
        #expect(Work.Database.made == before + 1, "one database, made in the sandbox")
        #expect(container.resolve(Work.Database.self) != nil)
        #expect(Work.Database.made == before + 2, "the container's own database was not made by verify()")
    }

    @Test func aDefinitionOfAnotherContainerCalledInAFactoryIsANoteAndAnEdge() throws {
        let featureContainer = Container()
        let container = Container()
        container.register(Work.AuditLog.self) { _ in Work.AuditLog(logger: featureContainer.workLog()) }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes == [
            "AuditLog [graph] calls the definition Logger(\\.workLog) on another container than the one verified: verify() does not check it, and a replacement registered on this container (in a test's withOverrides, on a child) does not reach it. Resolve it through the factory's resolver (or `self` in a definition) to keep it in this container."
        ])
        #expect(report.graph.edges.map { "\($0.from) -> \($0.to)" } == ["AuditLog -> Logger(\\.workLog)"])
        let node = try #require(report.graph.nodes.first { $0.definition == "workLog" })
        #expect(node.unverifiedReason == "it is resolved on another container than the one verified")
    }
}

@Suite("verify(): samples and counts")
struct VerificationSamplesAndCountsTests {
    let container = Container()

    @Test func aSampleThatMatchesNoRegistrationIsNamedWithTheNearestOne() {
        container.declare(\.stamp)

        let report = container.verify(samples: [VerificationSample(Postal.Stamp.self, arguments: 7)])

        #expect(report.notes.contains {
            $0.hasPrefix("Stamp(arguments: Int): a VerificationSample for it matched no registration, so it verified nothing; the nearest is {")
                && $0.contains("stamp")
        }, "\(report)")
    }

    @Test func theSummaryCountsFailedRegistrationsApartFromResolvedOnes() {
        container.register(Postal.Calendar.self) { _ in Postal.Calendar() }
        container.declare(\.mailbox)
        container.register(Postal.Stamp.self) { (_, value: Int) in Postal.Stamp(value: value) }

        let report = container.verify()

        #expect(report.failedCount == 1)
        #expect(report.description.hasPrefix(
            "Loom verify: 3 registrations: 1 resolved, 1 failed, 1 not verified (the notes say why); 1 problem, 1 note."
        ), "\(report)")
    }

    @Test func theProgressLineCountsTheRegistrationsToVerifyAsTheReportDoes() {
        var lines: [String] = []
        let error = ResolutionError(reason: .notRegistered(nearest: []), path: [], explanation: "")
        lines.append(VerificationProgress(position: 1, total: 2).line(for: error))

        #expect(lines == [
            "Loom verify: : not registered (while verifying registration 1 of the 2 to verify; if the process stops here, the 1 after it is not verified)."
        ])
    }
}
