import Testing
@testable import Loom

@Suite("@Injected, @Inject and @Factory: properties resolved from the container")
struct PropertyWrapperTests {
    let container = Container()

    init() {
        container.register(Storefront.PaymentService.self) { _ in Storefront.CardPayment() }
        container.register(Storefront.PaymentService.self, name: "backup") { _ in Storefront.StubPayment("backup") }
        container.register(Storefront.DraftOrder.self) { _ in Storefront.DraftOrder() }
    }

    /// Runs `body` with `container` bound for the wrappers, and nothing overridden.
    private func withContainerBound<R>(_ body: () throws -> R) rethrows -> R {
        try container.withOverrides({ _ in }, operation: body)
    }

    @Test func injectedResolvesOnFirstAccessAndKeepsTheInstance() {
        withContainerBound {
            let model = Storefront.CheckoutModel()

            #expect(model.payment.provider == "card")
            #expect(model.payment === model.payment)
            #expect(model.backupPayment.provider == "backup")
        }
    }

    @Test func injectIsNilWhenNothingIsRegistered() {
        withContainerBound {
            #expect(Storefront.CheckoutModel().analytics == nil)
        }
    }

    @Test func injectResolvesOnceARegistrationExists() {
        withContainerBound {
            let model = Storefront.CheckoutModel()
            #expect(model.analytics == nil)

            container.register(Storefront.AnalyticsService.self) { _ in Storefront.Analytics() }

            #expect(model.analytics != nil)
            #expect(model.analytics === model.analytics)
        }
    }

    @Test func factoryGivesANewInstanceOnEveryAccess() {
        withContainerBound {
            let model = Storefront.CheckoutModel()

            #expect(model.draft !== model.draft)
        }
    }

    @Test func wrappersInASendableStructAndAnActorResolveToo() async {
        await container.withOverrides({ _ in }) {
            let model = Storefront.SendableModel()
            let actor = Storefront.CheckoutActor()

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
        let message = container.missingMessage(Storefront.PaymentService.self, name: "express", wrapper: "@Injected")

        #expect(message.hasPrefix("@Injected property of type PaymentService: Loom: cannot resolve PaymentService"))
        #expect(message.contains("Nearest registrations:"))
        #expect(message.contains("Name: \"backup\""))
    }

    @Test func aMissingServiceThatHasADefinitionIsReportedWithTheInjectedFormThatCallsIt() {
        let container = Container()
        _ = container.definedLoans()

        let message = container.missingMessage(Defined.Loans.self, name: nil, wrapper: "@Injected")

        #expect(message.hasSuffix("\nTo call the definition of Loans, write `@Injected(\\.definedLoans)`."))
    }

    @Test func aMissingServiceWithSeveralDefinitionsNamesEachInjectedForm() {
        let container = Container()
        _ = container.definedClock()
        _ = container.definedTransientClock()

        let message = container.missingMessage(Defined.Clock.self, name: nil, wrapper: "@Injected")

        #expect(message.hasSuffix(
            "\nTo call a definition of Clock, write `@Injected(\\.definedClock)` or `@Injected(\\.definedTransientClock)`."))
    }

    @Test func aMissingServiceWithoutADefinitionGetsNoDefinitionHint() {
        let message = container.missingMessage(Storefront.PaymentService.self, name: "express", wrapper: "@Injected")

        #expect(!message.contains("To call"))
    }
}
