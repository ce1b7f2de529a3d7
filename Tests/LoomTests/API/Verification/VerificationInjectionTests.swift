import Testing
@testable import Loom

/// `storyboardInitCompleted` registrations inject instances made elsewhere: `verify()` lists each
/// one it cannot run as a note naming the class, and runs those it is handed an instance for.
@Suite("verify(): storyboardInitCompleted registrations")
struct VerificationInjectionTests {
    @Test func aStoryboardRegistrationWithoutASampleIsANoteNamingItsClassAndWhatToDo() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.storyboardInitCompleted(Screens.Screen.self) { r, screen in screen.tracker = r.resolve(Screens.Tracker.self) }

        let report = container.verify()

        #expect(report.verifiedCount == 1)
        #expect(report.registrationCount == 2)
        #expect(report.description.hasPrefix("Loom verify: 2 registrations: 1 resolved, 1 not verified (the notes say why); 0 problems, 1 note."))
        #expect(report.notes == [
            "Screen (storyboardInitCompleted): not verified, its closure injects instances made elsewhere "
                + "(a storyboard, SwiftUI, a test) and verify() cannot make one; "
                + "pass VerificationSample(injecting: Screen(…)) to run the closure on one.",
        ])
    }

    @Test func theNoteNamesTheRegistrationNameAndArgumentTypes() {
        let container = Container()
        container.storyboardInitCompleted(Screens.DetailScreen.self, name: "compact") { (_, screen, itemID: Int) in screen.itemID = itemID }

        let report = container.verify()

        #expect(report.notes == [
            #"DetailScreen("compact", arguments: Int) (storyboardInitCompleted): not verified, its closure injects instances made elsewhere "#
                + "(a storyboard, SwiftUI, a test) and verify() cannot make one; "
                + #"pass VerificationSample(injecting: DetailScreen(…), name: "compact", arguments: <Int>) to run the closure on one."#,
        ])
    }

    @Test func aSampleInstanceRunsTheClosureWithTheSandboxsServices() {
        let container = Container()
        container.register(Screens.Tracker.self) { _ in Screens.Tracker() }.inObjectScope(.container)
        container.storyboardInitCompleted(Screens.Screen.self) { r, screen in screen.tracker = r.resolve(Screens.Tracker.self) }
        let real = container.resolve(Screens.Tracker.self)
        let sample = Screens.Screen()

        let report = container.verify(samples: [VerificationSample(injecting: sample)])

        #expect(report.verifiedCount == 2)
        #expect(report.registrationCount == 2)
        #expect(report.notes.isEmpty, "\(report)")
        #expect(sample.tracker != nil)
        #expect(sample.tracker !== real)  // the sandbox's singleton, not the container's
    }

    @Test func aClosuresFailedResolveShowsInTheReportLikeAFactorys() throws {
        let container = Container()
        container.storyboardInitCompleted(Screens.Screen.self) { r, screen in screen.tracker = r.resolve(Screens.Tracker.self) }
        container.storyboardInitCompleted(Screens.DetailScreen.self) { (r, screen, itemID: Int) in
            screen.itemID = itemID
            screen.store = r.resolve(Screens.Store.self)
        }

        let report = container.verify(samples: [
            VerificationSample(injecting: Screens.Screen()),
            VerificationSample(injecting: Screens.DetailScreen(), arguments: 7),
        ])

        #expect(report.verifiedCount == 2)
        #expect(report.problems.isEmpty)
        #expect(report.notes.count == 3, "\(report)")  // Screen's closure runs for DetailScreen too
        #expect(report.notes.contains { $0.hasSuffix("-> Tracker: not registered, and the factory went on without it (fine if it is optional).") })
        #expect(report.notes.contains { $0.hasSuffix("-> Store: not registered, and the factory went on without it (fine if it is optional).") })
    }

    @Test func aClosuresFailurePathNamesItsClassWithTheCallersArgumentsOnly() {
        let container = Container()
        container.storyboardInitCompleted(Screens.DetailScreen.self) { (r, screen, itemID: Int) in
            screen.itemID = itemID
            screen.store = r.resolve(Screens.Store.self)
        }

        let report = container.verify(samples: [VerificationSample(injecting: Screens.DetailScreen(), arguments: 7)])

        // The object injected is passed as `into:`, not as an argument: no `AnyObject` in the path.
        let note = report.notes.first { $0.contains("-> Store: not registered") }
        #expect(note?.hasPrefix("DetailScreen(arguments: Int) [") == true, "\(report)")
    }

    @Test func anExtensionsOptionKeyIsStillListedInOneNote() {
        let container = Container()
        container._register(Zoo.Dog.self, factory: { (_: Resolver) in Zoo.Dog() }, option: Probe.Flavor(taste: "plugin"))

        let report = container.verify()

        #expect(report.verifiedCount == 0)
        #expect(report.notes == ["Not verified, keyed with an option (an extension's own key) that no resolve reaches: { Flavor: plugin }."])
    }
}
