import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from SwinjectStoryboard: the sample injects what the guide shows", .verifiesItsContainers)
struct FromSwinjectStoryboardTests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromSwinjectStoryboard")
    }

    @Test func theBaseClassClosureGivesEveryScreenTheCatalogAndTheListGetsItsCategory() throws {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's "Calling it" block; scripts/build-docs.sh keeps the two equal.
        // begin region: calling-it
        let resolver = Assembler([CocktailScreensAssembly()]).resolver
        let categories = makeCocktailCategoriesScreen(resolver: resolver)
        print(categories.catalog != nil)  // true: the closure for the base class ran

        let sours = makeCocktailListScreen(category: "Sours", resolver: resolver)
        print(sours.viewModel!.names)  // ["Whiskey Sour", "Daiquiri"]
        // end region: calling-it

        #expect(printed.values == ["true", #"["Whiskey Sour", "Daiquiri"]"#])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromSwinjectStoryboardTests.swift#calling-it")))
        #expect(sours.catalog === resolver.resolve(CocktailCatalog.self))
    }

    @Test func aScreenIsInjectedOncePerHierarchy() {
        let resolver = Assembler([CocktailScreensAssembly()]).resolver
        let screen = makeCocktailCategoriesScreen(resolver: resolver)

        #expect(resolver.injectDependencies(into: screen) == .alreadyInjected)
    }
}

#if !canImport(UIKit)
/// Runs the guide's UIKit snippets (FromSwinjectStoryboardUIKitSample.swift) against the stand-ins
/// for `UIStoryboard` and `UIViewController`, which exist where UIKit does not.
@MainActor
@Suite("Guide from SwinjectStoryboard: the UIKit snippets inject what the guide says", .verifiesItsContainers)
struct FromSwinjectStoryboardUIKitTests {
    /// A container with the catalog, an offline catalog by name, and the list screen's view model.
    private func cocktailContainer() -> Container {
        let container = Container()
        container.register(CocktailCatalog.self) { _ in BundledCocktailCatalog() }.inObjectScope(.container)
        container.register(CocktailCatalog.self, name: "offline") { _ in BundledCocktailCatalog() }
            .inObjectScope(.container)
        container.register(CocktailListViewModel.self) { (r, category: String) in
            CocktailListViewModel(category: category, catalog: r.resolve(CocktailCatalog.self)!)
        }
        return container
    }

    @Test func swinjectStoryboardRegistrationsInjectUnchangedAndByName() {
        let container = cocktailContainer()
        StoryboardCocktails.registerListScreens(in: container)
        let regular = StoryboardCocktails.CocktailListViewController()
        let compact = StoryboardCocktails.CocktailListViewController()

        container.injectDependencies(into: regular)
        container.injectDependencies(into: compact, name: "compact")

        #expect(regular.catalog != nil && compact.catalog != nil)
        #expect(regular.catalog === container.resolve(CocktailCatalog.self))
        #expect(compact.catalog === container.resolve(CocktailCatalog.self, name: "offline"))
        #expect(regular.catalog !== compact.catalog)
    }

    @Test func aControllerFromTheStoryboardIsInjectedOnceCreated() {
        let container = cocktailContainer()
        StoryboardCocktails.registerListScreens(in: container)

        let list = StoryboardCocktails.openCocktailList(from: container)

        #expect(list.catalog != nil)
    }

    @Test func theInitialSceneInjectsItselfFromTheDefaultContainerWhenItsViewLoads() {
        let catalog = BundledCocktailCatalog()
        Container.default.storyboardInitCompleted(StoryboardCocktails.CocktailCategoriesViewController.self) { _, screen in
            screen.catalog = catalog
        }
        let screen = StoryboardCocktails.CocktailCategoriesViewController()
        #expect(screen.catalog == nil)

        screen.loadViewIfNeeded()

        #expect(screen.catalog === catalog)
    }

    @Test func theCategoryReachesTheViewModelAsARuntimeArgumentAsItDidByHand() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let container = cocktailContainer()

        let byHand = StoryboardCocktails.openCocktailListResolvingByHand(category: "Sours", from: storyboard, container: container)
        let injected = StoryboardCocktails.openCocktailList(category: "Sours", from: storyboard, container: container)

        let byHandModel = try #require(byHand.viewModel)
        let injectedModel = try #require(injected.viewModel)
        #expect(injectedModel.category == "Sours")
        #expect(injectedModel.names == ["Whiskey Sour", "Daiquiri"])
        #expect(byHandModel.names == injectedModel.names)
    }
}
#endif

#if !canImport(AppKit)
/// Runs the guide's AppKit loop against the stand-in for `NSViewController`.
@MainActor
@Suite("Guide from SwinjectStoryboard: the AppKit loop injects a controller tree", .verifiesItsContainers)
struct FromSwinjectStoryboardAppKitTests {
    private final class InjectedControllers {
        var all: [ObjectIdentifier] = []
    }

    @Test func theLoopInjectsAControllerAndItsChildrenParentsFirst() {
        let container = Container()
        let injected = InjectedControllers()
        container.storyboardInitCompleted(NSViewController.self) { _, controller in
            injected.all.append(ObjectIdentifier(controller))
        }
        let root = NSViewController()
        let child = NSViewController()
        let grandchild = NSViewController()
        child.children = [grandchild]
        root.children = [child]

        inject(root, from: container)

        #expect(injected.all == [root, child, grandchild].map(ObjectIdentifier.init))
    }
}
#endif
