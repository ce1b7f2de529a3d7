// The checkout, moved to Loom: its services and its registrations. It imports Catalog for the
// protocols the two share, and never Swinject: Catalog's import of Swinject does not reach here.

import Catalog
import Loom

public final class Basket: BasketContents {
    public private(set) var skus: [String] = []

    public init() {}

    public func add(_ sku: String) { skus.append(sku) }
}

public final class CheckoutService {
    public let basket: Basket
    public let prices: PriceList
    public let search: Search
    public let visit: Visit

    public init(basket: Basket, prices: PriceList, search: Search, visit: Visit) {
        self.basket = basket
        self.prices = prices
        self.search = search
        self.visit = visit
    }

    public var totalCents: Int { basket.skus.compactMap(prices.cents(for:)).reduce(0, +) }
}

public struct CheckoutAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(Basket.self) { _ in Basket() }
            .inObjectScope(.container)
            .implements(BasketContents.self)
        container.register(CheckoutService.self) { r in
            CheckoutService(
                basket: r.resolve(Basket.self)!,
                prices: r.resolve(PriceList.self)!,  // still Catalog's: bridged from Swinject
                search: r.resolve(Search.self)!,
                visit: r.resolve(Visit.self)!
            )
        }
    }
}
