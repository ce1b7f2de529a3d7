// Recipe 5 of the Cookbook: the app's container holds what every feature shares; each feature
// gets a child container with its own registrations, which ends when the feature closes.

import Loom

/// Shared by every feature: one for the whole app.
final class SessionToken {
    let value = "token-42"
}

final class NetworkClient {
    let token: SessionToken

    init(token: SessionToken) { self.token = token }
}

/// The checkout feature's own service: one per open checkout.
final class CartStore {
    var items: [String] = []
}

final class CheckoutViewModel {
    let cart: CartStore
    let network: NetworkClient

    init(cart: CartStore, network: NetworkClient) {
        self.cart = cart
        self.network = network
    }
}

struct CoreAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SessionToken.self) { _ in SessionToken() }.inObjectScope(.container)
        container.register(NetworkClient.self) { r in NetworkClient(token: r.resolve(SessionToken.self)!) }
            .inObjectScope(.container)
    }
}

struct CheckoutFeatureAssembly: Assembly {
    func assemble(container: Container) {
        container.register(CartStore.self) { _ in CartStore() }.inObjectScope(.container)
        container.register(CheckoutViewModel.self) { r in
            CheckoutViewModel(cart: r.resolve(CartStore.self)!, network: r.resolve(NetworkClient.self)!)
        }
    }
}

/// Opens the checkout twice and closes the first; the Cookbook shows the lines it returns.
func featureContainers() -> [String] {
    let app = Assembler([CoreAssembly()])
    var checkout: Assembler? = Assembler([CheckoutFeatureAssembly()], parent: app)
    let secondCheckout = Assembler([CheckoutFeatureAssembly()], parent: app)
    weak var closedCart: CartStore?

    var lines: [String] = []
    do {
        let model = checkout!.resolver.resolve(CheckoutViewModel.self)!
        model.cart.items.append("teapot")
        closedCart = model.cart
        let other = secondCheckout.resolver.resolve(CheckoutViewModel.self)!

        lines.append("checkout uses the app's network client: \(model.network === app.resolver.resolve(NetworkClient.self)!)")
        lines.append("the app cannot see the feature's cart: \(app.resolver.resolve(CartStore.self) == nil)")
        lines.append("the second checkout's cart: \(other.cart.items), the first's: \(model.cart.items)")
    }

    checkout = nil  // the feature closes: its container and its container-scoped cart go with it
    lines.append("closed checkout's cart freed: \(closedCart == nil)")
    return lines
}
