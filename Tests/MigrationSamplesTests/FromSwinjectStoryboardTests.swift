import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from SwinjectStoryboard: the sample injects what the guide shows")
struct FromSwinjectStoryboardTests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromSwinjectStoryboard")
    }

    @Test func theCategoriesScreenGetsItsCatalogFromTheBaseClassClosure() {
        let resolver = Assembler([CocktailScreensAssembly()]).resolver
        let categories = makeCocktailCategoriesScreen(resolver: resolver)

        #expect(categories.catalog != nil)
        #expect(guide.shows("print(categories.catalog != nil)  // true: the closure for the base class ran"))
    }

    @Test func aListScreenGetsItsCategoryAsARuntimeArgument() throws {
        let resolver = Assembler([CocktailScreensAssembly()]).resolver
        let sours = makeCocktailListScreen(category: "Sours", resolver: resolver)
        let model = try #require(sours.viewModel)

        #expect(model.names == ["Whiskey Sour", "Daiquiri"])
        #expect(sours.catalog === resolver.resolve(CocktailCatalog.self))
        #expect(guide.shows(#"print(sours.viewModel!.names)  // ["Whiskey Sour", "Daiquiri"]"#))
    }

    @Test func aScreenIsInjectedOncePerHierarchy() {
        let resolver = Assembler([CocktailScreensAssembly()]).resolver
        let screen = makeCocktailCategoriesScreen(resolver: resolver)

        #expect(resolver.injectDependencies(into: screen) == .alreadyInjected)
    }
}
