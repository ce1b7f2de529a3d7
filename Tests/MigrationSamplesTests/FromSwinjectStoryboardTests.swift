import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from SwinjectStoryboard: the sample injects what the guide shows")
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
