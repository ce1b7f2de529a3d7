// The catalogue, not moved yet: its services and its Swinject assembly, as they were.

import Swinject

public protocol PriceList: AnyObject {
    func cents(for sku: String) -> Int?
}

public final class StaticPriceList: PriceList {
    public init() {}

    public func cents(for sku: String) -> Int? { ["tea": 450, "mug": 1200][sku] }
}

/// One visit to the shop; graph-scoped, so one object graph shares it.
public final class Visit {
    public init() {}
}

public final class Search {
    public let visit: Visit

    public init(visit: Visit) { self.visit = visit }
}

/// What the basket holds, as the catalogue sees it; the basket itself has moved to Loom.
public protocol BasketContents: AnyObject {
    var skus: [String] { get }
}

public final class Recommendations {
    public let basket: BasketContents

    public init(basket: BasketContents) { self.basket = basket }

    public var next: String { basket.skus.contains("tea") ? "mug" : "tea" }
}

public struct CatalogAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register(PriceList.self) { _ in StaticPriceList() }
            .inObjectScope(.container)
        container.register(Visit.self) { _ in Visit() }
        container.register(Search.self) { r in Search(visit: r.resolve(Visit.self)!) }
        container.register(Recommendations.self) { r in
            Recommendations(basket: r.resolve(BasketContents.self)!)
        }
    }
}
