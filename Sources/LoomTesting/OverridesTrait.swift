import Loom
import Testing

/// A Swift Testing trait that runs each test with overrides layered over a container, as
/// `withOverrides` does: for that test's task only, so tests running in parallel keep their own.
///
/// ```swift
/// @Test(.overriding { overrides in
///     overrides.register(PaymentService.self) { _ in StubPaymentService() }
/// })
/// func checkoutChargesTheStub() async {
///     let model = CheckoutModel()             // @Injected var payment: PaymentService
///     #expect(await model.pay() == .charged(by: "stub"))
/// }
///
/// @Suite(.overriding(appContainer) { $0.unregister(AnalyticsService.self) })
/// struct OfflineTests { … }                   // every test of the suite gets its own overlay
/// ```
///
/// Each test case runs in a fresh overlay: singletons created during one test are not seen by the
/// next, and neither are replacements its body registers with a definition's `register { … }` on
/// the overridden container (`Container.default.x.register { … }`, as under Factory's `.container`
/// trait). On a suite, the trait applies to every test in it.
public struct OverridesTrait: TestTrait, SuiteTrait, TestScoping {
    /// The container to override; `nil` for ``Loom/Container/default`` as it is when the test runs.
    let container: Container?
    /// Registers, replaces and unregisters services in the overlay.
    let overrides: @Sendable (Container) -> Void

    /// The trait applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Scopes each test case, not the test or suite around it, so that every case gets its own
    /// overlay.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> OverridesTrait? {
        testCase == nil ? nil : self
    }

    /// Runs the test case with the overrides bound.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let container = self.container ?? Container.default
        try await container.withOverrides(overrides, operation: function)
    }
}

extension Trait where Self == OverridesTrait {
    /// Runs each test with `overrides` layered over `container` (``Loom/Container/default`` when
    /// `nil`), for the test's task only.
    ///
    /// ```swift
    /// @Test(.overriding { $0.register(Clock.self) { _ in FixedClock(day: 3) } })
    /// func dueDatesCountFromToday() { … }
    ///
    /// @Test(.overriding())                     // Factory's `.container`: the body's replacements are its own
    /// func offlineHeadlines() {
    ///     Container.default.articleAPI.register { _ in OfflineArticleAPI() }
    ///     #expect(HeadlinesModel().firstHeadline() == "offline #1")
    /// }
    /// ```
    ///
    /// Inside the test, a definition's `register { … }` and `reset()` on the overridden container
    /// go into the test's overlay too, and end with the test.
    ///
    /// - Parameters:
    ///   - container: The container to override; ``Loom/Container/default`` by default.
    ///   - overrides: Registers, replaces and unregisters services in the overlay; none by default.
    public static func overriding(
        _ container: Container? = nil,
        _ overrides: @escaping @Sendable (Container) -> Void = { _ in }
    ) -> Self {
        OverridesTrait(container: container, overrides: overrides)
    }
}
