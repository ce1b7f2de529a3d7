import Testing
@testable import Loom

@Suite("Registration keys")
struct ServiceKeyTests {
    private static func key(
        _ service: Any.Type = Zoo.Animal.self,
        arguments: Any.Type = Resolver.self,
        name: String? = nil,
        option: ServiceKeyOption? = nil
    ) -> ServiceKey {
        ServiceKey(serviceType: service, argumentsType: arguments, name: name, option: option)
    }

    @Test func keysWithTheSameComponentsAreEqualAndHashAlike() {
        let first = Self.key(name: "cat", option: Probe.Flavor(taste: "sweet"))
        let second = Self.key(name: "cat", option: Probe.Flavor(taste: "sweet"))

        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func keysDifferByServiceType() {
        #expect(Self.key(Zoo.Animal.self) != Self.key(Zoo.Cat.self))
    }

    @Test func keysDifferByArgumentTypes() {
        #expect(Self.key(arguments: Resolver.self) != Self.key(arguments: (Resolver, String).self))
        #expect(Self.key(arguments: (Resolver, Int).self) != Self.key(arguments: (Resolver, Int?).self))
    }

    @Test func keysDifferByNameAndNilDiffersFromEmpty() {
        #expect(Self.key(name: "a") != Self.key(name: "b"))
        #expect(Self.key(name: nil) != Self.key(name: ""))
    }

    @Test func keysDifferByOptionAndByHavingOne() {
        #expect(Self.key(option: Probe.Flavor(taste: "sweet")) != Self.key(option: Probe.Flavor(taste: "sour")))
        #expect(Self.key(option: Probe.Flavor(taste: "sweet")) != Self.key())
        #expect(Self.key() != Self.key(option: Probe.Flavor(taste: "sweet")))
    }

    /// Keys without name or option take a shorter path through `==` and hashing than the others.
    @Test func aPlainKeyEqualsOnlyAPlainKeyWhicheverSideHasTheNameOrOption() {
        #expect(Self.key() == Self.key())
        #expect(Self.key().hashValue == Self.key().hashValue)
        #expect(Self.key(name: "a") != Self.key())
        #expect(Self.key() != Self.key(name: "a"))
        #expect(Self.key(name: "a", option: Probe.Flavor(taste: "sweet")) != Self.key(name: "a"))
        #expect(Self.key(name: "a") == Self.key(name: "a"))
        #expect(Self.key(name: "a").hashValue == Self.key(name: "a").hashValue)
        #expect(Set([Self.key(), Self.key(name: "a"), Self.key(option: Probe.Flavor(taste: "sweet")), Self.key()]).count == 3)
    }

    @Test func theArgumentsTypeOfARegistrationWithoutArgumentsIsResolver() {
        let container = Container()

        let plain = container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        let withArguments = container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in
            Zoo.Cat(name: name, isSleeping: sleeping)
        }

        #expect(ObjectIdentifier(plain.argumentsType) == ObjectIdentifier(Resolver.self))
        #expect(ObjectIdentifier(withArguments.argumentsType) == ObjectIdentifier((Resolver, String, Bool).self))
        #expect(ObjectIdentifier(withArguments.serviceType) == ObjectIdentifier(Zoo.Cat.self))
    }
}
