// The sample of Migration/FromWeaveDI.md: a shop's WeaveDI scopes after moving to Loom. The package
// compiles this file (target MigrationSamples), so the guide cannot drift from Loom's API.

import Loom

// MARK: - Services

final class ShopAPI: Sendable {
    func profileSummary(of userID: String) async -> String { "\(userID), member since 2021" }
    func placeOrder(_ requestID: String, items: Int) async -> String { "\(requestID): \(items) items ordered" }
}

/// The signed-in shopper: one per session.
final class ShopperSession {
    let userID: String
    var cart: [String] = []
    init(userID: String) { self.userID = userID }
}

/// Loaded once per session, by an async factory.
final class ShopperProfile: Sendable {
    let summary: String
    init(summary: String) { self.summary = summary }
}

/// One per shown product screen.
final class ProductScreenModel {
    let session: ShopperSession
    init(session: ShopperSession) { self.session = session }
}

/// One per order request; closes what it opened when the request ends.
final class OrderRequestContext: ScopeDisposable {
    let requestID: String
    init(requestID: String) { self.requestID = requestID }
    func dispose() { print("request \(requestID) done") }
}

final class OrderHandler {
    let context: OrderRequestContext
    let api: ShopAPI

    init(context: OrderRequestContext, api: ShopAPI) {
        self.context = context
        self.api = api
    }

    func place(items: Int) async -> String { await api.placeOrder(context.requestID, items: items) }
}

// MARK: - Registration: was UnifiedDI.register, registerScoped and registerAsyncScoped

struct ShopAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ShopAPI.self) { _ in ShopAPI() }
            .inObjectScope(.container)

        container.registerScoped(ShopperSession.self, scope: .session) {
            ShopperSession(userID: ScopeContext.shared.currentID(for: .session) ?? "guest")
        }
        container.registerAsyncScoped(ShopperProfile.self, scope: .session) { r in
            let userID = ScopeContext.shared.currentID(for: .session) ?? "guest"
            return ShopperProfile(summary: await r.resolve(ShopAPI.self)!.profileSummary(of: userID))
        }

        container.registerScoped(ProductScreenModel.self, scope: .screen) { r in
            ProductScreenModel(session: r.resolve(ShopperSession.self)!)
        }

        container.registerScoped(OrderRequestContext.self, scope: .request) {
            OrderRequestContext(requestID: ScopeContext.shared.currentID(for: .request) ?? "none")
        }
        container.register(OrderHandler.self) { r in
            OrderHandler(context: r.resolve(OrderRequestContext.self)!, api: r.resolve(ShopAPI.self)!)
        }
        .inObjectScope(.request)
    }
}

/// The app's container: where WeaveDI code called the global `UnifiedDI`, Loom code resolves from it.
/// It is `Container.default`, the container Loom's property wrappers resolve from; use it once at
/// launch, so that `Container.default` is filled before any `@Inject` property is read.
let shopContainer: Container = {
    _ = Assembler([ShopAssembly()], container: Container.default)
    return Container.default
}()

// MARK: - @Inject

final class CartBadge {
    @Inject var session: ShopperSession?  // the same line as with WeaveDI

    var text: String { "\(session?.cart.count ?? 0)" }
}

// MARK: - Sessions, screens and requests

/// Sign-in: the same call as in WeaveDI.
public func shopperSignedIn(_ userID: String) {
    ScopeContext.shared.setCurrent(.session, id: userID)
}

/// Sign-out: the same call, which now also disposes the session's instances.
public func shopperSignedOut() {
    ScopeContext.shared.clear(.session)
}

/// Was `UnifiedDI.resolveAsync(ShopperProfile.self)`: loaded once per session.
public func shopperProfile() async -> String? {
    await shopContainer.resolveAsync(ShopperProfile.self)?.summary
}

/// A product screen resolves its model under its own id and ends the id when it closes.
public func showProductScreen(_ screenID: String, adding item: String) -> [String] {
    ScopeContext.shared.withScope(.screen, id: screenID) {
        let model = shopContainer.resolve(ProductScreenModel.self)!
        model.session.cart.append(item)
        return model.session.cart
    }
}

public func closeProductScreen(_ screenID: String) {
    ScopeContext.shared.endScope(.screen, id: screenID)
}

/// Was `setCurrent(.request, id:)` ... `clear(.request)` per request: `withScope` keeps concurrent
/// requests apart, and `endScope` disposes each request's instances.
public func placeOrders(_ requests: [(id: String, items: Int)]) async -> [String] {
    await withTaskGroup(of: String.self) { group in
        for request in requests {
            group.addTask {
                await ScopeContext.shared.withScope(.request, id: request.id) {
                    defer { ScopeContext.shared.endScope(.request, id: request.id) }
                    return await shopContainer.resolve(OrderHandler.self)!.place(items: request.items)
                }
            }
        }
        var confirmations: [String] = []
        for await confirmation in group {
            confirmations.append(confirmation)
        }
        return confirmations.sorted()
    }
}
