// What works while an app has both containers, and what to watch: each scope lives in the
// container that registers the service, and an object graph does not span the two.

import AppComposition
import Catalog
import Checkout
import Dispatch
import Foundation
import Testing

@Suite("One module at a time: a Swinject container and a Loom container, bridged")
struct ModuleAtATimeTests {
    let app = makeApp()

    @Test func aMovedServiceGetsWhatIsNotMovedFromSwinject() throws {
        let checkout = try #require(app.loom.resolve(CheckoutService.self))
        checkout.basket.add("tea")
        checkout.basket.add("mug")

        #expect(checkout.totalCents == 1650)
    }

    @Test func aServiceNotMovedGetsWhatHasMovedFromLoom() throws {
        let basket = try #require(app.loom.resolve(Basket.self))
        basket.add("tea")

        let recommendations = try #require(app.swinject.resolve(Recommendations.self))

        #expect(recommendations.basket === basket)
        #expect(recommendations.next == "mug")
    }

    @Test func aSingletonIsOneInstanceInBothContainers() {
        let fromLoom = app.loom.resolve(PriceList.self)
        let fromSwinject = app.swinject.resolve(PriceList.self)

        #expect(fromLoom != nil && fromLoom === fromSwinject)
        #expect(app.loom.resolve(Basket.self) === app.swinject.resolve(BasketContents.self))
    }

    @Test func anObjectGraphDoesNotSpanTheTwoContainers() throws {
        let checkout = try #require(app.loom.resolve(CheckoutService.self))
        let page = try #require(app.swinject.resolve(Search.self))

        // Each bridged resolve is a top-level resolve in Swinject, with a graph of its own: the
        // visit Search got is not the one CheckoutService got, as it would be in one container.
        #expect(checkout.search.visit !== checkout.visit)
        #expect(page.visit !== checkout.visit)
    }

    @Test func theBridgeToSwinjectIsSafeFromManyThreads() {
        let loom = app.loom
        let resolved = Resolved()

        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            resolved.add(loom.resolve(PriceList.self).map(ObjectIdentifier.init))
        }

        #expect(resolved.distinct == 1)
    }
}

/// The identifiers of what several threads resolved.
final class Resolved: @unchecked Sendable {
    // `@unchecked Sendable`: `identifiers` is only touched with `lock` held.
    private let lock = NSLock()
    private var identifiers: Set<ObjectIdentifier?> = []

    func add(_ identifier: ObjectIdentifier?) {
        lock.withLock { _ = identifiers.insert(identifier) }
    }

    var distinct: Int { lock.withLock { identifiers.contains(nil) ? 0 : identifiers.count } }
}
