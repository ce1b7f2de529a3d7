import Testing
@testable import Loom

@Suite("Injecting each instance at most once")
struct InjectionOnceTests {
    typealias Screen = Screens.Screen
    typealias DetailScreen = Screens.DetailScreen

    @Test func aSecondInjectionOfTheSameInstanceRunsNothing() {
        let container = Screens.containerWithAClosurePerClass()
        let detail = DetailScreen()

        let first = container.injectDependencies(into: detail)
        let second = container.injectDependencies(into: detail)
        let withArguments = container.injectDependencies(into: detail, name: nil, again: false)

        #expect(first == .injected(closures: 3))
        #expect(second == .alreadyInjected)
        #expect(withArguments == .alreadyInjected)
        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen"])
    }

    @Test func againRunsTheClosuresOnceMore() {
        let container = Screens.containerWithAClosurePerClass()
        let screen = Screen()

        container.injectDependencies(into: screen)
        let again = container.injectDependencies(into: screen, again: true)
        let afterwards = container.injectDependencies(into: screen)

        #expect(again == .injected(closures: 1))
        #expect(afterwards == .alreadyInjected)
        #expect(screen.steps == ["Screen", "Screen"])
    }

    @Test func againWorksWithArguments() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { (_, screen, step: String) in screen.steps.append(step) }
        let screen = Screen()

        container.injectDependencies(into: screen, argument: "first")
        container.injectDependencies(into: screen, argument: "ignored")
        container.injectDependencies(into: screen, again: true, argument: "second")

        #expect(screen.steps == ["first", "second"])
    }

    @Test func differentInstancesAreEachInjected() {
        let container = Screens.containerWithAClosurePerClass()
        let screens = (0..<5).map { _ in Screen() }

        let results = screens.map { container.injectDependencies(into: $0) }

        #expect(results.allSatisfy { $0 == .injected(closures: 1) })
    }

    @Test func unrelatedContainersEachInjectAnInstanceOnce() {
        let first = Screens.containerWithAClosurePerClass()
        let second = Screens.containerWithAClosurePerClass()
        let screen = Screen()

        first.injectDependencies(into: screen)
        let bySecond = second.injectDependencies(into: screen)

        #expect(bySecond == .injected(closures: 1))
        #expect(screen.steps == ["Screen", "Screen"])
    }

    @Test func aParentItsChildrenAndItsSynchronizedResolversInjectAnInstanceOnceBetweenThem() {
        let parent = Screens.containerWithAClosurePerClass()
        let child = Container(parent: parent)
        let viaChild = Screen()
        let viaSynchronized = Screen()

        let byChild = child.injectDependencies(into: viaChild)
        let byParent = parent.injectDependencies(into: viaChild)
        let bySynchronized = parent.synchronize().injectDependencies(into: viaSynchronized)
        let byAnotherSynchronized = parent.synchronize().injectDependencies(into: viaSynchronized)

        #expect(byChild == .injected(closures: 1))
        #expect(byParent == .alreadyInjected)
        #expect(bySynchronized == .injected(closures: 1))
        #expect(byAnotherSynchronized == .alreadyInjected)
        #expect(viaChild.steps == ["Screen"])
        #expect(viaSynchronized.steps == ["Screen"])
    }

    @Test func aCallThatMatchedNothingDoesNotCountAsAnInjection() {
        let container = Container()
        let screen = Screen()

        let before = container.injectDependencies(into: screen)
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("Screen") }
        let after = container.injectDependencies(into: screen)

        #expect(before == .noMatch)
        #expect(after == .injected(closures: 1))
    }

    @Test func aClosureThatInjectsItsOwnInstanceAgainRunsNothing() {
        let container = Container()
        var nested: InjectionResult?
        container.storyboardInitCompleted(Screen.self) { r, screen in
            screen.steps.append("Screen")
            nested = r.injectDependencies(into: screen)
        }
        let screen = Screen()

        container.injectDependencies(into: screen)

        #expect(nested == .alreadyInjected)
        #expect(screen.steps == ["Screen"])
    }

    @Test func theContainerDoesNotKeepInjectedInstancesAlive() {
        let container = Screens.containerWithAClosurePerClass()
        weak var released: Screen?

        do {
            let screen = Screen()
            released = screen
            container.injectDependencies(into: screen)
            #expect(released != nil)
        }

        #expect(released == nil)
    }

    @Test func aNewInstanceAtTheAddressOfAnInjectedOneIsInjected() {
        let container = Screens.containerWithAClosurePerClass()
        var address: ObjectIdentifier?
        do {
            let screen = Screen()
            address = ObjectIdentifier(screen)
            container.injectDependencies(into: screen)
        }

        // The allocator soon hands the freed memory to an object of the same size.
        var reused: Screen?
        var unrelatedAllocations: [Screen] = []
        for _ in 0..<10_000 {
            let candidate = Screen()
            if ObjectIdentifier(candidate) == address {
                reused = candidate
                break
            }
            unrelatedAllocations.append(candidate)
        }
        // Under a parallel test run another thread may take the freed block first; then this run has
        // no new object at the old address and nothing to check.
        guard let screen = reused else { return }

        #expect(container.injectDependencies(into: screen) == .injected(closures: 1))
        #expect(screen.steps == ["Screen"])
    }

    @Test func entriesOfDeadInstancesAreSweptAway() {
        let container = Screens.containerWithAClosurePerClass()
        let survivors = (0..<10).map { _ in Screen() }
        for survivor in survivors { container.injectDependencies(into: survivor) }

        for _ in 0..<2_000 {
            container.injectDependencies(into: Screen())
        }

        #expect(container.injectionRecord.count < 200)
        #expect(survivors.allSatisfy { container.injectionRecord.contains($0) })
        #expect(survivors.allSatisfy { container.injectDependencies(into: $0) == .alreadyInjected })
    }
}
