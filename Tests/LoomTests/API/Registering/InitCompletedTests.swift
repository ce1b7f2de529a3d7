import Testing
@testable import Loom

@Suite("initCompleted")
struct InitCompletedTests {
    @Test func runsOnTheInstanceTheResolveReturns() {
        let container = Container()
        var completed: Zoo.Cat?
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .initCompleted { _, cat in completed = cat }

        let cat = container.resolve(Zoo.Cat.self)

        #expect(completed != nil)
        #expect(completed === cat)
    }

    @Test func runsAfterTheFactoryAndClosuresRunInTheOrderTheyWereAdded() {
        let journal = Probe.Journal()
        let container = Container()
        container.register(Zoo.Cat.self) { _ in
            journal.write("factory")
            return Zoo.Cat()
        }
        .initCompleted { _, _ in journal.write("first") }
        .initCompleted { _, _ in journal.write("second") }
        .initCompleted { _, _ in journal.write("third") }

        _ = container.resolve(Zoo.Cat.self)

        #expect(journal.entries == ["factory", "first", "second", "third"])
    }

    @Test func runsOncePerNewInstance() {
        let container = Container()
        var runs = 0
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.transient)
            .initCompleted { _, _ in runs += 1 }

        for _ in 0..<3 { _ = container.resolve(Zoo.Cat.self) }

        #expect(runs == 3)
    }

    @Test(arguments: [ObjectScope.container, .weak, .graph])
    func doesNotRunWhenTheScopeHandsBackAnExistingInstance(scope: ObjectScope) {
        let container = Container()
        var runs = 0
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(scope)
            .initCompleted { _, _ in runs += 1 }
        container.register(Household.Pair<Zoo.Cat>.self) { r in
            Household.Pair(first: r.resolve(Zoo.Cat.self)!, second: r.resolve(Zoo.Cat.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Cat>.self)

        #expect(pair?.first === pair?.second)
        #expect(runs == 1)
    }

    @Test func doesNotRunAgainForAContainerScopedInstanceAcrossResolves() {
        let container = Container()
        var runs = 0
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.container)
            .initCompleted { _, _ in runs += 1 }

        for _ in 0..<3 { _ = container.resolve(Zoo.Cat.self) }

        #expect(runs == 1)
    }

    @Test func receivesTheContainerOnWhichResolveWasCalled() {
        let parent = Container()
        var received: [Resolver] = []
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .initCompleted { r, _ in received.append(r) }
        let child = Container(parent: parent)

        _ = parent.resolve(Zoo.Cat.self)
        _ = child.resolve(Zoo.Cat.self)

        #expect(received.count == 2)
        #expect(received.first as? Container === parent)
        #expect(received.last as? Container === child)
    }

    @Test func canInjectPropertiesThroughTheResolverItReceives() {
        let container = Container()
        container.register(Ring.Gamma.self) { _ in Ring.Gamma() }
            .initCompleted { r, gamma in gamma.delta = r.resolve(Ring.Delta.self) }
        container.register(Ring.Delta.self) { _ in Ring.Delta() }

        #expect(container.resolve(Ring.Gamma.self)?.delta != nil)
    }

    @Test func runsForInstancesCreatedWithArguments() {
        let container = Container()
        var names: [String] = []
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }
            .initCompleted { _, cat in names.append(cat.name) }

        _ = container.resolve(Zoo.Cat.self, argument: "Tama")
        _ = container.resolve(Zoo.Cat.self, argument: "Kuro")

        #expect(names == ["Tama", "Kuro"])
    }

    @Test func closuresAddedAfterTheFirstResolveRunForLaterInstances() {
        let container = Container()
        var runs: [String] = []
        let entry = container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.transient)
            .initCompleted { _, _ in runs.append("early") }
        _ = container.resolve(Zoo.Cat.self)

        entry.initCompleted { _, _ in runs.append("late") }
        _ = container.resolve(Zoo.Cat.self)

        #expect(runs == ["early", "early", "late"])
    }

    @Test func aNestedResolveInsideInitCompletedSharesTheGraph() {
        let container = Container()
        var fromInitCompleted: Zoo.Dog?
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            let dog = r.resolve(Zoo.Dog.self)!
            return Household.Pair(first: dog, second: dog)
        }
        .initCompleted { r, _ in fromInitCompleted = r.resolve(Zoo.Dog.self) }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(fromInitCompleted === pair?.first)
    }
}
