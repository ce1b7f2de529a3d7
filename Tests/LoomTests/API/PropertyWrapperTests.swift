import Testing
@testable import Loom

@Suite("@Injected, @Inject and @Factory: properties resolved from the container")
struct PropertyWrapperTests {
    let container = Container()

    init() {
        container.register(Shop.PaymentService.self) { _ in Shop.CardPayment() }
        container.register(Shop.PaymentService.self, name: "backup") { _ in Shop.StubPayment("backup") }
        container.register(Shop.DraftOrder.self) { _ in Shop.DraftOrder() }
    }

    /// Runs `body` with `container` bound for the wrappers, and nothing overridden.
    private func withContainerBound<R>(_ body: () throws -> R) rethrows -> R {
        try container.withOverrides({ _ in }, operation: body)
    }

    @Test func injectedResolvesOnFirstAccessAndKeepsTheInstance() {
        withContainerBound {
            let model = Shop.CheckoutModel()

            #expect(model.payment.provider == "card")
            #expect(model.payment === model.payment)
            #expect(model.backupPayment.provider == "backup")
        }
    }

    @Test func injectIsNilWhenNothingIsRegistered() {
        withContainerBound {
            #expect(Shop.CheckoutModel().analytics == nil)
        }
    }

    @Test func injectResolvesOnceARegistrationExists() {
        withContainerBound {
            let model = Shop.CheckoutModel()
            #expect(model.analytics == nil)

            container.register(Shop.AnalyticsService.self) { _ in Shop.Analytics() }

            #expect(model.analytics != nil)
            #expect(model.analytics === model.analytics)
        }
    }

    @Test func factoryGivesANewInstanceOnEveryAccess() {
        withContainerBound {
            let model = Shop.CheckoutModel()

            #expect(model.draft !== model.draft)
        }
    }

    @Test func wrappersInASendableStructAndAnActorResolveToo() async {
        await container.withOverrides({ _ in }) {
            let model = Shop.SendableModel()
            let actor = Shop.CheckoutActor()

            #expect(model.payment.provider == "card")
            #expect(model.analytics == nil)
            #expect(await actor.provider() == "card")
        }
    }

    @Test func withoutABoundContainerWrappersResolveFromTheDefaultContainer() {
        // A type only this test registers: the shared default container is not replaced.
        final class OnlyInDefault: Sendable {}
        Container.default.register(OnlyInDefault.self) { _ in OnlyInDefault() }

        @Inject var found: OnlyInDefault?
        @Factory var made: OnlyInDefault

        #expect(found != nil)
        #expect(made !== found)
    }

    @Test func aMissingServiceIsReportedWithThePropertysTypeAndTheNearestRegistrations() {
        let message = container.missingMessage(Shop.PaymentService.self, name: "express", wrapper: "@Injected")

        #expect(message.hasPrefix("@Injected property of type PaymentService: Loom: cannot resolve PaymentService"))
        #expect(message.contains("Nearest registrations:"))
        #expect(message.contains("Name: \"backup\""))
    }
}
