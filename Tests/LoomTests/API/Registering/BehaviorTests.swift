import Testing
@testable import Loom

@Suite("Behaviours")
struct BehaviorTests {
    @Test func isToldAboutARegistrationWithItsContainerTypeEntryAndName() {
        let container = Container()
        let behavior = Probe.RecordingBehavior()
        container.addBehavior(behavior)

        let entry = container.register(Zoo.Animal.self, name: "cat") { _ in Zoo.Cat() }

        #expect(behavior.events.all == [
            .init(
                container: ObjectIdentifier(container),
                type: "Animal",
                service: "Animal",
                entry: ObjectIdentifier(entry),
                name: "cat"
            ),
        ])
    }

    @Test func isToldAboutRegistrationsWithArgumentsAndWithoutName() {
        let container = Container()
        let behavior = Probe.RecordingBehavior()
        container.addBehavior(behavior)

        container.register(Zoo.Cat.self) { (_, name: String) in Zoo.Cat(name: name) }

        #expect(behavior.events.all.map(\.type) == ["Cat"])
        #expect(behavior.events.all.map(\.name) == [nil])
    }

    @Test func isToldAboutEachTypeForwardedWithImplements() {
        let container = Container()
        let behavior = Probe.RecordingBehavior()
        container.addBehavior(behavior)

        let entry = container.register(Zoo.Cat.self, name: "tabby") { _ in Zoo.Cat() }
            .implements(Zoo.Animal.self)
            .implements(Zoo.Pet.self, name: "pet")
            .implements(Zoo.Climber.self, Zoo.Hunter.self)

        let events = behavior.events.all
        #expect(events.map(\.type) == ["Cat", "Animal", "Pet", "Climber", "Hunter"])
        #expect(events.map(\.service) == Array(repeating: "Cat", count: 5))
        #expect(events.map(\.name) == ["tabby", nil, "pet", nil, nil])
        #expect(events.allSatisfy { $0.entry == ObjectIdentifier(entry) })
    }

    @Test func isToldAboutTypesForwardedWithForward() {
        let container = Container()
        let behavior = Probe.RecordingBehavior()
        let entry = container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.addBehavior(behavior)

        container.forward(Zoo.Animal.self, name: "dog", to: entry)

        #expect(behavior.events.all == [
            .init(
                container: ObjectIdentifier(container),
                type: "Animal",
                service: "Dog",
                entry: ObjectIdentifier(entry),
                name: "dog"
            ),
        ])
    }

    @Test func behavioursAreCalledInTheOrderTheyWereAdded() {
        let journal = Probe.Journal()
        let container = Container()
        container.addBehavior(Probe.RecordingBehavior(label: "first", journal: journal))
        container.addBehavior(Probe.RecordingBehavior(label: "second", journal: journal))

        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.implements(Zoo.Animal.self)

        #expect(journal.entries == ["first: Cat", "second: Cat", "first: Animal", "second: Animal"])
    }

    @Test func isNotToldAboutRegistrationsMadeBeforeItWasAdded() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        let behavior = Probe.RecordingBehavior()

        container.addBehavior(behavior)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(behavior.events.all.map(\.type) == ["Dog"])
    }

    @Test func behavioursPassedToTheInitializerSeeTheRegisteringClosuresRegistrations() {
        let behavior = Probe.RecordingBehavior()

        _ = Container(behaviors: [behavior]) { c in
            c.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            c.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        }

        #expect(behavior.events.all.map(\.type) == ["Cat", "Dog"])
    }

    @Test func isNotToldAboutRegistrationsOfAChildOrAParent() {
        let parent = Container()
        let behavior = Probe.RecordingBehavior()
        parent.addBehavior(behavior)
        let child = Container(parent: parent)

        child.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(behavior.events.all.isEmpty)
    }

    @Test func staysAfterRemoveAll() {
        let container = Container()
        let behavior = Probe.RecordingBehavior()
        container.addBehavior(behavior)
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        container.removeAll()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(behavior.events.all.map(\.type) == ["Cat", "Dog"])
    }

    @Test func aBehaviourCanConfigureTheEntryItIsToldAbout() {
        let container = Container(behaviors: [Probe.SingletonCats()])

        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
        #expect(container.resolve(Zoo.Dog.self) !== container.resolve(Zoo.Dog.self))
    }

    @Test(arguments: [false, true])
    func aBehaviourMayRegisterItselfWithoutDeadlocking(synchronized: Bool) {
        let container = Container(debugHelper: Probe.FailureSpy(), synchronized: synchronized)
        container.addBehavior(Probe.CompanionBehavior())

        container.register(Zoo.Cat.self, name: "Tama") { _ in Zoo.Cat() }

        #expect(container.resolve(Zoo.Dog.self, name: "companion of Tama")?.name == "Buddy")
    }
}
