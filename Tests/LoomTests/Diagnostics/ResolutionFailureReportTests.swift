import Testing
@testable import Loom

@Suite("Resolution failure messages")
struct ResolutionFailureReportTests {
    private static func message(for key: ServiceKey, in container: Container) -> String {
        ResolutionFailureReport(key: key, registrations: container.allRegistrations()).message
    }

    @Test func namesTheRequestedKeyAndListsTheRegistrationsOfThatTypeNearestFirst() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        container.register(Household.Owner.self, name: "vip") { _ in Household.Owner(pet: nil) }
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let requested = ServiceKey(serviceType: Household.Owner.self, argumentsType: (Resolver, Zoo.Cat).self)

        #expect(Self.message(for: requested, in: container) == """
            Loom: cannot resolve Owner: nothing is registered for \
            { Service: Owner, Factory: (Resolver, Cat) -> Owner }.
            Nearest registrations:
                { Service: Owner, Factory: (Resolver, Animal) -> Owner, ObjectScope: graph } (other argument types)
                { Service: Owner, Name: "vip", Factory: Resolver -> Owner, ObjectScope: graph } \
            (other name, takes 0 arguments, the resolve passed 1)
            """)
    }

    @Test func aRegistrationWithTheSameArgumentsButAnotherNameComesFirst() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }
        container.register(Zoo.Cat.self, name: "tabby") { _ in Zoo.Cat() }
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self, name: "tabi")

        let lines = Self.message(for: requested, in: container).split(separator: "\n").map(String.init)

        #expect(lines.count == 4)
        #expect(lines[0].contains(#"{ Service: Cat, Name: "tabi", Factory: Resolver -> Cat }"#))
        #expect(lines[2].hasSuffix(#"Name: "tabby", Factory: Resolver -> Cat, ObjectScope: graph } (other name)"#))
        #expect(lines[3].hasSuffix("(other name, takes 1 argument, the resolve passed 0)"))
    }

    @Test func saysWhenNothingOfTheRequestedTypeIsRegistered() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        let requested = ServiceKey(serviceType: Zoo.Bird.self, argumentsType: Resolver.self)

        let message = Self.message(for: requested, in: container)

        #expect(message.hasPrefix("Loom: cannot resolve Bird"))
        #expect(message.contains("No registration of Bird exists"))
        #expect(message.contains("2 registrations"))
        #expect(!message.contains("Dog"))
    }

    @Test func includesRegistrationsOfTheParents() {
        let parent = Container()
        parent.register(Zoo.Dog.self, name: "parent") { _ in Zoo.Dog() }
        let child = Container(parent: parent)
        let requested = ServiceKey(serviceType: Zoo.Dog.self, argumentsType: Resolver.self)

        #expect(Self.message(for: requested, in: child).contains(#"Name: "parent""#))
    }

    @Test func mentionsADifferingKeyOption() {
        let container = Container()
        container._register(Zoo.Cat.self, factory: { (_: Resolver) in Zoo.Cat() }, option: Probe.Flavor(taste: "sweet"))
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self)

        let message = Self.message(for: requested, in: container)

        #expect(message.contains("Flavor: sweet"))
        #expect(message.contains("other option"))
    }
}

@Suite("Nearest registrations")
struct NearestRegistrationsTests {
    @Test func aWrongArgumentCountIsNamedAsACount() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: (Resolver, String, Int).self)

        let message = ResolutionFailureReport(key: requested, registrations: container.allRegistrations()).message

        #expect(message.hasSuffix("{ Service: Cat, Factory: (Resolver, String) -> Cat, ObjectScope: graph } "
            + "(takes 1 argument, the resolve passed 2)"))
    }

    @Test func argumentTypeListsSplitOnlyAtTheTopLevel() {
        #expect(ArgumentTypeList(Resolver.self).names == [])
        #expect(ArgumentTypeList((Resolver, Int).self).names == ["Int"])
        #expect(ArgumentTypeList((Resolver, (Int, String), [String: Int], (Int) -> Void).self).names
            == ["(Int, String)", "Dictionary<String, Int>", "(Int) -> ()"])
    }
}
