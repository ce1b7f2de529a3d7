import Testing
@testable import Loom

/// Resolves that cannot match a registration: what Loom returns and logs, verbatim, and that the
/// container works afterwards. Rows of the misuse catalogue (MisuseCatalogue.md).
@Suite("Misuse: resolving what is not registered that way")
struct ResolutionMisuseTests {
    @Test func anUnregisteredTypeResolvesToNilAndSaysNothingOfThatTypeExists() {
        let (container, log) = Misuse.loggedContainer()

        #expect(container.resolve(Misuse.Bulb.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Bulb: nothing is registered for { Service: Bulb, Factory: Resolver -> Bulb }.
            No registration of Bulb exists, under any name or arguments (0 registrations in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }

    @Test func aWrongNameResolvesToNilAndListsTheOtherName() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Lamp.self, name: "desk") { _ in Misuse.Lamp() }

        #expect(container.resolve(Misuse.Lamp.self, name: "floor") == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Lamp: nothing is registered for { Service: Lamp, Name: "floor", Factory: Resolver -> Lamp }.
            Nearest registrations:
                { Service: Lamp, Name: "desk", Factory: Resolver -> Lamp, ObjectScope: graph } (other name)
            """])
        #expect(Misuse.stillWorks(container))
    }

    @Test func aWrongArgumentTypeResolvesToNilAndSaysOtherArgumentTypes() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Greeting.self) { (_, text: String) in Misuse.Greeting(text) }

        #expect(container.resolve(Misuse.Greeting.self, argument: 42) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Greeting: nothing is registered for { Service: Greeting, Factory: (Resolver, Int) -> Greeting }.
            Nearest registrations:
                { Service: Greeting, Factory: (Resolver, String) -> Greeting, ObjectScope: graph } (other argument types)
            """])
        #expect(Misuse.stillWorks(container))
    }

    /// A missing or extra argument is described by the counts: what the registration takes and what
    /// the resolve passed.
    @Test(arguments: [0, 2])
    func aWrongArgumentCountIsDescribedByTheCountsTakenAndPassed(count: Int) {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Greeting.self) { (_, text: String) in Misuse.Greeting(text) }

        let greeting = count == 0
            ? container.resolve(Misuse.Greeting.self)
            : container.resolve(Misuse.Greeting.self, arguments: "Hello", "again")

        #expect(greeting == nil)
        let requested = count == 0 ? "Resolver" : "(Resolver, String, String)"
        #expect(log.messages == ["""
            Loom: cannot resolve Greeting: nothing is registered for { Service: Greeting, Factory: \(requested) -> Greeting }.
            Nearest registrations:
                { Service: Greeting, Factory: (Resolver, String) -> Greeting, ObjectScope: graph } (takes 1 argument, the resolve passed \(count))
            """])
        #expect(Misuse.stillWorks(container))
    }

    @Test func aNilNameAndAnEmptyNameAreDifferentKeys() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Lamp.self, name: "") { _ in Misuse.Lamp() }
        container.register(Misuse.Bulb.self) { _ in Misuse.Bulb() }

        #expect(container.resolve(Misuse.Lamp.self) == nil)
        #expect(container.resolve(Misuse.Lamp.self, name: "") != nil)
        #expect(container.resolve(Misuse.Bulb.self, name: "") == nil)
        #expect(!container.hasAnyRegistration(of: Misuse.Lamp.self))
        #expect(container.hasAnyRegistration(of: Misuse.Lamp.self, name: ""))

        #expect(log.messages == [
            """
            Loom: cannot resolve Lamp: nothing is registered for { Service: Lamp, Factory: Resolver -> Lamp }.
            Nearest registrations:
                { Service: Lamp, Name: "", Factory: Resolver -> Lamp, ObjectScope: graph } (other name)
            """,
            """
            Loom: cannot resolve Bulb: nothing is registered for { Service: Bulb, Name: "", Factory: Resolver -> Bulb }.
            Nearest registrations:
                { Service: Bulb, Factory: Resolver -> Bulb, ObjectScope: graph } (other name)
            """,
        ])
        #expect(Misuse.stillWorks(container))
    }

    /// The registration exists and its factory ran: the log names the type it produced instead.
    @Test func aFactoryValueOfTheWrongTypeIsReportedWithTheTypeItProduced() {
        let (container, log) = Misuse.loggedContainer()
        var factoryCalls = 0
        container._register(Misuse.Lamp.self, factory: { (_: Resolver) -> Any in
            factoryCalls += 1
            return Misuse.Bulb()
        })

        #expect(container.resolve(Misuse.Lamp.self) == nil)

        #expect(factoryCalls == 1)
        #expect(log.messages == ["""
            Loom: cannot resolve Lamp: the registration { Service: Lamp, Factory: Resolver -> Lamp, ObjectScope: graph } produced a Bulb, which is not a Lamp. Check what its factory returns and the types it is forwarded to with `implements`.
            """])
        #expect(Misuse.stillWorks(container))
    }

    @Test func registeringInsideAFactoryWorksAndTheNewRegistrationResolves() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Lamp.self) { r in
            (r as? Container)?.register(Misuse.Bulb.self) { _ in Misuse.Bulb() }
            return Misuse.Lamp()
        }

        #expect(container.resolve(Misuse.Lamp.self) != nil)
        #expect(container.resolve(Misuse.Bulb.self) != nil)

        #expect(log.messages.isEmpty)
        #expect(Misuse.stillWorks(container))
    }

    @Test func aParentResolvingWhatOnlyAChildRegistersNamesTheChild() {
        let (parent, log) = Misuse.loggedContainer()
        let child = Container(parent: parent)
        child.register(Misuse.Bulb.self) { _ in Misuse.Bulb() }

        #expect(parent.resolve(Misuse.Bulb.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Bulb: nothing is registered for { Service: Bulb, Factory: Resolver -> Bulb }.
            A child of this container registers Bulb { Service: Bulb, Factory: Resolver -> Bulb, ObjectScope: graph }, but a container looks only in itself and its parents.
            Resolve Bulb through that child, or register it in this container or one of its parents.
            """])
        #expect(child.resolve(Misuse.Bulb.self) != nil)
        #expect(Misuse.stillWorks(parent))
    }
}
