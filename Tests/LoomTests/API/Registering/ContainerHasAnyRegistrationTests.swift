import Testing
@testable import Loom

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
