import Testing
@testable import Loom

@Suite("Definitions and verify()")
struct DefinitionVerificationTests {
    let container = Container()

    @Test func aDeclaredDefinitionIsVerifiedAndItsMissingDependencyReportedWithThePath() {
        container.declare(\.definedTolerantReminders)

        let report = container.verify()

        #expect(report.notes.contains {
            $0.hasPrefix("Reminders(\"definedTolerantReminders\") [transient] -> Reminders(\\.definedTolerantReminders) [graph] -> Notifier: not registered")
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
