import Testing
@testable import Loom

@Suite("Registering and resolving")
struct ContainerRegistrationTests {
    @Test func resolvesWhatTheFactoryOfTheRegisteredTypeCreates() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat(name: "Tama") }

        let animal = container.resolve(Zoo.Animal.self)

        #expect(animal is Zoo.Cat)
        #expect(animal?.name == "Tama")
    }

    @Test func resolvesNilForATypeThatIsNotRegistered() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(container.resolve(Zoo.Dog.self) == nil)
        #expect(container.resolve(Zoo.Animal.self) == nil)
    }

    @Test func registeringASubclassDoesNotRegisterItsBaseClass() {
        let container = Container()
        container.register(Zoo.Parrot.self) { _ in Zoo.Parrot() }

        #expect(container.resolve(Zoo.Bird.self) == nil)
        #expect(container.resolve(Zoo.Parrot.self) != nil)
    }

    @Test func aRegistrationCanReturnAnInstanceOfASubclassOfItsServiceType() {
        let container = Container()
        container.register(Zoo.Bird.self) { _ in Zoo.Parrot(name: "Polly") }

        let bird = container.resolve(Zoo.Bird.self)

        #expect(bird is Zoo.Parrot)
        #expect(bird?.name == "Polly")
    }

    @Test func resolvesTheRegistrationWithTheRequestedName() {
        let container = Container()
        container.register(Zoo.Animal.self, name: "cat") { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "dog") { _ in Zoo.Dog() }

        #expect(container.resolve(Zoo.Animal.self, name: "cat") is Zoo.Cat)
        #expect(container.resolve(Zoo.Animal.self, name: "dog") is Zoo.Dog)
        #expect(container.resolve(Zoo.Animal.self, name: "bird") == nil)
        #expect(container.resolve(Zoo.Animal.self) == nil)
    }

    @Test func anUnnamedRegistrationIsNotFoundUnderAName() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        #expect(container.resolve(Zoo.Animal.self, name: "cat") == nil)
        #expect(container.resolve(Zoo.Animal.self, name: nil) is Zoo.Cat)
    }

    @Test func aNilNameAndAnEmptyNameAreDifferentRegistrations() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "") { _ in Zoo.Dog() }

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(container.resolve(Zoo.Animal.self, name: "") is Zoo.Dog)
    }

    @Test func anEmptyNameDoesNotFindAnUnnamedRegistration() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        #expect(container.resolve(Zoo.Animal.self, name: "") == nil)
    }

    @Test func registeringTheSameTypeAndNameAgainReplacesTheEarlierRegistration() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "pet") { _ in Zoo.Cat() }

        container.register(Zoo.Animal.self) { _ in Zoo.Dog() }
        container.register(Zoo.Animal.self, name: "pet") { _ in Zoo.Dog(name: "Pochi") }

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Dog)
        #expect(container.resolve(Zoo.Animal.self, name: "pet")?.name == "Pochi")
        #expect(container.description.split(separator: "\n").count == 4)  // brackets and two lines
    }

    @Test func registeringWithOtherArgumentTypesAddsARegistrationInsteadOfReplacing() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self) { (_, name: String) in Zoo.Dog(name: name) }

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(container.resolve(Zoo.Animal.self, argument: "Pochi") is Zoo.Dog)
    }

    @Test func theFactoryRunsOnResolveNotOnRegister() {
        let container = Container()
        var calls = 0
        Zoo.registerCat(in: container) { calls += 1 }
        #expect(calls == 0)

        _ = container.resolve(Zoo.Cat.self)

        #expect(calls == 1)
    }

    @Test func configuringTheReturnedEntryConfiguresTheStoredRegistration() {
        let container = Container()
        let entry = container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        entry.inObjectScope(.container)

        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
        #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Zoo.Cat.self))
        #expect(ObjectIdentifier(entry.argumentsType) == ObjectIdentifier(Resolver.self))
    }

    @Test func factoriesResolveTheirDependenciesFromTheResolverTheyReceive() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Dog(name: "Shiro") }
        container.register(Household.Owner.self) { r in Household.Owner(pet: r.resolve(Zoo.Animal.self)) }
        container.register(Household.Visit.self) { r in Household.Visit(owner: r.resolve(Household.Owner.self)!) }

        let visit = container.resolve(Household.Visit.self)

        #expect(visit?.owner.pet?.name == "Shiro")
    }

    @Test func registeringInsideAFactoryWorksAndIsVisibleAfterwards() {
        let container = Container()
        container.register(Zoo.Cat.self) { r in
            (r as? Container)?.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "Late") }
            return Zoo.Cat()
        }

        _ = container.resolve(Zoo.Cat.self)

        #expect(container.resolve(Zoo.Dog.self)?.name == "Late")
    }

    @Test func theRegisteringClosureOfTheInitializerRegistersIntoTheNewContainer() {
        var seen: Container?
        let container = Container { c in
            seen = c
            c.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        }

        #expect(seen === container)
        #expect(container.resolve(Zoo.Animal.self) is Zoo.Cat)
    }
}
