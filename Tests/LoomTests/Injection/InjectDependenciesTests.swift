import Testing
@testable import Loom

@Suite("Injecting dependencies into objects Loom did not create")
struct InjectDependenciesTests {
    typealias Screen = Screens.Screen
    typealias ListScreen = Screens.ListScreen
    typealias DetailScreen = Screens.DetailScreen

    // MARK: The class hierarchy

    @Test func theClosureRunsOnAnInstanceCreatedElsewhere() {
        let container = Container()
        container.register(Screens.Tracker.self) { _ in Screens.Tracker() }
        container.storyboardInitCompleted(Screen.self) { r, screen in screen.tracker = r.resolve(Screens.Tracker.self) }
        let screen = Screen()

        let result = container.injectDependencies(into: screen)

        #expect(result == .injected(closures: 1))
        #expect(screen.tracker != nil)
    }

    @Test func aSuperclassClosureRunsForASubclassInstance() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("Screen") }
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail)

        #expect(result == .injected(closures: 1))
        #expect(detail.steps == ["Screen"])
    }

    @Test func superclassClosuresRunBeforeSubclassClosuresWhateverTheRegistrationOrder() {
        let container = Screens.containerWithAClosurePerClass()
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail)

        #expect(result == .injected(closures: 3))
        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen"])
        #expect(detail.tracker != nil)
    }

    @Test func aSubclassClosureNeverRunsForASuperclassInstance() {
        let container = Screens.containerWithAClosurePerClass()
        let list = ListScreen()

        container.injectDependencies(into: list)

        #expect(list.steps == ["Screen", "ListScreen"])
    }

    @Test func anInstanceWithoutAClosureForItsHierarchyIsNotInjected() {
        let container = Screens.containerWithAClosurePerClass()
        let unrelated = Screens.Unrelated()

        #expect(container.injectDependencies(into: unrelated) == .noMatch)
    }

    @Test func theDynamicClassDecidesNotTheStaticType() {
        let container = Screens.containerWithAClosurePerClass()
        let screen: Screen = DetailScreen()

        container.injectDependencies(into: screen)

        #expect(screen.steps == ["Screen", "ListScreen", "DetailScreen"])
    }

    // MARK: Names

    @Test func aNameSelectsTheNamedClosureOfAClassAndSuperclassesWithoutOneContributeTheirPlainClosure() {
        let container = Screens.containerWithAClosurePerClass()
        container.storyboardInitCompleted(DetailScreen.self, name: "compact") { _, screen in
            screen.steps.append("DetailScreen compact")
        }
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail, name: "compact")

        #expect(result == .injected(closures: 3))
        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen compact"])
    }

    @Test func withoutANameNamedClosuresDoNotRun() {
        let container = Screens.containerWithAClosurePerClass()
        container.storyboardInitCompleted(DetailScreen.self, name: "compact") { _, screen in
            screen.steps.append("DetailScreen compact")
        }
        let detail = DetailScreen()

        container.injectDependencies(into: detail)

        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen"])
    }

    @Test func aNameNoClassHasRunsNothing() {
        let container = Screens.containerWithAClosurePerClass()
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail, name: "missing")

        #expect(result == .noMatch)
        #expect(detail.steps.isEmpty)
    }

    // MARK: Arguments

    @Test func oneArgumentReachesTheClosure() {
        let container = Container()
        container.storyboardInitCompleted(ListScreen.self) { (_, screen, category: String) in screen.category = category }
        let byArgument = ListScreen()
        let byArguments = ListScreen()

        let first = container.injectDependencies(into: byArgument, argument: "Sours")
        let second = container.injectDependencies(into: byArguments, arguments: "Tiki")

        #expect(first == .injected(closures: 1))
        #expect(second == .injected(closures: 1))
        #expect(byArgument.category == "Sours")
        #expect(byArguments.category == "Tiki")
    }

    @Test func severalArgumentsReachTheClosureInOrder() {
        let container = Container()
        container.storyboardInitCompleted(DetailScreen.self) { (_, screen, category: String, itemID: Int, title: String) in
            screen.category = category
            screen.itemID = itemID
            screen.title = title
        }
        let detail = DetailScreen()

        container.injectDependencies(into: detail, arguments: "Sours", 42, "Whiskey Sour")

        #expect(detail.category == "Sours")
        #expect(detail.itemID == 42)
        #expect(detail.title == "Whiskey Sour")
    }

    @Test func argumentsOfOtherTypesMatchNothingAndRunNothing() {
        let container = Screens.containerWithAClosurePerClass()
        container.storyboardInitCompleted(DetailScreen.self) { (_, screen, itemID: Int) in screen.itemID = itemID }
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail, argument: "42")

        #expect(result == .noMatch)
        #expect(detail.steps.isEmpty)
        #expect(detail.itemID == nil)
    }

    @Test func plainSuperclassClosuresRunAlongWithASubclassClosureThatTakesArguments() {
        let container = Screens.containerWithAClosurePerClass()
        container.storyboardInitCompleted(DetailScreen.self) { (_, screen, itemID: Int) in
            screen.itemID = itemID
            screen.steps.append("DetailScreen \(itemID)")
        }
        let detail = DetailScreen()

        let result = container.injectDependencies(into: detail, argument: 7)

        #expect(result == .injected(closures: 3))
        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen 7"])
    }

    @Test func aSuperclassClosureWithArgumentsRunsForASubclassInstance() {
        let container = Container()
        container.storyboardInitCompleted(ListScreen.self) { (_, screen, category: String, page: Int) in
            screen.category = category
            screen.page = page
        }
        let detail = DetailScreen()

        container.injectDependencies(into: detail, arguments: "Tiki", 2)

        #expect(detail.category == "Tiki")
        #expect(detail.page == 2)
    }

    @Test func argumentsAndANameTogetherSelectTheirClosure() {
        let container = Container()
        container.storyboardInitCompleted(DetailScreen.self) { (_, screen, itemID: Int) in screen.steps.append("plain \(itemID)") }
        container.storyboardInitCompleted(DetailScreen.self, name: "modal") { (_, screen, itemID: Int) in
            screen.steps.append("modal \(itemID)")
        }
        let detail = DetailScreen()

        container.injectDependencies(into: detail, name: "modal", argument: 3)

        #expect(detail.steps == ["modal 3"])
    }

    @Test func anArgumentHeldAsAnExistentialMatchesTheExistentialType() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { (_, screen, animal: Zoo.Animal) in screen.steps.append(animal.name) }
        let pet: Zoo.Animal = Zoo.Cat(name: "Mimi")
        let screen = Screen()

        container.injectDependencies(into: screen, argument: pet)

        #expect(screen.steps == ["Mimi"])
    }

    // MARK: Containers and graphs

    @Test func aRegistrationInAParentAppliesThroughAChild() {
        let parent = Screens.containerWithAClosurePerClass()
        let child = Container(parent: parent)
        let detail = DetailScreen()

        let result = child.injectDependencies(into: detail)

        #expect(result == .injected(closures: 3))
        #expect(detail.steps == ["Screen", "ListScreen", "DetailScreen"])
    }

    @Test func aChildsOwnClosureReplacesItsParentsForTheSameClassAndReceivesTheChild() {
        let parent = Screens.containerWithAClosurePerClass()
        let child = Container(parent: parent)
        var resolverSeen: Resolver?
        child.storyboardInitCompleted(ListScreen.self) { r, screen in
            resolverSeen = r
            screen.steps.append("ListScreen in child")
        }
        let detail = DetailScreen()

        child.injectDependencies(into: detail)

        #expect(detail.steps == ["Screen", "ListScreen in child", "DetailScreen"])
        #expect(resolverSeen as? Container === child)
    }

    @Test func theClosuresOfOneInjectionShareOneObjectGraph() {
        let container = Container()
        container.register(Screens.Store.self) { _ in Screens.Store() }  // graph scope
        var stores: [ObjectIdentifier] = []
        container.storyboardInitCompleted(Screen.self) { r, screen in
            screen.store = r.resolve(Screens.Store.self)
            stores.append(ObjectIdentifier(screen.store!))
        }
        container.storyboardInitCompleted(DetailScreen.self) { r, _ in
            stores.append(ObjectIdentifier(r.resolve(Screens.Store.self)!))
        }
        let first = DetailScreen()
        let second = DetailScreen()

        container.injectDependencies(into: first)
        container.injectDependencies(into: second)

        #expect(stores.count == 4)
        #expect(stores[0] == stores[1])
        #expect(stores[2] == stores[3])
        #expect(first.store !== second.store)
    }

    @Test func injectingFromAFactoryJoinsItsGraphAndInjectsEveryInstance() {
        let container = Container()
        container.register(Screens.Store.self) { _ in Screens.Store() }
        container.storyboardInitCompleted(Screen.self) { r, screen in screen.store = r.resolve(Screens.Store.self) }
        container.register([Screen].self) { r in
            let screens = [Screen(), Screen()]
            for screen in screens { r.injectDependencies(into: screen) }
            _ = r.resolve(Screens.Store.self)
            return screens
        }

        let screens = container.resolve([Screen].self)!

        #expect(screens.allSatisfy { $0.store != nil })
        #expect(screens[0].store === screens[1].store)
    }

    @Test func injectionRunsForEveryNewInstanceWhateverTheContainersDefaultScope() {
        let container = Container(defaultObjectScope: .container)
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("Screen") }
        let first = Screen()
        let second = Screen()

        container.injectDependencies(into: first)
        container.injectDependencies(into: second)

        #expect(first.steps == ["Screen"])
        #expect(second.steps == ["Screen"])
    }

    @Test func theResolverOfAnAssemblerInjects() {
        let assembler = Assembler()
        (assembler.resolver as! Container).storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("Screen") }
        let screen = Screen()

        assembler.resolver.injectDependencies(into: screen)

        #expect(screen.steps == ["Screen"])
    }

    @Test func aResolverThatIsNotALoomContainerInjectsNothing() {
        let screen = Screen()

        #expect(Screens.ForeignResolver().injectDependencies(into: screen) == .noMatch)
        #expect(Screens.ForeignResolver().injectDependencies(into: screen, argument: 1) == .noMatch)
    }
}
