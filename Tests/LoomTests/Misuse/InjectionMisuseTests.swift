import Testing
@testable import Loom

/// `injectDependencies` with nothing to run.
@Suite("Misuse: injecting dependencies")
struct InjectionMisuseTests {
    @Test func injectingWithNothingRegisteredRunsNothingAndSaysWhatToRegister() {
        let (container, log) = Misuse.loggedContainer()
        let screen = Misuse.Screen()

        #expect(container.injectDependencies(into: screen) == .noMatch)

        #expect(log.messages == ["""
            Loom: cannot inject dependencies into Screen: nothing is registered for it as { Service: AnyObject, Factory: (Resolver, AnyObject) -> AnyObject }.
            No injection is registered for Screen or its superclasses, under any name or arguments; register one with `storyboardInitCompleted(Screen.self) { r, instance in … }`.
            """])
        #expect(Misuse.stillWorks(container))
    }

    @Test func injectingWithTheWrongArgumentTypeRunsNothingAndListsTheRegisteredArguments() {
        let (container, log) = Misuse.loggedContainer()
        container.storyboardInitCompleted(Misuse.Screen.self) { (_, screen, _: Int) in screen.lamp = Misuse.Lamp() }
        let screen = Misuse.Screen()

        #expect(container.injectDependencies(into: screen, argument: "seven") == .noMatch)

        #expect(screen.lamp == nil)
        #expect(log.messages == ["""
            Loom: cannot inject dependencies into Screen: nothing is registered for it as { Service: AnyObject, Factory: (Resolver, AnyObject, String) -> AnyObject }.
            Nearest registrations:
                { Service: AnyObject, Storyboard: LoomTests.Misuse.Screen, Factory: (Resolver, AnyObject, Int) -> AnyObject, ObjectScope: graph } (other argument types)
            """])
        #expect(container.injectDependencies(into: screen, argument: 7) == .injected(closures: 1))
        #expect(Misuse.stillWorks(container))
    }
}
