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

    /// The log says the `Lazy<Bulb>` failed because nothing is registered for `Bulb`, which is what
    /// needs registering.
    @Test func aLazyOfAMissingTypeIsNilAndTheLogNamesTheWrappedType() {
        let (container, log) = Misuse.loggedContainer()

        #expect(container.resolve(Lazy<Misuse.Bulb>.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Lazy<Bulb>: nothing is registered for { Service: Bulb, Factory: Resolver -> Bulb }.
            No registration of Bulb exists, under any name or arguments (0 registrations in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }

    /// As for `Lazy`: the missing registration named is `Bulb`'s.
    @Test func aProviderOfAMissingTypeIsNilAndTheLogNamesTheWrappedType() {
        let (container, log) = Misuse.loggedContainer()

        #expect(container.resolve(Provider<Misuse.Bulb>.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Provider<Bulb>: nothing is registered for { Service: Bulb, Factory: Resolver -> Bulb }.
            No registration of Bulb exists, under any name or arguments (0 registrations in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }

    /// A wrapper inside a wrapper of a registered type is not resolved (nor in Swinject); the log
    /// says so, instead of calling the registered type missing and then listing it as the nearest.
    @Test func aWrapperInsideAWrapperOfARegisteredTypeIsNilAndTheLogSaysWrappersDoNotNest() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Bulb.self) { _ in Misuse.Bulb() }

        #expect(container.resolve(Lazy<Provider<Misuse.Bulb>>.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Lazy<Provider<Bulb>>: Bulb is registered { Service: Bulb, Factory: Resolver -> Bulb, ObjectScope: graph }, \
            but a Lazy, Provider or Optional is resolved only directly around a registered type, not inside another one. \
            Resolve Lazy<Bulb> or Provider<Bulb>, or register Lazy<Provider<Bulb>> itself.
            """])
        #expect(container.resolve(Lazy<Misuse.Bulb>.self)?.instance != nil)
        #expect(Misuse.stillWorks(container))
    }
}
