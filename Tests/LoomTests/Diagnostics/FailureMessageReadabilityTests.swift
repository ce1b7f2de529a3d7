import Testing
@testable import Loom

/// What a newcomer reads when a resolve fails: a short list nearest first, a suggestion for a
/// misspelt name, counts in proper English, and a forwarded type that says it is forwarded.
@Suite("Failure messages that read well")
struct FailureMessageReadabilityTests {
    private static func message(for key: ServiceKey, in container: Container) -> String {
        ResolutionFailureReport(key: key, registrations: container.allRegistrations()).message
    }

    private static func containerWithAThousandNamedCats() -> Container {
        let container = Container()
        for index in 0..<999 {
            container.register(Zoo.Cat.self, name: "cat\(index)") { _ in Zoo.Cat() }
        }
        container.register(Zoo.Cat.self, name: "payments") { _ in Zoo.Cat() }
        return container
    }

    @Test func aThousandNamedRegistrationsAndATypoPrintTenNearestFirstAndHowManyMore() {
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self, name: "paymnets")

        let lines = Self.message(for: requested, in: Self.containerWithAThousandNamedCats()).split(separator: "\n").map(String.init)

        #expect(lines.count == 13)  // headline, "Nearest registrations:", ten, "… and 990 more"
        #expect(lines[1] == "Nearest registrations:")
        #expect(lines[2].contains(#"Name: "payments""#))
        #expect(lines[12] == "    … and 990 more")
    }

    @Test func aNameWithinAFewEditsOfARegisteredOneIsSuggested() {
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self, name: "paymnets")

        let headline = Self.message(for: requested, in: Self.containerWithAThousandNamedCats()).split(separator: "\n")[0]

        #expect(headline.hasSuffix(#"Factory: Resolver -> Cat }. Did you mean "payments"?"#))
    }

    @Test func aNameFarFromEveryRegisteredOneGetsNoSuggestion() {
        let container = Container()
        container.register(Zoo.Cat.self, name: "payments") { _ in Zoo.Cat() }
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self, name: "shipping")

        #expect(!Self.message(for: requested, in: container).contains("Did you mean"))
    }

    @Test func aSimilarNameWithOtherArgumentsIsNotSuggestedSinceItWouldNotResolveEither() {
        let container = Container()
        container.register(Zoo.Cat.self, name: "payments") { (_, name: String) in Zoo.Cat(name: name) }
        let requested = ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self, name: "paymnets")

        #expect(!Self.message(for: requested, in: container).contains("Did you mean"))
    }

    @Test func editDistanceCountsASwapOfNeighboursAsOneEditAndIgnoresCase() {
        #expect(EditDistance("paymnets", "payments").value == 1)
        #expect(EditDistance("Payments", "payments").value == 0)
        #expect(EditDistance("kitten", "sitting").value == 3)
        #expect(EditDistance("", "abc").value == 3)
    }

    @Test func oneRegistrationIsCountedInTheSingular() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let requested = ServiceKey(serviceType: Zoo.Bird.self, argumentsType: Resolver.self)

        #expect(Self.message(for: requested, in: container).hasSuffix("(1 registration in this container and its parents)."))
    }

    @Test func aForwardedTypeWhoseRegistrationProducesSomethingElseSaysItIsForwarded() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.implements(Zoo.Climber.self)

        #expect(container.resolve(Zoo.Climber.self) == nil)

        let message = try #require(spy.messages.first)
        #expect(message == "Loom: cannot resolve Climber: Climber is forwarded to the registration of Dog { Service: Climber (forwarded to Dog), "
            + "Factory: Resolver -> Dog, ObjectScope: graph }, but its factory produced a Dog, which is not a Climber. "
            + "Make Dog conform to Climber, or remove the `implements` or `forward` that adds Climber.")
    }

    @Test func aForwardedTypeAmongTheNearestRegistrationsShowsTheFactorysRealResult() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self, name: "pet")
        let requested = ServiceKey(serviceType: Zoo.Animal.self, argumentsType: Resolver.self, name: "pett")

        let message = Self.message(for: requested, in: container)

        #expect(message.contains(#"{ Service: Animal (forwarded to Cat), Name: "pet", Factory: Resolver -> Cat, ObjectScope: graph } (other name)"#))
    }

    @Test func containerDescriptionKeepsSwinjectsFormatForAForwardedType() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self)

        #expect(container.description.contains("{ Service: Cat, Factory: Resolver -> Animal, ObjectScope: graph }"))
    }
}
