import Testing
@testable import Loom

@Suite("withOverrides: task-local registrations layered over a container")
struct ContainerOverridesTests {
    let container = Container()

    init() {
        container.register(Storefront.PaymentService.self) { _ in Storefront.CardPayment() }
        container.register(Storefront.AnalyticsService.self) { _ in Storefront.Analytics() }
        container.register(Storefront.Checkout.self) { r in Storefront.Checkout(payment: r.resolve(Storefront.PaymentService.self)!) }
            .inObjectScope(.container)
    }

    @Test func anOverrideReplacesARegistrationInsideOnly() {
        let provider = container.withOverrides({ overrides in
            overrides.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment() }
        }) {
            container.resolve(Storefront.PaymentService.self)?.provider
        }

        #expect(provider == "stub")
        #expect(container.resolve(Storefront.PaymentService.self)?.provider == "card")
    }

    @Test func factoriesOfTheContainerResolveTheOverride() {
        container.register(Storefront.Checkout.self, name: "fresh") { r in Storefront.Checkout(payment: r.resolve(Storefront.PaymentService.self)!) }

        container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment() } }) {
            #expect(container.resolve(Storefront.Checkout.self, name: "fresh")?.payment.provider == "stub")
        }
    }

    @Test func anUnregisterInsideIsInvisibleOutside() {
        container.withOverrides({ $0.unregister(Storefront.AnalyticsService.self) }) {
            #expect(container.resolve(Storefront.AnalyticsService.self) == nil)
            #expect(Storefront.CheckoutModel().analytics == nil)
        }

        #expect(container.resolve(Storefront.AnalyticsService.self) != nil)
    }

    @Test func aSingletonCreatedInsideStaysInside() {
        let inside = container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment() } }) {
            container.resolve(Storefront.Checkout.self)!
        }
        let outside = container.resolve(Storefront.Checkout.self)!

        #expect(inside.payment.provider == "stub")
        #expect(outside.payment.provider == "card")
        #expect(inside !== outside)
    }

    @Test func aSingletonCreatedBeforeTheOverridesIsSharedAndReported() {
        let spy = OverrideSpy()
        let container = Container(debugHelper: spy)
        container.register(Storefront.PaymentService.self) { _ in Storefront.CardPayment() }
        container.register(Storefront.Checkout.self) { r in Storefront.Checkout(payment: r.resolve(Storefront.PaymentService.self)!) }
            .inObjectScope(.container)
        let before = container.resolve(Storefront.Checkout.self)!

        let inside = container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment() } }) {
            _ = container.resolve(Storefront.Checkout.self)
            return container.resolve(Storefront.Checkout.self)!
        }

        #expect(inside === before)
        #expect(spy.messages.count == 1)
        #expect(spy.messages.first?.contains("the Checkout singleton was created before these overrides") == true)
        #expect(spy.messages.first?.contains("holds a PaymentService in `payment`") == true)
    }

    @Test func theAsyncFormReturnsTheBodysResultAndChildTasksSeeTheOverrides() async {
        let providers = await container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment() } }) {
            await withTaskGroup(of: String?.self) { group in
                for _ in 0..<4 {
                    group.addTask { container.resolve(Storefront.PaymentService.self)?.provider }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }

        #expect(providers == Array(repeating: "stub", count: 4))
    }

    @Test func overridesNestAndTheInnerOneWins() {
        container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment("outer") } }) {
            container.withOverrides({ $0.unregister(Storefront.AnalyticsService.self) }) {
                #expect(container.resolve(Storefront.PaymentService.self)?.provider == "outer")
                #expect(container.resolve(Storefront.AnalyticsService.self) == nil)
            }
            container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment("inner") } }) {
                #expect(container.resolve(Storefront.PaymentService.self)?.provider == "inner")
            }
            #expect(container.resolve(Storefront.AnalyticsService.self) != nil)
        }
    }

    @Test func resolveAllInsideSeesTheOverlay() {
        container.register(Storefront.PaymentService.self, name: "backup") { _ in Storefront.StubPayment("backup") }

        let providers = container.withOverrides({ overrides in
            overrides.unregister(Storefront.PaymentService.self, name: "backup")
            overrides.register(Storefront.PaymentService.self, name: "test") { _ in Storefront.StubPayment("test") }
        }) {
            container.resolveAll(Storefront.PaymentService.self).map(\.provider)
        }

        #expect(providers == ["card", "test"])
        #expect(container.resolveAll(Storefront.PaymentService.self).map(\.provider) == ["card", "backup"])
    }

    @Test(arguments: 0..<20)
    func injectedInConcurrentTasksSeesEachTasksOwnOverrides(round: Int) async {
        await withTaskGroup(of: (String, String).self) { group in
            for provider in ["first-\(round)", "second-\(round)"] {
                group.addTask {
                    await container.withOverrides({ $0.register(Storefront.PaymentService.self) { _ in Storefront.StubPayment(provider) } }) {
                        let model = Storefront.CheckoutModel()
                        await Task.yield()
                        return (provider, model.payment.provider)
                    }
                }
            }
            for await (expected, seen) in group {
                #expect(seen == expected)
            }
        }
        #expect(container.resolve(Storefront.PaymentService.self)?.provider == "card")
    }

    @Test func aSwinjectStyleRegistrationOnTheOverlaidContainerStaysAndIsReportedOnceAtTheCall() {
        let spy = OverrideSpy()
        let container = Container(debugHelper: spy)

        container.withOverrides({ _ in }) {
            container.register(Newsletter.self) { _ in Newsletter(edition: 1) }
            #expect(spy.registrationMessages.count == 1)  // at the call, before anything resolves

            container.register(Newsletter.self) { _ in Newsletter(edition: 2) }
            #expect(container.resolve(Newsletter.self)?.edition == 2)
        }

        #expect(container.resolve(Newsletter.self)?.edition == 2)  // Swinject's meaning: the container's own
        #expect(spy.registrationMessages.count == 1)
        #expect(spy.registrationMessages.first?.hasPrefix("Loom: register(Newsletter.self) ran while withOverrides") == true)
        #expect(spy.registrationMessages.first?.contains(".overriding { $0.register(Newsletter.self) { … } }") == true)
    }

    @Test func aRegistrationOnAContainerThatIsNotOverlaidSaysNothing() {
        let spy = OverrideSpy()
        let overlaid = Container()
        let other = Container(debugHelper: spy)
        let child = Container(parent: overlaid, debugHelper: spy)

        overlaid.withOverrides({ _ in }) {
            other.register(Newsletter.self, name: "other") { _ in Newsletter(edition: 3) }
            child.register(Newsletter.self, name: "child") { _ in Newsletter(edition: 4) }
        }

        #expect(other.resolve(Newsletter.self, name: "other")?.edition == 3)
        #expect(child.resolve(Newsletter.self, name: "child")?.edition == 4)
        #expect(spy.registrationMessages.isEmpty)
    }
}

/// Registered Swinject-style inside an overlay; used by no other test, as its warning is written once.
private final class Newsletter {
    let edition: Int

    init(edition: Int) {
        self.edition = edition
    }
}

/// Records what `withOverrides` reports; not shared between tests.
private final class OverrideSpy: DebugHelper {
    private(set) var messages: [String] = []

    func resolutionFailed<Service>(
        serviceType: Service.Type,
        key: ServiceKey,
        availableRegistrations: [ServiceKey: ServiceEntryProtocol]
    ) {}

    func overrideCannotReach(_ message: String) {
        messages.append(message)
    }

    private(set) var registrationMessages: [String] = []

    func registrationOutlivesOverlay(_ message: String) {
        registrationMessages.append(message)
    }
}
