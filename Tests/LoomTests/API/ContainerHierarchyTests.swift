import Testing
@testable import Loom

@Suite("Parent and child containers")
struct ContainerHierarchyTests {
    @Test func aChildResolvesRegistrationsOfItsParentAndGrandparent() {
        let grandparent = Container()
        grandparent.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let parent = Container(parent: grandparent)
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)

        #expect(child.resolve(Zoo.Dog.self) != nil)
        #expect(child.resolve(Zoo.Cat.self) != nil)
    }

    @Test func aParentDoesNotResolveRegistrationsOfItsChild() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(parent.resolve(Zoo.Cat.self) == nil)
    }

    @Test func childRegistrationShadowsParentRegistration() {
        let parent = Container()
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)
        child.register(Zoo.Animal.self) { _ in Zoo.Dog() }

        #expect(child.resolve(Zoo.Animal.self) is Zoo.Dog)
        #expect(parent.resolve(Zoo.Animal.self) is Zoo.Cat)
    }

    @Test func aChildRegistrationUnderAnotherNameDoesNotShadowTheParents() {
        let parent = Container()
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)
        child.register(Zoo.Animal.self, name: "dog") { _ in Zoo.Dog() }

        #expect(child.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(child.resolve(Zoo.Animal.self, name: "dog") is Zoo.Dog)
    }

    @Test func registrationsAddedToTheParentLaterAreVisibleThroughTheChild() {
        let parent = Container()
        let child = Container(parent: parent)

        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(child.resolve(Zoo.Cat.self) != nil)
    }

    @Test func theFactoryReceivesTheContainerOnWhichResolveWasCalled() {
        let parent = Container()
        var received: [Resolver] = []
        parent.register(Zoo.Cat.self) { r in
            received.append(r)
            return Zoo.Cat()
        }
        let child = Container(parent: parent)

        _ = parent.resolve(Zoo.Cat.self)
        _ = child.resolve(Zoo.Cat.self)

        #expect(received.count == 2)
        #expect(received.first as? Container === parent)
        #expect(received.last as? Container === child)
    }

    @Test func theFactoryWithArgumentsReceivesTheResolvingChildToo() {
        let parent = Container()
        var received: Resolver?
        parent.register(Zoo.Cat.self) { (r, name: String) in
            received = r
            return Zoo.Cat(name: name)
        }
        let child = Container(parent: parent)

        _ = child.resolve(Zoo.Cat.self, argument: "Tama")

        #expect(received as? Container === child)
    }

    @Test func aParentRegistrationResolvedThroughAChildSeesTheChildsOverridesOfItsDependencies() {
        let parent = Container()
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        parent.register(Household.Owner.self) { r in Household.Owner(pet: r.resolve(Zoo.Animal.self)) }
        let child = Container(parent: parent)
        child.register(Zoo.Animal.self) { _ in Zoo.Dog() }

        #expect(child.resolve(Household.Owner.self)?.pet is Zoo.Dog)
        #expect(parent.resolve(Household.Owner.self)?.pet is Zoo.Cat)
    }

    @Test func siblingsDoNotSeeEachOthersRegistrations() {
        let parent = Container()
        let first = Container(parent: parent)
        let second = Container(parent: parent)
        first.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(second.resolve(Zoo.Cat.self) == nil)
    }

    @Test func graphScopedInstancesResolvedThroughAChildAreReleasedAfterTheResolution() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let child = Container(parent: parent)

        weak let dog = child.resolve(Zoo.Dog.self)

        #expect(dog == nil)
    }

    @Test func aParentAndItsChildShareOneObjectGraphDuringAResolution() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let child = Container(parent: parent)
        var graphs: [GraphIdentifier?] = []
        child.register(Household.Pair<Zoo.Dog>.self) { r in
            graphs.append(child.currentObjectGraph)
            graphs.append(parent.currentObjectGraph)
            // Resolving through the parent from inside the child's resolution stays in the same graph.
            return Household.Pair(first: r.resolve(Zoo.Dog.self)!, second: parent.resolve(Zoo.Dog.self)!)
        }

        let pair = child.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
        #expect(graphs.count == 2)
        #expect(graphs[0] != nil)
        #expect(graphs[0] == graphs[1])
    }
}
