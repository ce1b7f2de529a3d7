import Loom
import Testing
@testable import MigrationSamples

/// The sample keeps one app-wide container and sets the session id process-wide, as an app does,
/// so these tests run one after the other.
@Suite("Guide from WeaveDI: the sample does what the guide shows", .serialized, .verifiesItsContainers)
struct FromWeaveDITests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromWeaveDI")
    }

    @Test func aSessionKeepsItsCartAcrossScreensUntilSignOutAndOrdersGetTheirOwnRequests() async {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's "Calling it" block; scripts/build-docs.sh keeps the two equal.
        // begin region: calling-it
        shopperSignedIn("ada")
        print(showProductScreen("screen-1", adding: "tea"))  // ["tea"]
        print(showProductScreen("screen-2", adding: "cake"))  // ["tea", "cake"]: one session
        closeProductScreen("screen-1")
        closeProductScreen("screen-2")
        print(await shopperProfile() ?? "none")  // "ada, member since 2021"
        shopperSignedOut()

        shopperSignedIn("ada")
        print(showProductScreen("screen-3", adding: "jam"))  // ["jam"]: sign-out ended the session

        let orders = await placeOrders([(id: "r1", items: 2), (id: "r2", items: 3)])
        print(orders)  // ["r1: 2 items ordered", "r2: 3 items ordered"]
        // end region: calling-it
        closeProductScreen("screen-3")
        shopperSignedOut()

        #expect(printed.values == [
            #"["tea"]"#, #"["tea", "cake"]"#, #""ada, member since 2021""#, #"["jam"]"#,
            #"["r1: 2 items ordered", "r2: 3 items ordered"]"#,
        ])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromWeaveDITests.swift#calling-it")))
    }

    @Test func concurrentOrdersEachGetTheirOwnRequestContext() async {
        let confirmations = await placeOrders([(id: "r1", items: 2), (id: "r2", items: 3)])

        #expect(confirmations == ["r1: 2 items ordered", "r2: 3 items ordered"])
        #expect(ScopeContext.shared.activeIDs(of: .request).filter { $0 == "r1" || $0 == "r2" }.isEmpty)
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
