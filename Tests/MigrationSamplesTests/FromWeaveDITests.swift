import Loom
import Testing
@testable import MigrationSamples

/// The sample keeps one app-wide container and sets the session id process-wide, as an app does,
/// so these tests run one after the other.
@Suite("Guide from WeaveDI: the sample does what the guide shows", .serialized)
struct FromWeaveDITests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromWeaveDI")
    }

    @Test func aSessionKeepsItsCartAcrossScreensUntilSignOut() async {
        shopperSignedIn("ada")
        let first = showProductScreen("screen-1", adding: "tea")
        let second = showProductScreen("screen-2", adding: "cake")
        closeProductScreen("screen-1")
        closeProductScreen("screen-2")
        let profile = await shopperProfile()
        shopperSignedOut()
        shopperSignedIn("ada")
        let afterSignOut = showProductScreen("screen-3", adding: "jam")
        closeProductScreen("screen-3")
        shopperSignedOut()

        #expect(first == ["tea"])
        #expect(second == ["tea", "cake"])
        #expect(profile == "ada, member since 2021")
        #expect(afterSignOut == ["jam"])
        #expect(guide.shows(#"print(showProductScreen("screen-2", adding: "cake"))  // ["tea", "cake"]: one session"#))
        #expect(guide.shows(#"print(await shopperProfile() ?? "none")  // "ada, member since 2021""#))
        #expect(guide.shows(#"print(showProductScreen("screen-3", adding: "jam"))  // ["jam"]: sign-out ended the session"#))
    }

    @Test func concurrentOrdersEachGetTheirOwnRequestContext() async {
        let confirmations = await placeOrders([(id: "r1", items: 2), (id: "r2", items: 3)])

        #expect(confirmations == ["r1: 2 items ordered", "r2: 3 items ordered"])
        #expect(ScopeContext.shared.activeIDs(of: .request).filter { $0 == "r1" || $0 == "r2" }.isEmpty)
        #expect(guide.shows(#"print(orders)  // ["r1: 2 items ordered", "r2: 3 items ordered"]"#))
    }

    @Test func theGuidesPackageLinesNameLoomAsTheREADMEDoes() throws {
        #expect(try guide.namesLoomAsTheREADMEDoes())
    }

    @Test func constructorInjectionGetsTheSharedAPIAndTheCurrentSession() {
        let container = Container(parent: shopContainer)
        registerCheckoutModel(in: container)
        shopperSignedIn("cy")
        let model = container.resolve(CheckoutModel.self)
        shopperSignedOut()

        #expect(model?.session.userID == "cy")
        #expect(model?.api === shopContainer.resolve(ShopAPI.self))
    }

    @Test func theInjectedPropertyReadsTheCurrentSession() {
        shopperSignedIn("bo")
        _ = showProductScreen("screen-4", adding: "bread")
        let badge = CartBadge().text
        closeProductScreen("screen-4")
        shopperSignedOut()

        #expect(badge == "1")
    }
}
