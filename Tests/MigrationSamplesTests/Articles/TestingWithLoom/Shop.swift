// The services of the article "Testing with Loom": the app container its overrides apply to, and the
// shop whose recipe its child-process verification makes. The article shows OverridingTrait.swift and
// EveryRegistrationResolves.swift as they are, at file scope, so the names they use are this module's
// own; those the first block uses, inside TestingWithLoomTests, are that suite's (the sample modules
// have a CheckoutModel of their own).

import Foundation
import Loom
import LoomTesting

// MARK: - Overrides

protocol AnalyticsService {
    func track(_ event: String)
}

struct ConsoleAnalyticsService: AnalyticsService {
    func track(_ event: String) {}
}

/// The app's container, which the article's overrides layer over.
let appContainer: Container = {
    let container = Container()
    container.register(TestingWithLoomTests.PaymentService.self) { _ in TestingWithLoomTests.LivePaymentService() }
    container.register(AnalyticsService.self) { _ in ConsoleAnalyticsService() }
    return container
}()

/// A loan's due day, from the clock `Container.default` (or the test's overlay) resolves.
final class LoanModel {
    @Injected var clock: Clock
    var dueDay: Int { clock.today + 14 }
}

// MARK: - The shop of the child-process recipe

final class HTTPClient {}

final class PaymentGateway {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}

/// Handed into each request scope when it opens.
struct CheckoutRequest: Sendable {
    let id: String
}

final class OrderService {
    let gateway: PaymentGateway
    let request: CheckoutRequest
    init(gateway: PaymentGateway, request: CheckoutRequest) {
        self.gateway = gateway
        self.request = request
    }
}

struct Invoice {
    let orderID: Int
}

struct NetworkAssembly: Assembly {
    /// False to leave `HTTPClient` out, as the article's failing example does.
    var registersHTTPClient = true

    func assemble(container: Container) {
        if registersHTTPClient {
            container.register(HTTPClient.self) { _ in HTTPClient() }.inObjectScope(.container)
        }
        container.register(PaymentGateway.self) { r in PaymentGateway(client: r.resolve(HTTPClient.self)!) }
    }
}

struct CheckoutAssembly: Assembly {
    func assemble(container: Container) {
        container.registerProvided(CheckoutRequest.self, in: .request)
        container.register(OrderService.self) { r in
            OrderService(gateway: r.resolve(PaymentGateway.self)!, request: r.resolve(CheckoutRequest.self)!)
        }
        .inObjectScope(.request)
        container.register(Invoice.self) { (_, orderID: Int) in Invoice(orderID: orderID) }
    }
}

/// The article's recipe with `HTTPClient` left out: what its printed result shows.
struct AppContainerWithoutHTTPClient: ContainerRecipe {
    static func makeContainer() -> Container {
        Assembler([NetworkAssembly(registersHTTPClient: false), CheckoutAssembly()]).resolver as! Container
    }

    static var verificationSamples: [VerificationSample] { AppContainer.verificationSamples }
}

/// The recipe without its samples: each registration that needs the request stops a child.
struct AppContainerWithoutSamples: ContainerRecipe {
    static func makeContainer() -> Container { AppContainer.makeContainer() }
}

// MARK: - The first block's services

extension TestingWithLoomTests {
    protocol PaymentService {
        var provider: String { get }
    }

    struct LivePaymentService: PaymentService {
        let provider = "live"
    }

    struct StubPaymentService: PaymentService {
        let provider = "stub"
    }

    /// What a payment returns.
    struct PaymentReceipt {
        let provider: String
    }

    /// Pays with what `appContainer` resolves in the running task.
    struct CheckoutModel {
        func pay() async -> PaymentReceipt {
            await Task.yield()
            appContainer.resolve(AnalyticsService.self)?.track("paid")
            return PaymentReceipt(provider: appContainer.resolve(PaymentService.self)!.provider)
        }
    }
}
