// The checkout's registrations: autoregistered with a runtime argument, named, and hand-written
// factories that read their dependencies with `~>`.

import Swinject
import SwinjectAutoregistration

struct CheckoutAssembly: Assembly {
    func assemble(container: Swinject.Container) {
        container.autoregister(Cart.self, argument: String.self, initializer: Cart.init)
        container.autoregister(PaymentGateway.self, initializer: CardGateway.init)
        container.autoregister(PaymentGateway.self, name: "voucher", initializer: VoucherGateway.init)
        container.register(CheckoutService.self) { r in
            CheckoutService(gateway: r~>, inventory: r ~> Inventory.self)
        }
        container.register(CheckoutService.self, name: "voucher") { r in
            CheckoutService(gateway: r ~> (PaymentGateway.self, name: "voucher"), inventory: r~>)
        }
        container.registerScreen(CartScreen.self) { r, screen in
            screen.checkout = r~>
        }
        container.registerReceipt()
    }
}
