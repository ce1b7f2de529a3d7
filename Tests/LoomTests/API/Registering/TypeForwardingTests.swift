import Testing
@testable import Loom

@Suite("Type forwarding")
struct TypeForwardingTests {
    @Test func implementsMakesTheRegistrationAnswerForTheForwardedType() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat(name: "Tama") }.implements(Zoo.Animal.self)

        #expect(container.resolve(Zoo.Animal.self)?.name == "Tama")
        #expect(container.resolve(Zoo.Cat.self)?.name == "Tama")
    }

    @Test func implementsWithANameAnswersOnlyUnderThatName() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self, name: "kitty")

        #expect(container.resolve(Zoo.Animal.self, name: "kitty") is Zoo.Cat)
        #expect(container.resolve(Zoo.Animal.self) == nil)
        #expect(container.resolve(Zoo.Animal.self, name: "tabby") == nil)
    }

    @Test func theForwardedTypeDoesNotTakeTheNameOfTheRegistration() {
        let container = Container()
        container.register(Zoo.Cat.self, name: "tabby") { _ in Zoo.Cat() }.implements(Zoo.Animal.self)

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(container.resolve(Zoo.Animal.self, name: "tabby") == nil)
    }

    @Test func severalImplementsCallsAddUp() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .implements(Zoo.Animal.self, name: "one")
            .implements(Zoo.Animal.self, name: "two")
            .implements(Zoo.Pet.self)

        #expect(container.resolve(Zoo.Animal.self, name: "one") != nil)
        #expect(container.resolve(Zoo.Animal.self, name: "two") != nil)
        #expect(container.resolve(Zoo.Pet.self) != nil)
    }

    /// Resolvers for every type `Cat` can be forwarded to, in the order `forward(arity:)` uses them.
    private static var probes: [(Container) -> Any?] {
        [
            { $0.resolve(Zoo.Animal.self) },
            { $0.resolve(Zoo.Pet.self) },
            { $0.resolve(Zoo.Climber.self) },
            { $0.resolve(Zoo.Hunter.self) },
            { $0.resolve(Zoo.Sleeper.self) },
            { $0.resolve(Zoo.Purrer.self) },
            { $0.resolve(Zoo.Groomer.self) },
            { $0.resolve(Zoo.Jumper.self) },
            { $0.resolve(Zoo.Stalker.self) },
        ]
    }

    private static func forward(arity: Int, from entry: ServiceEntry<Zoo.Cat>) {
        switch arity {
        case 2:
            entry.implements(Zoo.Animal.self, Zoo.Pet.self)
        case 3:
            entry.implements(Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self)
        case 4:
            entry.implements(Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self)
        case 5:
            entry.implements(Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self, Zoo.Sleeper.self)
        case 6:
            entry.implements(
                Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self, Zoo.Sleeper.self, Zoo.Purrer.self
            )
        case 7:
            entry.implements(
                Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self, Zoo.Sleeper.self, Zoo.Purrer.self,
                Zoo.Groomer.self
            )
        case 8:
            entry.implements(
                Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self, Zoo.Sleeper.self, Zoo.Purrer.self,
                Zoo.Groomer.self, Zoo.Jumper.self
            )
        case 9:
            entry.implements(
                Zoo.Animal.self, Zoo.Pet.self, Zoo.Climber.self, Zoo.Hunter.self, Zoo.Sleeper.self, Zoo.Purrer.self,
                Zoo.Groomer.self, Zoo.Jumper.self, Zoo.Stalker.self
            )
        default:
            Issue.record("no forwarding sample of arity \(arity)")
        }
    }

    @Test(arguments: 2...9)
    func implementsForwardsEveryTypeItIsGivenToTheOneInstance(arity: Int) {
        let container = Container()
        let cat = Zoo.Cat()
        let entry = container.register(Zoo.Cat.self) { _ in cat }
        Self.forward(arity: arity, from: entry)

        let resolved = Self.probes.map { $0(container) }

        for (index, instance) in resolved.enumerated() {
            if index < arity {
                #expect(Probe.same(instance, cat), "forwarded type \(index + 1)")
            } else {
                #expect(instance == nil, "type \(index + 1) was not forwarded")
            }
        }
    }

    @Test func forwardMakesATypeResolveThroughAnExistingRegistration() {
        let container = Container()
        let dog = container.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "Pochi") }

        container.forward(Zoo.Animal.self, to: dog)
        container.forward(Zoo.Pet.self, name: "pet", to: dog)

        #expect(container.resolve(Zoo.Animal.self)?.name == "Pochi")
        #expect(container.resolve(Zoo.Pet.self, name: "pet") is Zoo.Dog)
        #expect(container.resolve(Zoo.Pet.self) == nil)
    }

    @Test func aForwardedRegistrationKeepsItsArgumentTypes() {
        let container = Container()
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }.implements(Zoo.Animal.self)

        #expect(container.resolve(Zoo.Animal.self, argument: "Tama")?.name == "Tama")
        #expect(container.resolve(Zoo.Animal.self) == nil)
    }

    @Test func aForwardedTypeIsResolvedEvenWhenOnlyTheFactorysResultConformsToIt() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }.implements(Zoo.Purrer.self)

        #expect(container.resolve(Zoo.Purrer.self) is Zoo.Cat)
    }

    @Test func forwardingToATypeTheInstanceDoesNotConformToResolvesNilAfterRunningTheFactory() {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }.implements(Zoo.Climber.self)

        #expect(container.resolve(Zoo.Climber.self) == nil)
        #expect(calls == 1)
    }

    @Test func aForwardedTypeSharesTheScopeAndInstanceOfTheRegistration() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.container)
            .implements(Zoo.Animal.self, Zoo.Pet.self)

        let cat = container.resolve(Zoo.Cat.self)

        #expect(Probe.same(container.resolve(Zoo.Animal.self), cat))
        #expect(Probe.same(container.resolve(Zoo.Pet.self), cat))
    }

    @Test func aForwardedTypeSharesTheGraphInstanceWithinOneResolution() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self)
        container.register(Household.Pair<Zoo.Animal>.self) { r in
            Household.Pair(first: r.resolve(Zoo.Cat.self)!, second: r.resolve(Zoo.Animal.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Animal>.self)

        #expect(Probe.same(pair?.first, pair?.second))
    }

    @Test func aForwardedTypeRunsTheInitCompletedClosuresOfTheRegistration() {
        let container = Container()
        var completed: [String] = []
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.transient)
            .initCompleted { _, cat in completed.append(cat.name) }
            .implements(Zoo.Animal.self)

        _ = container.resolve(Zoo.Animal.self)
        _ = container.resolve(Zoo.Cat.self)

        #expect(completed == ["Mimi", "Mimi"])
    }

    @Test func forwardedTypesAreVisibleFromChildContainers() {
        let parent = Container()
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self)
        let child = Container(parent: parent)

        #expect(child.resolve(Zoo.Animal.self) is Zoo.Cat)
    }

    @Test func implementsAfterTheContainerIsGoneDoesNothing() {
        var entry: ServiceEntry<Zoo.Cat>?
        do {
            let container = Container()
            entry = container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        }

        let returned = entry?.implements(Zoo.Animal.self)

        #expect(returned === entry)
    }

    @Test func anOptionalOfAForwardedTypeResolvesToTheInstance() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self)

        let optional = container.resolve(Zoo.Animal?.self)

        #expect((optional ?? nil) is Zoo.Cat)
    }

    @Test func anOptionalOfAForwardedTypeUnderAnotherNameIsSomeNil() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self, name: "kitty")

        let wrongName = container.resolve(Zoo.Animal?.self, name: "tabby")
        let rightName = container.resolve(Zoo.Animal?.self, name: "kitty")

        #expect(wrongName != nil)
        #expect((wrongName ?? nil) == nil)
        #expect((rightName ?? nil) is Zoo.Cat)
    }

    @Test func aForwardedTypeCanBeResolvedLazilyAndThroughAProvider() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat(name: "Tama") }.implements(Zoo.Animal.self)

        #expect(container.resolve(Lazy<Zoo.Animal>.self)?.instance.name == "Tama")
        #expect(container.resolve(Provider<Zoo.Animal>.self)?.instance.name == "Tama")
    }
}
