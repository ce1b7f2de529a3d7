import Testing
@testable import Loom

@Suite("Provider")
struct ProviderTests {
    @Test func isNilWhenTheServiceIsNotRegistered() {
        let container = Container()

        #expect(container.resolve(Provider<Zoo.Dog>.self) == nil)
    }

    @Test func createsNothingUntilTheInstanceIsRead() {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }

        let provider = container.resolve(Provider<Zoo.Dog>.self)
        #expect(provider != nil)
        #expect(calls == 0)

        _ = provider?.instance
        #expect(calls == 1)
    }

    @Test(arguments: [ObjectScope.transient, .graph])
    func eachReadOutsideAResolutionIsANewInstance(scope: ObjectScope) throws {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(scope)
        let provider = try #require(container.resolve(Provider<Zoo.Dog>.self))

        let first = provider.instance
        let second = provider.instance

        #expect(first !== second)
    }

    @Test func aContainerScopedServiceIsTheOneInstanceOnEveryRead() throws {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let provider = try #require(container.resolve(Provider<Zoo.Dog>.self))

        #expect(provider.instance === provider.instance)
        #expect(provider.instance === container.resolve(Zoo.Dog.self))
    }

    @Test func readsDuringAResolutionJoinItsGraph() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        var direct: Zoo.Dog?
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            let provider = r.resolve(Provider<Zoo.Dog>.self)!
            direct = r.resolve(Zoo.Dog.self)
            return Household.Pair(first: provider.instance, second: provider.instance)
        }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
        #expect(pair?.first === direct)
    }

    @Test func readsAfterTheResolutionThatCreatedItAreNewGraphs() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Household.WithProvider<Zoo.Dog>.self) { r in
            Household.WithProvider(direct: r.resolve(Zoo.Dog.self)!, provider: r.resolve(Provider<Zoo.Dog>.self)!)
        }

        let holder = container.resolve(Household.WithProvider<Zoo.Dog>.self)

        #expect(holder?.provider.instance !== holder?.direct)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func usesTheRegistrationWithTheSameNameAndArguments() {
        let container = Container()
        container.register(Zoo.Dog.self, name: "named") { (_, name: String) in Zoo.Dog(name: name) }

        #expect(container.resolve(Provider<Zoo.Dog>.self, name: "named", argument: "Pochi")?.instance.name == "Pochi")
        #expect(container.resolve(Provider<Zoo.Dog>.self, name: "other", argument: "Pochi") == nil)
        #expect(container.resolve(Provider<Zoo.Dog>.self, argument: "Pochi") == nil)
        #expect(container.resolve(Provider<Zoo.Dog>.self, name: "named") == nil)
    }

    @Test func replaysTheArgumentsOnEveryRead() throws {
        let container = Container()
        var calls = 0
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in
            calls += 1
            return Zoo.Cat(name: name, isSleeping: sleeping)
        }
        let provider = try #require(container.resolve(Provider<Zoo.Cat>.self, arguments: "Tama", true))

        let cats = [provider.instance, provider.instance]

        #expect(cats.map(\.name) == ["Tama", "Tama"])
        #expect(cats.allSatisfy { $0.isSleeping })
        #expect(calls == 2)
    }

    @Test func aProvidedCycleGetsItsOwnGraph() {
        let container = Container()
        container.register(Ring.Alpha.self) { r in Ring.Alpha(beta: r.resolve(Ring.Beta.self)!) }
        Ring.registerBetaWithAlphaSetInInitCompleted(in: container)

        let alpha = container.resolve(Provider<Ring.Alpha>.self)?.instance

        #expect(alpha?.beta?.alpha === alpha)
    }
}
