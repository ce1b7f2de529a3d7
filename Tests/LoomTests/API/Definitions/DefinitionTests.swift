import Testing
@testable import Loom

/// Definitions declared in the test module itself, the way an app writes them.
private protocol Greeting: AnyObject { var text: String { get } }
private final class Hello: Greeting { let text = "hello" }
private final class Stub: Greeting { let text = "stub" }

extension Container {
    fileprivate var greeting: Definition<Greeting> { define { _ in Hello() } }
    fileprivate var badge: ParameterDefinition<(Int, String), String> { define { _, parts in "\(parts.1)#\(parts.0)" } }
    /// The container the factory was handed as its resolver.
    fileprivate var resolverSeen: Definition<Container?> { define { resolver in resolver as? Container }.inObjectScope(.transient) }
    fileprivate var resolverSeenWith: ParameterDefinition<Int, Container?> {
        define { resolver, _ in resolver as? Container }.inObjectScope(.transient)
    }
    /// A factory that captures `self` and takes an object as its parameter.
    fileprivate var tagged: ParameterDefinition<Tag, String> { define { _, tag in "\(tag.text)@\(self.greeting().text)" }.inObjectScope(.transient) }
}

private final class Tag {
    let text: String
    init(_ text: String) { self.text = text }
}

@Suite("Definitions: the call sites")
struct DefinitionTests {
    let container = Container()

    @Test func aDefinitionIsCalledWithoutOptionalsAndWithoutRegistering() {
        let loans: Defined.Loans = container.definedLoans()
        let avatar: Defined.Avatar = container.definedAvatar(42)

        #expect(loans.clock.today == 100)
        #expect(avatar.userID == 42)
    }

    @Test func aDefinitionIsNamedAfterItsProperty() {
        #expect(container.definedLoans.name == "definedLoans")
        #expect(container.definedAvatar.name == "definedAvatar")
    }

    @Test func severalParametersTravelAsOneTuple() {
        #expect(container.badge((7, "gold")) == "gold#7")
    }

    @Test func theFactoryAndItsReplacementAreHandedTheContainerTheyWereCalledOn() {
        let child = Container(parent: container)

        #expect(container.resolverSeen() === container)
        #expect(child.resolverSeen() === child)
        #expect(child.resolverSeenWith(1) === child)
        child.resolverSeen.register { resolver in resolver as? Container }
        child.resolverSeenWith.register { resolver, _ in resolver as? Container }
        #expect(child.resolverSeen() === child)
        #expect(child.resolverSeenWith(2) === child)
    }

    @Test func aContainerIsReleasedAfterItsDefinitionsWereCalled() {
        weak var released: Container?
        do {
            let local = Container()
            #expect(local.resolverSeen() === local)
            #expect(local.resolverSeenWith(3) === local)
            released = local
        }
        #expect(released == nil)
    }

    @Test func anObjectParameterAndACapturingFactoryAreReleasedAfterManyCallsAndAReplacement() {
        weak var releasedTag: Tag?
        weak var releasedContainer: Container?
        do {
            let local = Container()
            let tag = Tag("t")
            for _ in 0..<1_000 { #expect(local.tagged(tag) == "t@hello") }
            local.tagged.register { _, tag in "replaced \(tag.text)" }
            #expect(local.tagged(tag) == "replaced t")
            releasedTag = tag
            releasedContainer = local
        }
        #expect(releasedTag == nil)
        #expect(releasedContainer == nil)
    }

    @Test func aDefinitionOfAContainerNobodyElseHoldsIsCalledSafely() {
        // A definition call counts no reference of its own to the container when the caller holds
        // one: here the call's temporary container is the only reference there is.
        for round in 0..<200 {
            #expect(Container().greeting().text == "hello")
            #expect(Container().definedClock().today == 100)
            #expect(Container().tagged(Tag("\(round)")) == "\(round)@hello")
            #expect(Container().resolverSeenWith(round) != nil)
        }
        weak var released: Container?
        do {
            let definition = Container().definedClock
            released = definition.container
            #expect(definition().today == 100)  // the stored definition keeps its container alive
        }
        #expect(released == nil)
    }

    @Test func registerReplacesTheDefinitionUntilReset() {
        container.greeting.register { _ in Stub() }
        #expect(container.greeting().text == "stub")

        container.greeting.reset()
        #expect(container.greeting().text == "hello")
    }

    @Test func aReplacementKeepsTheDefinitionsScope() {
        container.definedClock.register { _ in Defined.Clock(today: 5) }

        #expect(container.definedClock().today == 5)
        #expect(container.definedClock() === container.definedClock())
    }

    @Test func aParameterDefinitionIsReplacedAndResetToo() {
        container.definedAvatar.register { _, id in Defined.Avatar(userID: -id) }
        #expect(container.definedAvatar(3).userID == -3)

        container.definedAvatar.reset()
        #expect(container.definedAvatar(3).userID == 3)
    }

    @Test func resetOnTheContainerThatKeepsTheDefinitionDropsItsSingleton() {
        let first = container.definedClock()
        container.definedClock.reset()

        #expect(container.definedClock() !== first)
    }

    @Test func modifiersReadAsOnAServiceEntry() {
        let completed = Defined.Counter()
        container.register(Defined.Counter.self) { _ in completed }.inObjectScope(.container)
        let definition = container.definedClock.initCompleted { r, _ in _ = r.resolve(Defined.Counter.self)!.next() }

        _ = definition()
        _ = definition()

        #expect(completed.count == 1)  // a singleton is created, and completed, once
    }

    @Test func aDefinitionIsAlsoAnInjectedProperty() {
        final class LoansModel {
            @Injected(\.definedLoans) var loans: Defined.Loans
        }
        let model = Container.default.withOverrides({ $0.definedLoans.register { _ in Defined.FakeLoans() } }) {
            LoansModel()
        }

        #expect(model.loans is Defined.FakeLoans)
        #expect(!(LoansModel().loans is Defined.FakeLoans))
    }
}
