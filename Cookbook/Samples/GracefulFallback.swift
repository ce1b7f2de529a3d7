// Recipe 8 of the Cookbook: services the app can do without. A factory falls back to a default
// when `resolve` returns nil, and an `@Inject` property reads nil until something is registered.

import Loom

protocol AnalyticsTracker {
    func track(_ event: String) -> String
}

struct NoOpTracker: AnalyticsTracker {
    func track(_ event: String) -> String { "\(event) dropped" }
}

struct RemoteTracker: AnalyticsTracker {
    func track(_ event: String) -> String { "\(event) sent" }
}

final class CheckoutScreen {
    let tracker: AnalyticsTracker

    init(tracker: AnalyticsTracker) { self.tracker = tracker }
}

/// Registers the checkout screen; the analytics module registers a tracker only when it is linked in.
func registerCheckoutScreen(in container: Container) {
    container.register(CheckoutScreen.self) { r in
        CheckoutScreen(tracker: r.resolve(AnalyticsTracker.self) ?? NoOpTracker())
    }
}

protocol RecommendationService {
    func recommended() -> [String]
}

struct PersonalRecommendations: RecommendationService {
    func recommended() -> [String] { ["green tea", "honey"] }
}

/// Resolves from `Container.default` (or the overrides its task bound) on first read.
final class ShelfModel {
    @Inject var recommendations: RecommendationService?

    var titles: [String] { recommendations?.recommended() ?? ["bestsellers"] }
}

/// Builds the screen and the shelf with and without the optional services; the Cookbook shows the
/// lines it returns.
func gracefulFallback() -> [String] {
    let bare = Container()
    registerCheckoutScreen(in: bare)

    let full = Container()
    registerCheckoutScreen(in: full)
    full.register(AnalyticsTracker.self) { _ in RemoteTracker() }

    // `withOverrides` stands in for an app that registered recommendations in `Container.default`.
    let personal = Container.default.withOverrides({ overrides in
        overrides.register(RecommendationService.self) { _ in PersonalRecommendations() }
    }) {
        ShelfModel().titles
    }

    return [
        "without analytics: \(bare.resolve(CheckoutScreen.self)!.tracker.track("purchase"))",
        "with analytics: \(full.resolve(CheckoutScreen.self)!.tracker.track("purchase"))",
        "shelf without recommendations: \(ShelfModel().titles)",
        "shelf with recommendations: \(personal)",
    ]
}
