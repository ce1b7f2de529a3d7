import Loom
import LoomTesting
import Testing

/// The container these tests override: their own, not the process-wide default.
private let shopContainer = Container { container in
    container.register(Greeter.self) { _ in Greeter(greeting: "hello") }
    container.register(Counter.self) { _ in Counter() }.inObjectScope(.container)
}

final class Greeter: Sendable {
    let greeting: String

    init(greeting: String) {
        self.greeting = greeting
    }
}

final class Counter: @unchecked Sendable {}  // compared by identity only

/// Declares its dependency with a wrapper, as app code does.
struct GreetingModel: Sendable {
    @Injected var greeter: Greeter
}

@Suite("The overriding trait")
struct OverridesTraitTests {
    @Test(.overriding(shopContainer) { $0.register(Greeter.self) { _ in Greeter(greeting: "stub") } })
    func aTestSeesItsOverrides() {
        #expect(shopContainer.resolve(Greeter.self)?.greeting == "stub")
        #expect(GreetingModel().greeter.greeting == "stub")
    }

    @Test(.overriding(shopContainer) { $0.register(Greeter.self) { _ in Greeter(greeting: "other") } })
    func anotherTestRunningInParallelSeesOnlyItsOwn() async {
        await Task.yield()
        #expect(shopContainer.resolve(Greeter.self)?.greeting == "other")
    }

    @Test func aTestWithoutTheTraitSeesTheContainersRegistrations() {
        #expect(shopContainer.resolve(Greeter.self)?.greeting == "hello")
    }

    @Test(.overriding { $0.register(Greeter.self) { _ in Greeter(greeting: "default") } })
    func withoutAContainerTheDefaultContainerIsOverridden() {
        #expect(Container.default.resolve(Greeter.self)?.greeting == "default")
        #expect(GreetingModel().greeter.greeting == "default")
    }
}

@Suite(.overriding(shopContainer) { $0.unregister(Greeter.self) })
struct OverridesTraitOnASuiteTests {
    @Test func everyTestOfTheSuiteGetsTheOverrides() {
        #expect(shopContainer.resolve(Greeter.self) == nil)
    }

    @Test(arguments: 0..<3)
    func eachTestCaseGetsAnOverlayOfItsOwn(round: Int) async {
        // Counter is a singleton created inside the overlay: it must not outlive the test case.
        let counter = shopContainer.resolve(Counter.self)!
        #expect(counter === shopContainer.resolve(Counter.self))
        #expect(await !CounterLog.shared.sawBefore(counter))
    }
}

/// The counters previous test cases saw, to tell that each case got a new one.
actor CounterLog {
    static let shared = CounterLog()
    private var seen: [Counter] = []

    func sawBefore(_ counter: Counter) -> Bool {
        defer { seen.append(counter) }
        return seen.contains { $0 === counter }
    }
}

// MARK: Definitions

final class Shelf: Sendable {
    let label: String

    init(label: String) {
        self.label = label
    }
}

extension Container {
    var traitShelf: Definition<Shelf> { define { _ in Shelf(label: "oak") } }
}

/// Declares its dependency as a definition key path, as app code does.
struct ShelfModel: Sendable {
    @Injected(\.traitShelf) var shelf: Shelf
}

@Suite("The overriding trait and definitions")
struct OverridesTraitDefinitionTests {
    @Test(.overriding(shopContainer) { $0.traitShelf.register { _ in Shelf(label: "pine") } })
    func aTestSeesItsReplacedDefinition() {
        #expect(shopContainer.traitShelf().label == "pine")
    }

    @Test(.overriding { $0.traitShelf.register { _ in Shelf(label: "birch") } })
    func anInjectedDefinitionSeesTheDefaultContainersOverride() {
        #expect(ShelfModel().shelf.label == "birch")
    }

    @Test func withoutTheTraitTheDefinitionItselfAnswers() {
        #expect(shopContainer.traitShelf().label == "oak")
    }
}
