import Testing
import Loom

/// The first line of a `verify()` report accounts for every registration, and the notes say what
/// happened to each one it did not resolve.
@Suite("verify(): the summary line")
struct VerificationSummaryTests {
    @Test func everyRegistrationResolvedIsCountedPlainly() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(container.verify().description.hasPrefix("Loom verify: 1 registration resolved, 0 problems, 0 notes."))
    }

    @Test func aRegistrationNeedingArgumentsMakesItOneOfTwoAndANoteSaysWhy() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }

        let report = container.verify()

        #expect(report.registrationCount == 2)
        #expect(report.description.hasPrefix("Loom verify: 2 registrations: 1 resolved, 1 not verified (the notes say why); 0 problems, 1 note."))
        #expect(report.notes.first?.contains("not verified, it needs runtime arguments (String)") == true)
    }

    @Test func anInjectionClosureIsCountedAndNamedInANote() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.storyboardInitCompleted(Screens.Screen.self) { _, _ in }

        let report = container.verify()

        #expect(report.verifiedCount == 1)
        #expect(report.registrationCount == 2)
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.hasPrefix("Screen (storyboardInitCompleted): not verified") == true)
    }
}
