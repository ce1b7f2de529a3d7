import Testing
@testable import Loom

/// The cocktail browser of `Fixtures/CocktailBrowser.swift`: screens created elsewhere, injected from
/// several assemblies, a feature module in a child assembler, and an assembly applied later.
@Suite("Assemblies without storyboards: the cocktail browser")
struct AssembliesWithoutStoryboardsTests {
    typealias Cocktail = Cocktails.Cocktail

    @Test func theMainScreenIsInjectedFromSeveralAssembliesAppliedToOneAssembler() {
        let assembler = Assembler(Cocktails.appAssemblies())
        let main = Cocktails.MainController()

        let result = assembler.resolver.injectDependencies(into: main)

        #expect(result == .injected(closures: 2))
        #expect(main.viewModel?.categories == ["Sours", "Tiki"])
        #expect(main.router != nil)
        #expect(main.imageCache != nil)
    }

    @Test func theListScreenIsCreatedWithItsCategoryAsAnArgument() throws {
        let assembler = Assembler(Cocktails.appAssemblies())
        let main = Cocktails.MainController()
        assembler.resolver.injectDependencies(into: main)
        let router = try #require(main.router)

        let list = router.showList(category: "Sours")

        #expect(list.viewModel?.category == "Sours")
        #expect(list.viewModel?.cocktails.map(\.name) == ["Whiskey Sour", "Daiquiri"])
        #expect(list.imageCache === main.imageCache)
    }

    @Test func loadedHooksRunAfterEveryAssemblyOfTheCallAssembledAndResolveAcrossThem() {
        let journal = Probe.Journal()

        _ = Assembler(Cocktails.appAssemblies(journal: journal))

        #expect(journal.entries == [
            "assemble services",
            "assemble main",
            "loaded services, categories: Sours, Tiki",
            "loaded main",
        ])
    }

    @Test func theDetailAssemblyCanBeAppliedLaterWhenTheFirstDetailScreenOpens() throws {
        let journal = Probe.Journal()
        let assembler = Assembler(Cocktails.appAssemblies())
        let main = Cocktails.MainController()
        assembler.resolver.injectDependencies(into: main)
        let router = try #require(main.router)

        let tooEarly = router.showDetail(id: 3)
        let applied = assembler.applyIfNeeded(assembly: Cocktails.DetailAssembly(journal: journal))
        let detail = router.showDetail(id: 3)
        let appliedAgain = assembler.applyIfNeeded(assembly: Cocktails.DetailAssembly(journal: journal))

        #expect(tooEarly.viewModel == nil)
        #expect(applied)
        #expect(!appliedAgain)
        #expect(journal.entries == ["loaded detail"])
        #expect(detail.viewModel?.cocktail == Cocktail(id: 3, name: "Mai Tai", category: "Tiki"))
        #expect(detail.imageCache === main.imageCache)
    }

    @Test func applyIfNeededKeepsTheSingletonsWhileApplyRegistersAgainLikeSwinject() {
        let assembler = Assembler(Cocktails.appAssemblies())
        let before = assembler.resolver.resolve(Cocktails.ImageCache.self)

        assembler.applyIfNeeded(assembly: Cocktails.ServiceAssembly())
        let keptByApplyIfNeeded = assembler.resolver.resolve(Cocktails.ImageCache.self)
        assembler.apply(assembly: Cocktails.ServiceAssembly())
        let afterApply = assembler.resolver.resolve(Cocktails.ImageCache.self)

        #expect(keptByApplyIfNeeded === before)
        #expect(afterApply !== before)  // registered again: a new container-scoped instance
    }

    @Test func aFeatureModuleInAChildAssemblerUsesTheAppsServicesAndKeepsItsOwnToItself() {
        let app = Assembler(Cocktails.appAssemblies())
        let favoritesModule = Assembler([Cocktails.FavoritesAssembly()], parent: app)
        let favorites = Cocktails.FavoritesController()
        let outsideTheModule = Cocktails.FavoritesController()

        let inModule = favoritesModule.resolver.injectDependencies(into: favorites)
        let inApp = app.resolver.injectDependencies(into: outsideTheModule)

        #expect(inModule == .injected(closures: 2))
        #expect(favorites.store != nil)
        #expect(favorites.api === app.resolver.resolve(Cocktails.CocktailFetching.self))
        #expect(favorites.imageCache === app.resolver.resolve(Cocktails.ImageCache.self))
        #expect(inApp == .injected(closures: 1))  // only the app's base-class closure
        #expect(outsideTheModule.store == nil)
        #expect(app.resolver.resolve(Cocktails.FavoritesStore.self) == nil)
    }

    @Test func aScreenInjectedThroughTheFeatureModuleSeesTheModulesServices() {
        let app = Assembler(Cocktails.appAssemblies())
        app.apply(assembly: Cocktails.DetailAssembly())
        let favoritesModule = Assembler([Cocktails.FavoritesAssembly()], parent: app)
        let viaApp = Cocktails.DetailController()
        let viaModule = Cocktails.DetailController()

        app.resolver.injectDependencies(into: viaApp, argument: 1)
        favoritesModule.resolver.injectDependencies(into: viaModule, argument: 1)
        viaModule.viewModel?.favorites?.add(1)

        #expect(viaApp.viewModel?.favorites == nil)
        #expect(viaModule.viewModel?.favorites === favoritesModule.resolver.resolve(Cocktails.FavoritesStore.self))
        #expect(favoritesModule.resolver.resolve(Cocktails.FavoritesStore.self)?.ids == [1])
    }
}
