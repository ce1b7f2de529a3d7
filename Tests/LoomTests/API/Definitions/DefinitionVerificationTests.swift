import Testing
@testable import Loom

@Suite("Definitions and verify()")
struct DefinitionVerificationTests {
    let container = Container()

    @Test func aDeclaredDefinitionIsVerifiedAndItsMissingDependencyReportedWithThePath() {
        container.declare(\.definedTolerantReminders)

        let report = container.verify()

        #expect(report.notes.contains {
            $0.hasPrefix("Reminders(\\.definedTolerantReminders) [graph] -> Notifier: not registered")
        })
    }

    @Test func aDefinitionCalledButNotDeclaredIsListedAsANote() {
        _ = container.definedClock()

        let report = container.verify()

        #expect(report.notes == [
            "Clock(\\.definedClock) [container]: not verified, it is a definition that was called but not declared; declare it (container.declare(\\.definedClock)) to verify it."
        ])
    }

    @Test func aDeclaredDefinitionWithEveryDependencyIsVerifiedOnceAndQuietly() {
        container.declare(\.definedClock, \.definedLoans)

        let report = container.verify()

        #expect(report.problems.isEmpty)
        #expect(report.notes.isEmpty)
        #expect(report.verifiedCount == 2)
    }

    @Test func verifyLeavesTheContainersSingletonsAlone() {
        container.declare(\.definedClock)
        let before = container.definedClock()

        _ = container.verify()

        #expect(container.definedClock() === before)
    }
}

@Suite("Definitions whose factories throw")
struct ThrowingDefinitionTests {
    let container = Container()

    @Test func aMissingDependencyRequiredByADeclaredDefinitionIsAProblemWithThePath() {
        container.declare(\.definedRequiredReminders)

        let report = container.verify()

        #expect(report.problems.count == 1)
        #expect(report.problems.first?.paths == [
            "Reminders(\\.definedRequiredReminders) [graph] -> Notifier"
        ])
    }

    @Test func requireThroughADeclaredDefinitionThrowsWithThePath() {
        container.declare(\.definedRequiredReminders)

        let error = #expect(throws: ResolutionError.self) {
            try container.require(Defined.Reminders.self, name: "definedRequiredReminders")
        }

        // The declaration's alias, which `require(_:name:)` reached first, is folded into the
        // definition it resolves: one step, named by the property.
        #expect(error?.path.map(\.description) == ["Reminders(\\.definedRequiredReminders) [graph]", "Notifier"])
        #expect(error?.path[0].definition == "definedRequiredReminders")
    }

    @Test func aSwinjectStyleResolveOfAThrowingDefinitionIsNilAsARegistrationsWouldBe() {
        container.declare(\.definedRequiredReminders)

        #expect(container.resolve(Defined.Reminders.self, name: "definedRequiredReminders") == nil)
        container.register(Defined.Notifier.self) { _ in Defined.Notifier() }
        #expect(container.resolve(Defined.Reminders.self, name: "definedRequiredReminders")?.notifier.channel == "mail")
    }
}
