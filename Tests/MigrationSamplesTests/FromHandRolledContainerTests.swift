import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from a hand-rolled container: the Loom samples print what the guide shows", .verifiesItsContainers)
struct FromHandRolledContainerTests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromHandRolledContainer")
    }

    @Test func theGuidesPackageLinesAreTheREADMEsInstallationLines() throws {
        let readme = try Guide(file: "README.md")
        let installed = readme.firstSwiftBlock(after: "<!-- install:begin -->")
        let shown = guide.firstSwiftBlock(after: "## 1. Add Loom to your app")

        #expect(installed != nil)
        #expect(shown == installed)
    }

    @Test func aPoppedScreensViewModelIsFreedWhileTheStoreIsShared() {
        let lines = popAPlantScreen()
        #expect(lines == guide.output("popAPlantScreen"))
        #expect(lines.first == "popped screen's view model freed: true")
    }

    @Test func aWeakScopedCacheIsSharedWhileHeldAndMadeAgainAfterwards() {
        let lines = shareAPhotoCache()
        #expect(lines == guide.output("shareAPhotoCache"))
        #expect(!lines.contains { $0.hasSuffix("false") })
    }

    @Test func theFormAndItsValidatorShareOneDraftPerResolve() {
        let lines = openTwoNewPlantForms()
        #expect(lines == guide.output("openTwoNewPlantForms"))
        #expect(!lines.contains { $0.hasSuffix("false") })
    }

    @Test func namesArgumentsChildContainersAndConcurrentResolvesWork() async {
        let lines = await beyondTheDictionary()
        #expect(lines == guide.output("beyondTheDictionary"))
        #expect(lines.contains("stores made by 8 concurrent tasks: 1"))
    }

    @Test func screensPreviewsAndTestsGetTheirViewModelsFromTheirOwnContainers() {
        let lines = browseTrails()
        #expect(lines == guide.output("browseTrails"))
        #expect(lines.last == "test detail: Ridge Loop, Snow")
    }

    @Test func theEnvironmentHandsOnTheResolverItWasGiven() {
        var environment = EnvironmentValues()
        #expect(environment.resolver.resolve(TrailListViewModel.self) == nil)  // the empty default

        environment.resolver = makeTrailsContainer()
        let detail = environment.resolver.resolve(TrailDetailViewModel.self, argument: 2)
        #expect(detail?.forecast == "Sunny on Lake Path")
    }

    @Test func previewsReplaceOneRegistrationAndKeepTheApps() {
        let preview = makePreviewContainer()
        #expect(preview.resolve(TrailListViewModel.self)?.trails.map(\.name) == ["Preview Trail"])
        #expect(preview.resolve(ForecastService.self) is LiveForecastService)
    }
}
