import Testing
@testable import Loom

@Suite("Lazy")
struct LazyTests {
    @Test func isNilWhenTheServiceIsNotRegistered() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(container.resolve(Lazy<Zoo.Dog>.self) == nil)
    }

    @Test func createsNothingUntilTheInstanceIsRead() {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }

        let lazy = container.resolve(Lazy<Zoo.Dog>.self)
        #expect(lazy != nil)
        #expect(calls == 0)

        _ = lazy?.instance
        #expect(calls == 1)
    }

    @Test(arguments: [ObjectScope.transient, .graph, .container, .weak])
    func keepsTheFirstInstanceForeverWhateverTheScope(scope: ObjectScope) throws {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }.inObjectScope(scope)
        let lazy = try #require(container.resolve(Lazy<Zoo.Dog>.self))

        let first = lazy.instance
        let second = lazy.instance

        #expect(first === second)
        #expect(calls == 1)
    }

    @Test func usesTheRegistrationWithTheSameName() {
        let container = Container()
        container.register(Zoo.Animal.self, name: "cat") { _ in Zoo.Cat() }

        #expect(container.resolve(Lazy<Zoo.Animal>.self, name: "cat")?.instance is Zoo.Cat)
        #expect(container.resolve(Lazy<Zoo.Animal>.self, name: "dog") == nil)
        #expect(container.resolve(Lazy<Zoo.Animal>.self) == nil)
    }

    @Test func replaysTheArgumentsItWasResolvedWith() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in Zoo.Cat(name: name, isSleeping: sleeping) }
        container.register(Zoo.Dog.self, name: "named") { (_, name: String) in Zoo.Dog(name: name) }

        let cat = container.resolve(Lazy<Zoo.Cat>.self, arguments: "Tama", true)?.instance
        let dog = container.resolve(Lazy<Zoo.Dog>.self, name: "named", argument: "Pochi")?.instance

        #expect(cat?.name == "Tama")
        #expect(cat?.isSleeping == true)
        #expect(dog?.name == "Pochi")
        #expect(container.resolve(Lazy<Zoo.Cat>.self, argument: "Tama") == nil)
    }

    @Test func sharesGraphInstancesWithTheGraphThatCreatedIt() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        Household.registerWithLazy(Zoo.Dog.self, in: container)

        let holder = container.resolve(Household.WithLazy<Zoo.Dog>.self)
        _ = container.resolve(Zoo.Dog.self)  // another graph in between

        #expect(holder?.lazy.instance === holder?.direct)
    }

    @Test func aTransientServiceReadLazilyIsANewInstance() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.transient)
        Household.registerWithLazy(Zoo.Dog.self, in: container)

        let holder = container.resolve(Household.WithLazy<Zoo.Dog>.self)

        #expect(holder?.lazy.instance !== holder?.direct)
    }

    @Test func aContainerScopedServiceReadLazilyIsTheSingleton() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)

        let lazy = container.resolve(Lazy<Zoo.Dog>.self)

        #expect(lazy?.instance === container.resolve(Zoo.Dog.self))
    }

    @Test func readingItInsideAnotherResolutionResolvesInItsOwnGraphAndPutsTheOtherGraphBack() throws {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        Household.registerWithLazy(Zoo.Dog.self, in: container)
        let holder = try #require(container.resolve(Household.WithLazy<Zoo.Dog>.self))
        var before: GraphIdentifier?
        var after: GraphIdentifier?
        var lazyDog: Zoo.Dog?
        var otherDog: Zoo.Dog?
        container.register(Zoo.Cat.self) { r in
            let c = r as! Container
            before = c.currentObjectGraph
            lazyDog = holder.lazy.instance
            after = c.currentObjectGraph
            otherDog = r.resolve(Zoo.Dog.self)
            return Zoo.Cat()
        }

        _ = container.resolve(Zoo.Cat.self)

        #expect(before != nil)
        #expect(after == before)
        #expect(lazyDog === holder.direct)
        #expect(otherDog != nil)
        #expect(otherDog !== lazyDog)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func aLazyResolvedOutsideAnyResolutionJoinsTheGraphItIsFirstReadIn() throws {
        // It has no graph of its own to go back to, so, as in Swinject, it uses the current one.
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let lazy = try #require(container.resolve(Lazy<Zoo.Dog>.self))
        var dogs: [Zoo.Dog] = []
        container.register(Zoo.Cat.self) { r in
            dogs = [lazy.instance, r.resolve(Zoo.Dog.self)!]
            return Zoo.Cat()
        }

        _ = container.resolve(Zoo.Cat.self)

        #expect(dogs.count == 2)
        #expect(dogs.first === dogs.last)
    }

    @Test func readingItOutsideAResolutionLeavesNoGraphBehind() throws {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let lazy = try #require(container.resolve(Lazy<Zoo.Dog>.self))

        _ = lazy.instance

        #expect(container.currentObjectGraph == nil)
    }

    @Test func resolvesThroughAChildContainer() {
        let parent = Container()
        parent.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "Pochi") }
        let child = Container(parent: parent)

        #expect(child.resolve(Lazy<Zoo.Dog>.self)?.instance.name == "Pochi")
    }

    @Test func aCycleThroughALazyResolvesToTheSameInstances() {
        let container = Container()
        container.register(Ring.Alpha.self) { r in
            Ring.Alpha(beta: r.resolve(Ring.Beta.self)!)
        }
        container.register(Ring.Beta.self) { _ in Ring.Beta() }
        Household.registerWithLazy(Ring.Alpha.self, in: container)

        let holder = container.resolve(Household.WithLazy<Ring.Alpha>.self)

        #expect(holder?.lazy.instance === holder?.direct)
        #expect(holder?.lazy.instance.beta === holder?.direct.beta)
    }

    @Test func aLazyResolvedThroughTheUnderscoredExtensionPointReplaysTheInvoker() throws {
        let container = Container()
        var calls = 0
        container.register(Zoo.Dog.self) { (_, name: String) in
            calls += 1
            return Zoo.Dog(name: name)
        }

        let lazy: Lazy<Zoo.Dog>? = container._resolve(name: nil) { (factory: ((Resolver, String)) -> Any) in
            factory((container, "Invoked"))
        }

        let resolved = try #require(lazy)
        #expect(calls == 0)
        #expect(resolved.instance.name == "Invoked")
        #expect(calls == 1)
    }

    // Swinject's resolve captures the container in the invoker the wrapper keeps, so a Lazy keeps its
    // container alive; Loom's replayed arguments hold it the same way.
    @Test func aLazyKeepsWorkingAfterEveryOtherReferenceToItsContainerIsGone() throws {
        var lazy: Lazy<Zoo.Dog>?
        do {
            let container = Container()
            container.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "Kept") }
            lazy = container.resolve(Lazy<Zoo.Dog>.self)
        }

        #expect(try #require(lazy).instance.name == "Kept")
    }
}
