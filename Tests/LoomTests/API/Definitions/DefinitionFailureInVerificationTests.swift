import Testing
@testable import Loom

@Suite("verify() and dependencyGraph() go on past a definition that gave no instance")
struct DefinitionFailureInVerificationTests {
    let container = Container()

    @Test func anInboxCallingAMailboxWhoseFactoryThrewIsAProblemWithTheCallersPathAndTheRunGoesOn() {
        container.declare(\.mailbox, \.inbox)
        container.register(Postal.Calendar.self) { _ in Postal.Calendar() }

        let report = container.verify()

        #expect(report.problems.count == 1, "\(report)")
        #expect(report.problems.first?.kind == .missingDependency)
        #expect(report.problems.first?.paths == [
            "Inbox(\\.inbox) [graph] -> Mailbox(\\.mailbox) [graph] -> Notifier",
            "Mailbox(\\.mailbox) [graph] -> Notifier",
        ])
        #expect(report.verifiedCount == 3)
    }

    @Test func theGraphOfAnInboxCallingAFailingMailboxIsDrawnWithTheMissingNotifier() {
        container.declare(\.mailbox, \.inbox)

        let graph = container.dependencyGraph()

        let edges = graph.edges.map { "\($0.from) -> \($0.to)" }
        #expect(edges.contains("Inbox(\\.inbox) -> Mailbox(\\.mailbox)"))
        #expect(edges.contains("Mailbox(\\.mailbox) -> Notifier"))
        #expect(graph.problems.count == 1)
    }

    @Test func aSingletonWhoseFactoryCallsAFailingDefinitionFailsEveryRegistrationThatNeedsItWithoutWaiting() {
        container.declare(\.postOffice)
        container.register(Postal.Sorter.self) { r in Postal.Sorter(office: (r as! Container).postOffice()) }
        container.register(Postal.Calendar.self) { _ in Postal.Calendar() }

        let report = container.verify()

        #expect(report.problems.map(\.paths) == [[
            "PostOffice(\\.postOffice) [container] -> Mailbox(\\.mailbox) [graph] -> Notifier",
            "Sorter [graph] -> PostOffice(\\.postOffice) [container] -> Mailbox(\\.mailbox) [graph] -> Notifier",
        ]], "\(report)")
        #expect(report.verifiedCount == 3)
    }

    @Test func twentyRegistrationsCallingAFailingDefinitionAreEachVerified() {
        for index in 0..<20 {
            container.register(Postal.Inbox.self, name: "inbox \(index)") { r in Postal.Inbox(mailbox: (r as! Container).mailbox()) }
        }

        let report = container.verify()

        #expect(report.verifiedCount == 20)
        #expect(report.problems.first?.paths.count == 20)
    }

    @Test func theVerifiedContainerKeepsItsSingletonsAndResolvesAfterARunGaveRegistrationsUp() {
        container.register(Postal.Calendar.self) { _ in Postal.Calendar() }.inObjectScope(.container)
        container.declare(\.inbox)
        let calendar = container.resolve(Postal.Calendar.self)

        _ = container.verify()
        container.register(Postal.Notifier.self) { _ in Postal.EmailNotifier() }

        #expect(container.resolve(Postal.Calendar.self) === calendar)
        #expect(container.inbox().mailbox.notifier is Postal.EmailNotifier)
        #expect(container.verify().problems.isEmpty)
    }

    @Test func aThrowingParameterDefinitionCalledInsideAFactoryIsAProblemWithItsPath() {
        container.register(Postal.Stamp.self) { r in (r as! Container).stamp(0) }

        let report = container.verify()

        #expect(report.problems.first?.kind == .factoryThrew, "\(report)")
        #expect(report.problems.first?.paths == ["Stamp [graph] -> Stamp(\\.stamp, arguments: Int) [graph]"])
    }
}

@Suite("verify() on the main actor runs @MainActor factories there")
@MainActor
struct MainActorFactoryVerificationTests {
    @MainActor final class FeedModel {
        let calendar: Postal.Calendar
        init(calendar: Postal.Calendar) { self.calendar = calendar }
    }

    @Test func aMainActorFactoryIsVerifiedAndItsDependencyRecordedInTheGraph() {
        let container = Container()
        container.register(Postal.Calendar.self) { _ in Postal.Calendar() }
        container.register(FeedModel.self) { @MainActor r in FeedModel(calendar: r.resolve(Postal.Calendar.self)!) }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 2)
        #expect(report.graph.edges.map { "\($0.from) -> \($0.to)" } == ["FeedModel -> Calendar"])
    }
}

@Suite("A definition's require() throws what Resolver.require throws")
struct DefinitionRequireTests {
    let container = Container()

    @Test func requireOfADefinitionWhoseFactoryThrewThrowsTheMissingDependencyWithItsPath() throws {
        let error = #expect(throws: ResolutionError.self) { try container.mailbox.require() }

        #expect(error?.path.map(\.description) == ["Mailbox(\\.mailbox) [graph]", "Notifier"])
        #expect(error?.summary == "not registered")
    }

    @Test func requireOfADefinitionThatMakesItsInstanceReturnsIt() throws {
        container.register(Postal.Notifier.self) { _ in Postal.EmailNotifier() }

        let inbox = try container.inbox.require()

        #expect(inbox.mailbox.notifier is Postal.EmailNotifier)
    }

    @Test func requireOfAParameterDefinitionWhoseFactoryThrewThrowsWhatItThrew() throws {
        let error = #expect(throws: ResolutionError.self) { try container.stamp.require(0) }

        guard case .factoryThrew(let thrown)? = error?.reason else {
            Issue.record("expected .factoryThrew, got \(String(describing: error?.reason))")
            return
        }
        #expect(thrown is Postal.NoStamps)
        #expect(try container.stamp.require(7).value == 7)
    }

    @Test func aFactoryThatRequiresAFailingDefinitionMakesTheOuterRequireThrowTheSameCause() {
        container.register(Postal.Inbox.self) { r in try Postal.Inbox(mailbox: (r as! Container).mailbox.require()) }

        let error = #expect(throws: ResolutionError.self) { try container.require(Postal.Inbox.self) }

        #expect(error?.path.map(\.description) == ["Inbox [graph]", "Mailbox(\\.mailbox) [graph]", "Notifier"])
    }
}

@Suite("A definition that gave no instance stops at the caller's line")
struct DefinitionStopLocationTests {
    @Test func callingADefinitionWhoseFactoryThrewStopsAtTheLineOfTheCall() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().inbox()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        // `self.mailbox()` in the `inbox` definition (Fixtures/FailingDefinitions.swift) gave no instance.
        #expect(output.contains("LoomTests/FailingDefinitions.swift:43: Fatal error: Loom: the definition Mailbox(\\.mailbox) gave no instance"))
        #expect(output.contains("call `try mailbox.require()`"))
        #expect(!output.contains("Container+Definitions.swift"))
    }

    @Test func aCycleOfDefinitionsStopsAtTheLineOfTheCallThatClosedIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().definedEgg()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("LoomTests/Definitions.swift:"))
        #expect(output.contains("Fatal error: Loom: circular dependency"), "\(output)")
        #expect(!output.contains("CircularDependencyReport.swift"))
    }
}
