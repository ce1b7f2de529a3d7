import Testing
@testable import Loom

@Suite("Resetting object scopes")
struct ContainerResetObjectScopeTests {
    @Test func resettingAScopeMakesTheNextResolveCreateANewInstance() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let before = container.resolve(Zoo.Cat.self)

        container.resetObjectScope(.container)
        let after = container.resolve(Zoo.Cat.self)

        #expect(before != nil)
        #expect(after !== before)
        #expect(container.resolve(Zoo.Cat.self) === after)
    }

    @Test func resettingAScopeLeavesInstancesOfOtherScopes() {
        let other = ObjectScope(storageFactory: PermanentStorage.init, description: "other")
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(other)
        let cat = container.resolve(Zoo.Cat.self)
        let dog = container.resolve(Zoo.Dog.self)

        container.resetObjectScope(other)

        #expect(container.resolve(Zoo.Cat.self) === cat)
        #expect(container.resolve(Zoo.Dog.self) !== dog)
    }

    @Test func scopesAreMatchedByIdentityNotByDescriptionOrStorage() {
        let first = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let second = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(first)
        let cat = container.resolve(Zoo.Cat.self)

        container.resetObjectScope(second)

        #expect(container.resolve(Zoo.Cat.self) === cat)
    }

    @Test func resettingAScopeOfAnotherTypeThanObjectScopeWorks() {
        let session = Probe.SessionScope()
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(session)
        let cat = container.resolve(Zoo.Cat.self)
        #expect(container.resolve(Zoo.Cat.self) === cat)

        container.resetObjectScope(session)

        #expect(container.resolve(Zoo.Cat.self) !== cat)
    }

    @Test func resettingAChildAlsoResetsItsParents() {
        let grandparent = Container()
        grandparent.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let parent = Container(parent: grandparent)
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let dog = child.resolve(Zoo.Dog.self)
        let cat = child.resolve(Zoo.Cat.self)

        child.resetObjectScope(.container)

        #expect(grandparent.resolve(Zoo.Dog.self) !== dog)
        #expect(parent.resolve(Zoo.Cat.self) !== cat)
    }

    @Test func resettingAParentDoesNotResetItsChildren() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let cat = child.resolve(Zoo.Cat.self)

        parent.resetObjectScope(.container)

        #expect(child.resolve(Zoo.Cat.self) === cat)
    }

    @Test func resettingAServiceTypeResetsOnlyThatType() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let cat = container.resolve(Zoo.Cat.self)
        let dog = container.resolve(Zoo.Dog.self)

        container.resetObjectScope(.container, serviceType: Zoo.Cat.self)

        #expect(container.resolve(Zoo.Cat.self) !== cat)
        #expect(container.resolve(Zoo.Dog.self) === dog)
    }

    @Test func resettingAServiceTypeResetsEveryNameAndArgumentListOfThatType() {
        let container = Container()
        container.register(Zoo.Cat.self, name: "a") { _ in Zoo.Cat() }.inObjectScope(.container)
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }.inObjectScope(.container)
        let named = container.resolve(Zoo.Cat.self, name: "a")
        let withArgument = container.resolve(Zoo.Cat.self, argument: "Tama")

        container.resetObjectScope(.container, serviceType: Zoo.Cat.self)

        #expect(container.resolve(Zoo.Cat.self, name: "a") !== named)
        #expect(container.resolve(Zoo.Cat.self, argument: "Tama") !== withArgument)
    }

    @Test func resettingAServiceTypeChecksTheScope() {
        let other = ObjectScope(storageFactory: PermanentStorage.init, description: "other")
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(other)
        let cat = container.resolve(Zoo.Cat.self)

        container.resetObjectScope(.container, serviceType: Zoo.Cat.self)

        #expect(container.resolve(Zoo.Cat.self) === cat)
    }

    @Test func resettingAServiceTypeAlsoResetsItsForwardedKey() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.container)
            .implements(Zoo.Animal.self)
        let animal = container.resolve(Zoo.Animal.self)

        container.resetObjectScope(.container, serviceType: Zoo.Animal.self)

        #expect(!Probe.same(container.resolve(Zoo.Animal.self), animal))
    }

    @Test func resettingAServiceTypeGoesOnToTheParentWhenTheChildRegistersThatType() {
        let parent = Container()
        parent.register(Zoo.Cat.self, name: "parent") { _ in Zoo.Cat() }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register(Zoo.Cat.self, name: "child") { _ in Zoo.Cat() }.inObjectScope(.container)
        let parentCat = child.resolve(Zoo.Cat.self, name: "parent")

        child.resetObjectScope(.container, serviceType: Zoo.Cat.self)

        #expect(parent.resolve(Zoo.Cat.self, name: "parent") !== parentCat)
    }

    @Test func resettingAServiceTypeStopsAtAChildThatDoesNotRegisterThatType() {
        // Swinject 2.10 returns early when the container has no key of the type, without visiting
        // the parent; Loom keeps that.
        let parent = Container()
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let cat = child.resolve(Zoo.Cat.self)

        child.resetObjectScope(.container, serviceType: Zoo.Cat.self)

        #expect(parent.resolve(Zoo.Cat.self) === cat)
    }

    @Test func resettingAServiceTypeAcceptsAScopeOfAnotherTypeThanObjectScope() {
        let session = Probe.SessionScope()
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(session)
        let cat = container.resolve(Zoo.Cat.self)

        container.resetObjectScope(session, serviceType: Zoo.Cat.self)

        #expect(container.resolve(Zoo.Cat.self) !== cat)
    }

    @Test func resettingBeforeAnythingWasResolvedIsHarmless() {
        let container = Container()
        var calls = 0
        Zoo.registerCat(in: container) { calls += 1 }.inObjectScope(.container)

        container.resetObjectScope(.container)
        container.resetObjectScope(.container, serviceType: Zoo.Cat.self)
        let cat = container.resolve(Zoo.Cat.self)

        #expect(container.resolve(Zoo.Cat.self) === cat)
        #expect(calls == 1)
    }
}
