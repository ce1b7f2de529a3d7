import Loom
import Testing
@testable import CookbookSamples

/// Runs each recipe of the Cookbook article and checks that it returns the lines the article shows,
/// among them the line that proves what the recipe's text says. Recipe 11 is a test file of its
/// own (SpiesAndStubsTests).
@Suite("Cookbook: each recipe does what the article says", .verifiesItsContainers)
struct CookbookRecipeTests {
    let cookbook: Guide

    init() throws {
        cookbook = try Guide(file: "Sources/Loom/Loom.docc/Cookbook.md")
    }

    /// Expects `lines` to be the article's output block `name`, and to include `proof`.
    private func expect(_ lines: [String], shownAs name: String, proving proof: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lines == cookbook.output(name), sourceLocation: sourceLocation)
        #expect(lines.contains(proof), sourceLocation: sourceLocation)
    }

    @Test func eachEnvironmentGetsItsOwnClientAndCrashReporterAndTheFlagPicksTheCheckout() {
        expect(environmentBasedRegistration(), shownAs: "environmentBasedRegistration",
               proving: "checkout with the flag on: one-page")
        #expect(makeAppContainer(for: .production).resolve(CheckoutFlow.self) == .classic)
    }

    @Test func eachEntityTypeHasItsOwnRepositoryOverOneSharedStore() {
        expect(genericRepositories(), shownAs: "genericRepositories", proving: "store writes: users/1, products/7")
    }

    @Test func theUnnamedOrderServiceIsTheWholeDecoratorChain() {
        expect(decoratorChain(), shownAs: "decoratorChain", proving: "chain: Analytics(Logging(Standard))")
    }

    @Test func initCompletedLazyAndProviderEachCloseACycle() {
        let lines = breakingCycles()
        #expect(lines == cookbook.output("breakingCycles"))
        #expect(!lines.contains { $0.hasSuffix("false") })
    }

    @Test func featureContainersShareTheAppsSingletonsAndFreeTheirOwn() {
        expect(featureContainers(), shownAs: "featureContainers", proving: "closed checkout's cart freed: true")
    }

    @Test func lazyWaitsForFirstUseAndResolveAllRunsEveryLaunchTaskInOrder() {
        expect(lazyAndBatchResolution(), shownAs: "lazyAndBatchResolution", proving: "exporters made with the screen: 0")
    }

    @Test func thePoolReusesAReturnedConnectionBeforeMakingANewOne() {
        expect(objectPool(), shownAs: "objectPool", proving: "after giving 1 back: 1, then a new one: 3")
    }

    @Test func missingOptionalServicesFallBackToDefaults() {
        expect(gracefulFallback(), shownAs: "gracefulFallback", proving: #"shelf without recommendations: ["bestsellers"]"#)
        #expect(ShelfModel().recommendations == nil)  // the override ended with `withOverrides`
    }

    @Test func theMonitorChecksEveryRegisteredComponentIncludingAFeaturesOwn() {
        expect(healthChecks(), shownAs: "healthChecks",
               proving: "with payments: database: healthy, cache: degraded, payments: down; overall: down")
    }

    @Test func requiredModulesAreAppliedFirstAndVerifyReportsMissingOrUndeclaredOnes() {
        expect(featureModules(), shownAs: "featureModules", proving: "complete app: assembled Storage, Networking, Profile")
    }

    /// Recipe 11's tests (SpiesAndStubsTests) are shown in the Cookbook as they are, without this
    /// target's `.verifiesItsContainers` trait: their container is verified here.
    @Test func theSignUpContainerOfTheTestingRecipeVerifiesWithoutProblems() {
        let report = signUpContainer.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(signUpContainer.dependencyGraph().render(.dot).hasPrefix("digraph "))
    }

    /// One test, not two: two runs at once would each count the other's resolves.
    @Test func observersCountResolvesFailuresAndSlowResolvesOfTheirOwnServicesAndAreRemovedAfterwards() {
        let lines = productionMonitoring()
        expect(lines, shownAs: "productionMonitoring", proving: "slow: TaxRules at depth 2")
        #expect(productionMonitoring() == lines)  // an observer left installed would count twice
    }
}
