// Storefront: a checkout whose model declares its dependencies with property wrappers, and the services
// tests override.

import Loom

enum Storefront {
    protocol PaymentService: AnyObject, Sendable {
        var provider: String { get }
    }

    final class CardPayment: PaymentService {
        let provider = "card"
    }

    final class StubPayment: PaymentService {
        let provider: String

        init(_ provider: String = "stub") {
            self.provider = provider
        }
    }

    protocol AnalyticsService: AnyObject, Sendable {}
    final class Analytics: AnalyticsService {}

    final class DraftOrder: Sendable {}

    /// A singleton that keeps the payment service it was created with.
    final class Checkout: Sendable {
        let payment: PaymentService

        init(payment: PaymentService) {
            self.payment = payment
        }
    }

    /// Declares its dependencies with every wrapper.
    final class CheckoutModel {
        @Injected var payment: PaymentService
        @Injected(name: "backup") var backupPayment: PaymentService
        @Inject var analytics: AnalyticsService?
        @Factory var draft: DraftOrder
    }

    /// The wrappers in a `Sendable` struct and an actor: they compile without diagnostics.
    struct SendableModel: Sendable {
        @Injected var payment: PaymentService
        @Inject var analytics: AnalyticsService?
        @Factory var draft: DraftOrder
    }

    actor CheckoutActor {
        @Injected var payment: PaymentService

        func provider() -> String { payment.provider }
    }
}
