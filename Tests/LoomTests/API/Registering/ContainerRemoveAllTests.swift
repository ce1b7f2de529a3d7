import Testing
@testable import Loom

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
