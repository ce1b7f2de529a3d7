// The shop's services: what the assemblies register.

public struct Product: Equatable, Sendable {
    public let sku: String
    public let name: String
    public let cents: Int
}

public protocol PriceList: AnyObject {
    func product(_ sku: String) -> Product?
}

public final class StaticPriceList: PriceList {
    private let products: [String: Product]

    public init() {
        products = Dictionary(uniqueKeysWithValues: [
            Product(sku: "tea", name: "Green tea", cents: 450),
            Product(sku: "mug", name: "Mug", cents: 1200),
        ].map { ($0.sku, $0) })
    }

    public func product(_ sku: String) -> Product? { products[sku] }
}

public final class Inventory {
    public let prices: PriceList

    public init(prices: PriceList) { self.prices = prices }

    public func inStock(_ sku: String) -> Bool { prices.product(sku) != nil }
}

public protocol PaymentGateway: AnyObject {
    var name: String { get }
}

public final class CardGateway: PaymentGateway {
    public let name = "card"
    public init() {}
}

public final class VoucherGateway: PaymentGateway {
    public let name = "voucher"
    public init() {}
}

public final class Cart {
    public let owner: String
    public private(set) var skus: [String] = []
    let prices: PriceList

    public init(owner: String, prices: PriceList) {
        self.owner = owner
        self.prices = prices
    }

    public func add(_ sku: String) { skus.append(sku) }

    public var totalCents: Int { skus.compactMap { prices.product($0)?.cents }.reduce(0, +) }
}

public final class CheckoutService {
    public let gateway: PaymentGateway
    let inventory: Inventory

    public init(gateway: PaymentGateway, inventory: Inventory) {
        self.gateway = gateway
        self.inventory = inventory
    }

    public func pay(_ cart: Cart) -> String {
        let missing = cart.skus.filter { !inventory.inStock($0) }
        guard missing.isEmpty else { return "missing \(missing.joined(separator: ", "))" }
        return "\(cart.owner) paid \(cart.totalCents) cents by \(gateway.name)"
    }
}

/// A screen of the shop; the assemblies register each with `registerScreen`.
public protocol ShopScreen: AnyObject {
    init()
    var title: String { get set }
}

public final class CartScreen: ShopScreen {
    public var title = ""
    public var checkout: CheckoutService?
    public init() {}
}
