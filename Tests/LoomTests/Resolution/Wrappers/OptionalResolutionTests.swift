import Testing
@testable import Loom

@Suite("Resolving optionals")
struct OptionalResolutionTests {
    @Test func anOptionalOfARegisteredServiceHoldsTheInstance() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "Pochi") }

        let resolved = container.resolve(Zoo.Dog?.self)

        #expect((resolved ?? nil)?.name == "Pochi")
    }

    @Test func anOptionalOfAMissingServiceIsSomeNilAndReportsNothing() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)

        let resolved = container.resolve(Zoo.Dog?.self)

        switch resolved {
        case .some(.none):
            break
        default:
            Issue.record("expected .some(nil), got \(String(describing: resolved))")
        }
        #expect(spy.failures.isEmpty)
    }

    @Test func anOptionalUsesTheRegistrationWithTheSameNameAndArguments() {
        let container = Container()
        container.register(Zoo.Dog.self, name: "named") { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }

        #expect((container.resolve(Zoo.Dog?.self, name: "named") ?? nil) != nil)
        #expect((container.resolve(Zoo.Dog?.self, name: "other") ?? nil) == nil)
        #expect((container.resolve(Zoo.Cat?.self, argument: "Tama") ?? nil)?.name == "Tama")
        #expect((container.resolve(Zoo.Cat?.self) ?? nil) == nil)
    }

    @Test func anExplicitRegistrationOfTheOptionalTypeWins() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "plain") }
        container.register(Zoo.Dog?.self) { _ in Zoo.Dog(name: "explicit") }

        #expect((container.resolve(Zoo.Dog?.self) ?? nil)?.name == "explicit")
        #expect(container.resolve(Zoo.Dog.self)?.name == "plain")
    }

    @Test func anExplicitRegistrationOfTheOptionalTypeMayProduceNil() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog(name: "plain") }
        container.register(Zoo.Dog?.self) { _ in nil }

        let resolved = container.resolve(Zoo.Dog?.self)

        #expect(resolved != nil)
        #expect((resolved ?? nil) == nil)
    }

    @Test func anOptionalJoinsTheGraphOfTheResolutionItIsPartOf() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            let optional = r.resolve(Zoo.Dog?.self) ?? nil
            return Household.Pair(first: optional!, second: r.resolve(Zoo.Dog.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
    }
}
