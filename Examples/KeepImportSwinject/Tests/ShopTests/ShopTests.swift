// The shop, resolved as its tests resolved it on Swinject. `Shop.Container` is the shop's own
// class; `Swinject.Container` is Loom's, through the re-exporting module.

import Shop
import Swinject
import Testing

@Suite("A shop that still says import Swinject, on Loom")
struct ShopTests {
    let shop = Shop.Container()

    @Test func aCartIsPaidThroughTheAutoregisteredServices() {
        let cart = shop.resolver.resolve(Cart.self, argument: "Ann")!
        cart.add("tea")
        cart.add("mug")

        #expect(shop.resolve(CheckoutService.self).pay(cart) == "Ann paid 1650 cents by card")
        #expect(shop.resolver.resolve(CheckoutService.self, name: "voucher")?.pay(cart) == "Ann paid 1650 cents by voucher")
    }

    @Test func aScreenGetsItsTitleAndWhatInitCompletedSets() throws {
        let screen = try #require(shop.resolver.resolve(CartScreen.self))

        #expect(screen.title == "Cart")
        #expect(screen.checkout?.gateway.name == "card")
    }

    @Test func aFileThatImportsSwinjectsTypesOneByOneRegistersItsScreen() {
        let receipt = shop.resolver.resolve(ReceiptScreen.self, argument: "Ann paid 450 cents by card")

        #expect(receipt?.lines == ["Ann paid 450 cents by card"])
    }

    @Test func theSingletonHelperKeepsOnePriceList() {
        #expect(shop.resolve(PriceList.self) === shop.resolve(PriceList.self))
        #expect(shop.resolve(Inventory.self).prices === shop.resolve(PriceList.self))
    }

    @Test func theBehaviourSawEveryRegistrationInOrder() {
        #expect(shop.registrations.entries == [
            "PriceList", "Inventory", "Cart", "PaymentGateway", "PaymentGateway (voucher)",
            "CheckoutService", "CheckoutService (voucher)", "CartScreen", "ReceiptScreen",
        ])
    }

    @Test func swinjectNamesLoomsTypes() {
        #expect(String(reflecting: Swinject.Container.self) == "Loom.Container")
        #expect(String(reflecting: Swinject.ServiceEntry<Cart>.self) == "Loom.ServiceEntry<Shop.Cart>")
        #expect(String(reflecting: (any Swinject.Resolver).self) == "Loom.Resolver")
    }

    @Test func loomsAdditionsComeWithTheSameImport() throws {
        let test = Swinject.Container()
        test.register(PaymentGateway.self) { _ in VoucherGateway() }

        #expect(try test.require(PaymentGateway.self).name == "voucher")
        #expect(test.verify().problems.isEmpty)
    }
}
