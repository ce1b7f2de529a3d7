// The samples of the DocC article "Testing with Loom": scripts/build-docs.sh keeps each of its Swift
// blocks equal to a region of this file or to a file of TestingWithLoom/ (shown whole, imports
// included), and the tests below run them and check the output the article prints.

import Foundation
import Loom
import LoomTesting
import Testing

@Suite("Article Testing with Loom: the samples do what the article says", .verifiesItsContainers)
struct TestingWithLoomTests {
    let article: Guide

    init() throws {
        article = try Guide(file: "Sources/Loom/Loom.docc/TestingWithLoom.md")
    }

    // begin region: override-for-one-task
    @Test func checkoutChargesTheStub() async {
        let receipt = await appContainer.withOverrides({ overrides in
            overrides.register(PaymentService.self) { _ in StubPaymentService() }
            overrides.unregister(AnalyticsService.self)
        }) {
            await CheckoutModel().pay()
        }
        #expect(receipt.provider == "stub")
    }
    // end region: override-for-one-task

    // begin region: factory-style-body
    @Test(.overriding())
    func dueDatesCountFromTheTestsOwnClock() {
        Container.default.clock.register { _ in FixedClock(day: 3) }   // this test's only
        #expect(Container.default.loans().dueDay(forDays: 14) == 17)
    }
    // end region: factory-style-body

    @Test func theAppContainerIsUnchangedOutsideTheOverlay() async {
        #expect(await CheckoutModel().pay().provider == "live")
        #expect(appContainer.verify().problems.isEmpty)
    }

    @Test func theRecipesContainerVerifiesWithItsSamples() {
        let report = AppContainer.makeContainer().verify(samples: AppContainer.verificationSamples)

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.isEmpty, "\(report)")
    }

    @Test func withoutItsSamplesTheRecipesRequestScopedServiceStopsItsChildProcess() async {
        let result = await verifyEachRegistrationInChildProcess(of: AppContainerWithoutSamples.self)

        #expect(result.stops.map(\.registration) == ["OrderService [request]"], "\(result)")
    }

    @Test func theArticlePrintsWhatTheRecipeWithoutHTTPClientGives() async throws {
        let result = await verifyEachRegistrationInChildProcess(of: AppContainerWithoutHTTPClient.self)
        let shown = try #require(article.output("child-processes"))

        #expect(!result.isClean)
        #expect(Self.matches(shown, "\(result)"), "the article shows:\n\(shown.joined(separator: "\n"))\nthe result is:\n\(result)")
    }

    /// Whether `shown`, up to a line `…` if it has one, is the start of `printed`, the line and file
    /// of a `Fatal error:` aside (the user's own file in the article).
    static func matches(_ shown: [String], _ printed: String) -> Bool {
        let shown = shown.prefix { $0.trimmingCharacters(in: .whitespaces) != "…" }.map(withoutSourceLocation)
        let printed = printed.components(separatedBy: "\n").map(withoutSourceLocation)
        return !shown.isEmpty && printed.starts(with: shown)
    }

    /// `line` with the `File.swift:12` before a `: Fatal error:` replaced by `FILE`.
    static func withoutSourceLocation(_ line: String) -> String {
        line.replacingOccurrences(of: #"\S+\.swift:\d+: Fatal error:"#, with: "FILE: Fatal error:", options: .regularExpression)
    }
}
