import Testing
@testable import Loom

@Suite("Definitions beside Swinject-style registrations")
struct DefinitionInteropTests {
    let container = Container()

    @Test func aDefinitionsFactoryResolvesRegistrationsWithResolveAndRequire() {
        container.register(Defined.Notifier.self) { _ in Defined.Notifier(channel: "sms") }

        #expect(container.definedReminders().notifier.channel == "sms")
        #expect(container.definedRequiredReminders().notifier.channel == "sms")
    }

    @Test func anUndeclaredDefinitionIsInvisibleToSwinjectStyleResolves() {
        _ = container.definedLoans()

        #expect(container.resolve(Defined.Loans.self) == nil)
        #expect(container.resolve(Defined.Loans.self, name: "definedLoans") == nil)
    }

    @Test func aDeclaredDefinitionResolvesByItsNameAndByItsType() {
        container.declare(\.definedClock, \.definedLoans, \.definedAvatar)

        #expect(container.resolve(Defined.Loans.self)!.clock === container.definedClock())
        #expect(container.resolve(Defined.Clock.self, name: "definedClock")! === container.definedClock())
        #expect(container.resolve(Defined.Avatar.self, name: "definedAvatar", argument: 9)?.userID == 9)
        #expect(container.resolve(Defined.Avatar.self, argument: 8)?.userID == 8)
    }

    @Test func swinjectStyleResolvesSeeReplacements() {
        container.declare(\.definedLoans)
        container.definedLoans.register { _ in Defined.FakeLoans() }

        #expect(container.resolve(Defined.Loans.self) is Defined.FakeLoans)
    }

    @Test func whenTwoDeclaredDefinitionsShareATypeTheFirstAnswersForTheType() {
        container.declare(\.definedTransientClock, \.definedClock)

        #expect(container.resolve(Defined.Clock.self)! !== container.resolve(Defined.Clock.self)!)  // the transient one
        #expect(container.resolve(Defined.Clock.self, name: "definedClock")! === container.definedClock())
    }

    @Test func anUnnamedRegistrationOfTheTypeIsKept() {
        let registered = Defined.Clock(today: 3)
        container.register(Defined.Clock.self) { _ in registered }
        container.declare(\.definedClock)

        #expect(container.resolve(Defined.Clock.self) === registered)
        #expect(container.definedClock() !== registered)
    }

    @Test func resolveAllListsADeclaredDefinitionOnce() {
        container.register(Defined.Clock.self, name: "registered") { _ in Defined.Clock(today: 3) }
        container.declare(\.definedClock)

        #expect(container.resolveAll(Defined.Clock.self).map(\.today).sorted() == [3, 100])
    }

    @Test func aCaptiveDependencyReportNamesDefinitionsByTheirProperties() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(Scoped.Log.self) { _ in Scoped.Log() }.inObjectScope(.container)
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)
        let spy = Scoped.DiagnosticsSpy(on: container)

        _ = scopes.withScope(.request, id: "r") { container.definedCartHolder() }

        let report = spy.diagnostics.first { $0.kind == .captiveDependency }
        #expect(report?.chain == ["CartHolder(\\.definedCartHolder) (container)", "Cart(\\.definedCart) (request)"])
    }

    @Test func stepsShowADefinitionByItsPropertyName() {
        let key = DefinitionKey.make(Defined.Loans.self, argumentsType: DefinitionCall.self, name: "definedLoans")
        let parameterKey = DefinitionKey.make(
            Defined.Avatar.self, argumentsType: (DefinitionCall, Int).self, name: "definedAvatar")

        #expect(ResolutionError.Step(of: key).description == "Loans(\\.definedLoans)")
        #expect(ResolutionError.Step(of: key).definition == "definedLoans")
        #expect(ResolutionError.Step(of: key).name == nil)
        #expect(ResolutionError.Step(of: parameterKey).description == "Avatar(\\.definedAvatar, arguments: Int)")
        #expect(key.description == "Service: Loans, Definition: \\.definedLoans")
    }
}

@Suite("Definitions in failure reports")
struct DefinitionFailureReportTests {
    @Test func aNearestDefinitionSaysHowItIsReached() {
        let container = Container()
        _ = container.definedClock()
        let key = ServiceKey(serviceType: Defined.Clock.self, argumentsType: Resolver.self, name: "definedClok")

        let message = ResolutionFailureReport(key: key, registrations: container.allRegistrations()).message

        #expect(message.contains(
            "{ Service: Clock, Definition: \\.definedClock, ObjectScope: container } (a definition: call container.definedClock(), or resolve it by name and type once declared)"))
    }
}
