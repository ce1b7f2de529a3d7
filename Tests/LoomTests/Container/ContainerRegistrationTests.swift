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

@Suite("Removing registrations")
struct ContainerRemoveAllTests {
    @Test func removeAllRemovesEveryOwnRegistration() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "dog") { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }

        container.removeAll()

        #expect(container.resolve(Zoo.Animal.self) == nil)
        #expect(container.resolve(Zoo.Animal.self, name: "dog") == nil)
        #expect(container.resolve(Zoo.Cat.self, argument: "Tama") == nil)
        #expect(container.description == "[\n]")
    }

    @Test func removeAllOnAChildLeavesTheParentsRegistrations() {
        let parent = Container()
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)
        child.register(Zoo.Animal.self) { _ in Zoo.Dog() }

        child.removeAll()

        #expect(child.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(parent.resolve(Zoo.Animal.self) is Zoo.Cat)
    }

    @Test func removeAllOnAParentDoesNotRemoveTheChildsRegistrations() {
        let parent = Container()
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)
        child.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        parent.removeAll()

        #expect(child.resolve(Zoo.Dog.self) != nil)
        #expect(child.resolve(Zoo.Animal.self) == nil)
    }

    @Test func aLazyResolvedBeforeRemoveAllStillCreatesItsServiceAfterwards() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat(name: "Kept") }
        let lazy = container.resolve(Lazy<Zoo.Cat>.self)

        container.removeAll()

        #expect(lazy?.instance.name == "Kept")
        #expect(container.resolve(Zoo.Cat.self) == nil)
    }

    @Test func aContainerScopedInstanceIsNotSharedWithARegistrationMadeAfterRemoveAll() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let before = container.resolve(Zoo.Cat.self)

        container.removeAll()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)

        #expect(container.resolve(Zoo.Cat.self) !== before)
    }

    @Test func registeringAfterRemoveAllWorks() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.removeAll()

        container.register(Zoo.Animal.self) { _ in Zoo.Dog() }

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Dog)
    }
}

@Suite("Asking whether something is registered")
struct ContainerHasAnyRegistrationTests {
    @Test func isFalseForAnEmptyContainer() {
        #expect(!Container().hasAnyRegistration(of: Zoo.Animal.self))
    }

    @Test func isTrueForARegisteredType() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        #expect(container.hasAnyRegistration(of: Zoo.Animal.self))
        #expect(!container.hasAnyRegistration(of: Zoo.Cat.self))
    }

    @Test func ignoresTheArgumentTypesOfTheRegistration() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal, nickname: String) in
            Household.Owner(pet: pet, nickname: nickname)
        }

        #expect(container.hasAnyRegistration(of: Household.Owner.self))
    }

    @Test func matchesTheNameExactlyTellingNilAndEmptyApart() {
        let container = Container()
        container.register(Zoo.Animal.self, name: "cat") { _ in Zoo.Cat() }
        container.register(Zoo.Dog.self, name: "") { _ in Zoo.Dog() }

        #expect(container.hasAnyRegistration(of: Zoo.Animal.self, name: "cat"))
        #expect(!container.hasAnyRegistration(of: Zoo.Animal.self))
        #expect(!container.hasAnyRegistration(of: Zoo.Animal.self, name: "dog"))
        #expect(container.hasAnyRegistration(of: Zoo.Dog.self, name: ""))
        #expect(!container.hasAnyRegistration(of: Zoo.Dog.self, name: nil))
    }

    @Test func seesRegistrationsOfTheParentsButNotOfTheChildren() {
        let grandparent = Container()
        grandparent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let parent = Container(parent: grandparent)
        let child = Container(parent: parent)
        child.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(child.hasAnyRegistration(of: Zoo.Animal.self))
        #expect(!parent.hasAnyRegistration(of: Zoo.Dog.self))
    }

    @Test func seesForwardedTypes() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Pet.self)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.implements(Zoo.Animal.self, name: "dog")

        #expect(container.hasAnyRegistration(of: Zoo.Pet.self))
        #expect(container.hasAnyRegistration(of: Zoo.Animal.self, name: "dog"))
        #expect(!container.hasAnyRegistration(of: Zoo.Animal.self))
    }

    @Test func isFalseAfterRemoveAll() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        container.removeAll()

        #expect(!container.hasAnyRegistration(of: Zoo.Animal.self))
    }
}
