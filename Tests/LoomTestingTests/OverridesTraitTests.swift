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

// MARK: Factory-style test bodies

extension Container {
    /// Cached, as Factory's `.cached`: a Factory-style test replaces it in its body.
    var factoryStyleShelf: Definition<Shelf> { define { _ in Shelf(label: "oak") }.inObjectScope(.container) }
}

/// Reads the shelf as app code does.
struct FactoryStyleShelfModel: Sendable {
    @Injected(\.factoryStyleShelf) var shelf: Shelf
}

/// Whether the Factory-style test below has finished: the test that checks the real definition
/// checks again after it.
actor FactoryStyleBodyRun {
    static let shared = FactoryStyleBodyRun()
    private var finished = false

    func finish() {
        finished = true
    }

    /// Waits until the Factory-style test has finished, for two seconds at most (tests that do not
    /// run in parallel may run this one first).
    func waitUntilFinished() async {
        for _ in 0..<200 where !finished {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}

@Suite("Factory-style test bodies under the overriding trait")
struct FactoryStyleTestBodyTests {
    // Written as under Factory's `.container` trait: the replacement is registered in the body.
    @Test(.overriding { _ in })
    func aFactoryStyleTestBodyUnderTheTraitSeesItsOwnReplacement() async {
        Container.default.factoryStyleShelf.register { _ in Shelf(label: "mock") }

        #expect(Container.default.factoryStyleShelf().label == "mock")
        #expect(FactoryStyleShelfModel().shelf.label == "mock")
        await Task.yield()
        #expect(Container.default.factoryStyleShelf().label == "mock")
        await FactoryStyleBodyRun.shared.finish()
    }

    @Test func aTestBesideAndAfterAFactoryStyleTestBodyUnderTheTraitSeesTheRealDefinition() async {
        #expect(Container.default.factoryStyleShelf().label == "oak")

        await FactoryStyleBodyRun.shared.waitUntilFinished()

        #expect(Container.default.factoryStyleShelf().label == "oak")
        #expect(FactoryStyleShelfModel().shelf.label == "oak")
    }

    @Test(.overriding { _ in }, arguments: 0..<40)
    func fortyParallelFactoryStyleTestBodiesEachSeeOnlyTheirOwnReplacement(round: Int) async {
        Container.default.factoryStyleShelf.register { _ in Shelf(label: "mock \(round)") }

        for _ in 0..<10 {
            await Task.yield()
            #expect(FactoryStyleShelfModel().shelf.label == "mock \(round)")
        }
    }

    // Factory's `@Test(.container)`.
    @Test(.overriding())
    func theTraitWithoutOverridesKeepsTheBodysReplacementToTheTest() async {
        Container.default.factoryStyleShelf.register { _ in Shelf(label: "birch") }

        #expect(FactoryStyleShelfModel().shelf.label == "birch")
        let elsewhere = await Task.detached { Container.default.factoryStyleShelf().label }.value
        #expect(elsewhere == "oak")
    }

    @Test(.overriding { $0.factoryStyleShelf.register { _ in Shelf(label: "pine") } })
    func aFactoryStyleResetInTheBodyUndoesTheTraitsReplacementForThisTestOnly() {
        #expect(Container.default.factoryStyleShelf().label == "pine")

        Container.default.factoryStyleShelf.reset()

        #expect(Container.default.factoryStyleShelf().label == "oak")
    }
}
