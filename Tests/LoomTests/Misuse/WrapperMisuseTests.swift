import Testing
@testable import Loom

/// `Optional`, `Lazy` and `Provider` of a type that is not registered.
@Suite("Misuse: wrappers of a missing service")
struct WrapperMisuseTests {
    @Test func anOptionalOfAMissingTypeIsSomeNilAndLogsNothing() {
        let (container, log) = Misuse.loggedContainer()

        let resolved = container.resolve(Misuse.Bulb?.self)

        #expect(resolved != nil)        // the outer optional: something was resolved…
        #expect(resolved! == nil)       // …and it is an empty one
        #expect(log.messages.isEmpty)
        #expect(Misuse.stillWorks(container))
    }

    /// Misleading today: the log names the wrapper, `Lazy<Bulb>`, as the missing registration,
    /// not `Bulb`, which is what needs registering.
    @Test func aLazyOfAMissingTypeIsNilAndTheLogNamesTheWrapper() {
        let (container, log) = Misuse.loggedContainer()

        #expect(container.resolve(Lazy<Misuse.Bulb>.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Lazy<Bulb>: nothing is registered for { Service: Lazy<Bulb>, Factory: Resolver -> Lazy<Bulb> }.
            No registration of Lazy<Bulb> exists, under any name or arguments (0 registrations in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }

    /// Misleading today, as for `Lazy`.
    @Test func aProviderOfAMissingTypeIsNilAndTheLogNamesTheWrapper() {
        let (container, log) = Misuse.loggedContainer()

        #expect(container.resolve(Provider<Misuse.Bulb>.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Provider<Bulb>: nothing is registered for { Service: Provider<Bulb>, Factory: Resolver -> Provider<Bulb> }.
            No registration of Provider<Bulb> exists, under any name or arguments (0 registrations in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }
}
