import Testing
@testable import Loom

@Suite("withOverrides: task-local registrations layered over a container")
struct ContainerOverridesTests {
    let container = Container()

    init() {
        container.register(Shop.PaymentService.self) { _ in Shop.CardPayment() }
        container.register(Shop.AnalyticsService.self) { _ in Shop.Analytics() }
        container.register(Shop.Checkout.self) { r in Shop.Checkout(payment: r.resolve(Shop.PaymentService.self)!) }
            .inObjectScope(.container)
    }

    @Test func anOverrideReplacesARegistrationInsideOnly() {
        let provider = container.withOverrides({ overrides in
            overrides.register(Shop.PaymentService.self) { _ in Shop.StubPayment() }
        }) {
            container.resolve(Shop.PaymentService.self)?.provider
        }

        #expect(provider == "stub")
        #expect(container.resolve(Shop.PaymentService.self)?.provider == "card")
    }

    @Test func factoriesOfTheContainerResolveTheOverride() {
        container.register(Shop.Checkout.self, name: "fresh") { r in Shop.Checkout(payment: r.resolve(Shop.PaymentService.self)!) }

        container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment() } }) {
            #expect(container.resolve(Shop.Checkout.self, name: "fresh")?.payment.provider == "stub")
        }
    }

    @Test func anUnregisterInsideIsInvisibleOutside() {
        container.withOverrides({ $0.unregister(Shop.AnalyticsService.self) }) {
            #expect(container.resolve(Shop.AnalyticsService.self) == nil)
            #expect(Shop.CheckoutModel().analytics == nil)
        }

        #expect(container.resolve(Shop.AnalyticsService.self) != nil)
    }

    @Test func aSingletonCreatedInsideStaysInside() {
        let inside = container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment() } }) {
            container.resolve(Shop.Checkout.self)!
        }
        let outside = container.resolve(Shop.Checkout.self)!

        #expect(inside.payment.provider == "stub")
        #expect(outside.payment.provider == "card")
        #expect(inside !== outside)
    }

    @Test func aSingletonCreatedBeforeTheOverridesIsSharedAndReported() {
        let spy = OverrideSpy()
        let container = Container(debugHelper: spy)
        container.register(Shop.PaymentService.self) { _ in Shop.CardPayment() }
        container.register(Shop.Checkout.self) { r in Shop.Checkout(payment: r.resolve(Shop.PaymentService.self)!) }
            .inObjectScope(.container)
        let before = container.resolve(Shop.Checkout.self)!

        let inside = container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment() } }) {
            _ = container.resolve(Shop.Checkout.self)
            return container.resolve(Shop.Checkout.self)!
        }

        #expect(inside === before)
        #expect(spy.messages.count == 1)
        #expect(spy.messages.first?.contains("the Checkout singleton was created before these overrides") == true)
        #expect(spy.messages.first?.contains("holds a PaymentService in `payment`") == true)
    }

    @Test func theAsyncFormReturnsTheBodysResultAndChildTasksSeeTheOverrides() async {
        let providers = await container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment() } }) {
            await withTaskGroup(of: String?.self) { group in
                for _ in 0..<4 {
                    group.addTask { container.resolve(Shop.PaymentService.self)?.provider }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }

        #expect(providers == Array(repeating: "stub", count: 4))
    }

    @Test func overridesNestAndTheInnerOneWins() {
        container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment("outer") } }) {
            container.withOverrides({ $0.unregister(Shop.AnalyticsService.self) }) {
                #expect(container.resolve(Shop.PaymentService.self)?.provider == "outer")
                #expect(container.resolve(Shop.AnalyticsService.self) == nil)
            }
            container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment("inner") } }) {
                #expect(container.resolve(Shop.PaymentService.self)?.provider == "inner")
            }
            #expect(container.resolve(Shop.AnalyticsService.self) != nil)
        }
    }

    @Test func resolveAllInsideSeesTheOverlay() {
        container.register(Shop.PaymentService.self, name: "backup") { _ in Shop.StubPayment("backup") }

        let providers = container.withOverrides({ overrides in
            overrides.unregister(Shop.PaymentService.self, name: "backup")
            overrides.register(Shop.PaymentService.self, name: "test") { _ in Shop.StubPayment("test") }
        }) {
            container.resolveAll(Shop.PaymentService.self).map(\.provider)
        }

        #expect(providers == ["card", "test"])
        #expect(container.resolveAll(Shop.PaymentService.self).map(\.provider) == ["card", "backup"])
    }

    @Test(arguments: 0..<20)
    func injectedInConcurrentTasksSeesEachTasksOwnOverrides(round: Int) async {
        await withTaskGroup(of: (String, String).self) { group in
            for provider in ["first-\(round)", "second-\(round)"] {
                group.addTask {
                    await container.withOverrides({ $0.register(Shop.PaymentService.self) { _ in Shop.StubPayment(provider) } }) {
                        let model = Shop.CheckoutModel()
                        await Task.yield()
                        return (provider, model.payment.provider)
                    }
                }
            }
            for await (expected, seen) in group {
                #expect(seen == expected)
            }
        }
        #expect(container.resolve(Shop.PaymentService.self)?.provider == "card")
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
}
