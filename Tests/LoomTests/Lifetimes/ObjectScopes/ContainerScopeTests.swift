import Testing
@testable import Loom

@Suite("Container scope")
struct ContainerScopeTests {
    @Test func everyResolveGetsTheOneInstance() {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }.inObjectScope(.container)

        let first = container.resolve(Zoo.Dog.self)
        let second = container.resolve(Zoo.Dog.self)

        #expect(first != nil)
        #expect(first === second)
        #expect(calls == 1)
    }

    @Test func theContainerKeepsTheInstanceAlive() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)

        weak let dog = container.resolve(Zoo.Dog.self)

        #expect(dog != nil)
    }

    @Test func anInstanceRegisteredInAParentIsSharedByTheParentAndAllItsChildren() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let first = Container(parent: parent)
        let second = Container(parent: parent)

        let fromFirst = first.resolve(Zoo.Dog.self)

        #expect(fromFirst != nil)
        #expect(second.resolve(Zoo.Dog.self) === fromFirst)
        #expect(parent.resolve(Zoo.Dog.self) === fromFirst)
    }

    @Test func aChildsOwnRegistrationHasItsOwnInstance() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "parent") }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "child") }.inObjectScope(.container)

        let fromChild = child.resolve(Zoo.Dog.self)
        let fromParent = parent.resolve(Zoo.Dog.self)

        #expect(fromChild?.name == "child")
        #expect(fromParent?.name == "parent")
        #expect(child.resolve(Zoo.Dog.self) === fromChild)
    }

    @Test func theSameInstanceIsInjectedEverywhereInAGraph() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register(Household.Pair<Zoo.Dog>.self) { r in
            Household.Pair(first: r.resolve(Zoo.Dog.self)!, second: r.resolve(Zoo.Dog.self)!)
        }

        let pair = child.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
        #expect(pair?.first === parent.resolve(Zoo.Dog.self))
    }

    @Test func eachArgumentListSharesTheOneInstanceOfTheRegistration() {
        let container = Container()
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }.inObjectScope(.container)

        let first = container.resolve(Zoo.Dog.self, argument: "Pochi")
        let second = container.resolve(Zoo.Dog.self, argument: "Shiro")

        #expect(first === second)
        #expect(second?.name == "Pochi")
    }

    @Test func aValueTypeAndAProtocolTypedInstanceComeBackFromTheCacheUnchanged() {
        let container = Container()
        var counts = 0
        container.register(Int.self) { _ in counts += 1; return 42 }.inObjectScope(.container)
        container.register(Zoo.Animal.self) { _ in Zoo.Cat(name: "Mimi") }.inObjectScope(.container)

        #expect(container.resolve(Int.self) == 42)
        #expect(container.resolve(Int.self) == 42)
        #expect(counts == 1)
        let first = container.resolve(Zoo.Animal.self)
        #expect(first?.name == "Mimi")
        #expect(container.resolve(Zoo.Animal.self) as AnyObject === first as AnyObject)
    }

    @Test func permanentStorageKeepsWhatItIsGivenWhateverTheGraph() {
        let storage = PermanentStorage()
        let dog = Zoo.Dog()

        storage.setInstance(dog, inGraph: GraphIdentifier())
        storage.graphResolutionCompleted()

        #expect(storage.instance(inGraph: GraphIdentifier()) as? Zoo.Dog === dog)
        storage.instance = nil
        #expect(storage.instance == nil)
    }
}
