import Testing
@testable import Loom

// Only the structure of `synchronize()`; its thread safety is covered by the concurrency suites.
@Suite("synchronize()")
struct ContainerSynchronizeTests {
    @Test func returnsANewSynchronizedChildContainerOnEveryCall() throws {
        let container = Container()

        let first = try #require(container.synchronize() as? Container)
        let second = try #require(container.synchronize() as? Container)

        #expect(first !== second)
        #expect(first.parent === container)
        #expect(first.synchronized)
        #expect(!container.synchronized)
    }

    @Test func keepsTheDefaultObjectScopeOfTheOriginal() throws {
        let container = Container(defaultObjectScope: .container)

        let synchronized = try #require(container.synchronize() as? Container)

        #expect(synchronized.defaultObjectScope === ObjectScope.container)
    }

    @Test func registrationsMadeLaterOnTheOriginalAreVisibleThroughIt() {
        let container = Container()
        let resolver = container.synchronize()

        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(resolver.resolve(Zoo.Cat.self) != nil)
    }

    @Test func registrationsMadeOnItStayInIt() {
        let container = Container()
        let synchronized = container.synchronize() as! Container

        synchronized.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(synchronized.resolve(Zoo.Dog.self) != nil)
        #expect(container.resolve(Zoo.Dog.self) == nil)
    }

    @Test func sharesTheOriginalsContainerScopedInstances() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let cat = container.resolve(Zoo.Cat.self)

        #expect(container.synchronize().resolve(Zoo.Cat.self) === cat)
        #expect(container.synchronize().resolve(Zoo.Cat.self) === cat)
    }

    @Test func factoriesMayResolveThroughTheSynchronizedResolverReentrantly() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Dog() }
        container.register(Household.Owner.self) { r in Household.Owner(pet: r.resolve(Zoo.Animal.self)) }
        container.register(Household.Visit.self) { r in Household.Visit(owner: r.resolve(Household.Owner.self)!) }

        let visit = container.synchronize().resolve(Household.Visit.self)

        #expect(visit?.owner.pet is Zoo.Dog)
    }
}
