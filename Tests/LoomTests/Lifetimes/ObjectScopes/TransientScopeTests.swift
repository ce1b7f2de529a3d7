import Testing
@testable import Loom

@Suite("Transient scope")
struct TransientScopeTests {
    @Test func everyResolveCreatesANewInstance() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.transient)

        let first = container.resolve(Zoo.Dog.self)
        let second = container.resolve(Zoo.Dog.self)

        #expect(first != nil)
        #expect(first !== second)
    }

    @Test func everyResolveWithinOneGraphCreatesANewInstanceToo() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.transient)
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            Household.Pair(first: r.resolve(Zoo.Dog.self)!, second: r.resolve(Zoo.Dog.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair != nil)
        #expect(pair?.first !== pair?.second)
    }

    @Test func theContainerKeepsNoReferenceToATransientInstance() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.transient)

        weak let dog = container.resolve(Zoo.Dog.self)

        #expect(dog == nil)
    }

    @Test func transientStorageNeverKeepsAnInstance() {
        let storage = TransientStorage()

        storage.instance = Zoo.Dog()
        storage.setInstance(Zoo.Dog(), inGraph: GraphIdentifier())

        #expect(storage.instance == nil)
        #expect(storage.instance(inGraph: GraphIdentifier()) == nil)
    }
}
