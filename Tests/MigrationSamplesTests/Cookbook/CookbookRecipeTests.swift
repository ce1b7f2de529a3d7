import Loom
import Testing
@testable import CookbookSamples

/// Runs each recipe of the Cookbook article and checks that it returns the lines the article shows,
/// and the behaviour its text describes. Recipe 11 is a test file of its own (SpiesAndStubsTests).
@Suite("Cookbook: each recipe does what the article says")
struct CookbookRecipeTests {
    let cookbook: Guide

    init() throws {
        cookbook = try Guide(file: "Sources/Loom/Loom.docc/Cookbook.md")
    }

    @Test func eachEnvironmentGetsItsOwnClientAndCrashReporterAndTheFlagPicksTheCheckout() {
        let lines = environmentBasedRegistration()
        #expect(lines == cookbook.output("environmentBasedRegistration"))
        #expect(lines.last == "checkout with the flag on: one-page")
        #expect(makeAppContainer(for: .production).resolve(CheckoutFlow.self)?.version == "classic")
    }

    @Test func eachEntityTypeHasItsOwnRepositoryOverOneSharedStore() {
        let lines = genericRepositories()
        #expect(lines == cookbook.output("genericRepositories"))
        #expect(lines.contains("store writes: users/1, products/7"))
    }

    @Test func theUnnamedOrderServiceIsTheWholeDecoratorChain() {
        let lines = decoratorChain()
        #expect(lines == cookbook.output("decoratorChain"))
        #expect(lines.first == "chain: Analytics(Logging(Standard))")
    }

    @Test func initCompletedLazyAndProviderEachCloseACycle() {
        let lines = breakingCycles()
        #expect(lines == cookbook.output("breakingCycles"))
        #expect(!lines.contains { $0.hasSuffix("false") })
    }

    @Test func featureContainersShareTheAppsSingletonsAndFreeTheirOwn() {
        let lines = featureContainers()
        #expect(lines == cookbook.output("featureContainers"))
        #expect(lines.last == "closed checkout's cart freed: true")
    }

    @Test func lazyWaitsForFirstUseAndResolveAllRunsEveryLaunchTaskInOrder() {
        let lines = lazyAndBatchResolution()
        #expect(lines == cookbook.output("lazyAndBatchResolution"))
        #expect(lines.contains("exporters made with the screen: 0"))
    }

    @Test func thePoolReusesAReturnedConnectionBeforeMakingANewOne() {
        let lines = objectPool()
        #expect(lines == cookbook.output("objectPool"))
        #expect(lines.last == "after giving 1 back: 1, then a new one: 3")
    }

    @Test func missingOptionalServicesFallBackToDefaults() {
        let lines = gracefulFallback()
        #expect(lines == cookbook.output("gracefulFallback"))
        #expect(ShelfModel().recommendations == nil)  // the override ended with `withOverrides`
    }

    @Test func theMonitorChecksEveryRegisteredComponentIncludingAFeaturesOwn() {
        let lines = healthChecks()
        #expect(lines == cookbook.output("healthChecks"))
        #expect(lines.last?.hasSuffix("overall: down") == true)
    }

    @Test func requiredModulesAreAppliedFirstAndVerifyReportsMissingOrUndeclaredOnes() {
        let lines = featureModules()
        #expect(lines == cookbook.output("featureModules"))
        #expect(lines.first == "complete app: assembled Storage, Networking, Profile")
    }

    /// One test, not two: two runs at once would each count the other's resolves.
    @Test func observersCountResolvesFailuresAndSlowResolvesOfTheirOwnServicesAndAreRemovedAfterwards() {
        let lines = productionMonitoring()
        #expect(lines == cookbook.output("productionMonitoring"))
        #expect(lines.last == "slow: TaxRules at depth 2")

        let again = productionMonitoring()  // an observer left installed would count twice
        #expect(again == lines)
    }
}
