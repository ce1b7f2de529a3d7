import Testing
@testable import Loom

@Suite("Registering throwing factories")
struct ContainerThrowingRegistrationTests {
    enum ConfigurationError: Error {
        case missingKey(String)
    }

    @Test func aThrowingFactorysErrorIsThrownByRequireWithThePath() {
        let container = Container()
        container.register(Shop.OrderService.self) { r in try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self)) }
        container.register(Shop.PaymentGateway.self) { _ in throw ConfigurationError.missingKey("merchant-id") }

        do {
            _ = try container.require(Shop.OrderService.self)
            Issue.record("resolved")
        } catch {
            guard case .factoryThrew(let thrown) = error.reason else { return #expect(Bool(false)) }
            #expect(thrown as? ConfigurationError != nil)
            #expect(error.description.hasPrefix(
                #"OrderService [graph] -> PaymentGateway [graph]: its factory threw missingKey("merchant-id")"#))
        }
    }

    @Test func behindAPlainResolveAThrowingFactoryGivesNilAndCachesNothing() {
        let container = Container()
        var calls = 0
        container.register(Shop.Mailer.self) { _ in
            calls += 1
            if calls == 1 { throw ConfigurationError.missingKey("smtp") }
            return Shop.Mailer()
        }
        .inObjectScope(.container)
        .initCompleted { _, _ in calls += 10 }

        let failed = container.resolve(Shop.Mailer.self)
        let second = container.resolve(Shop.Mailer.self)

        #expect(failed == nil)
        #expect(second != nil)
        #expect(calls == 12)  // initCompleted ran for the instance only, not for the failure
        #expect(container.resolve(Shop.Mailer.self) === second)
    }

    @Test func throwingFactoriesTakeRuntimeArguments() throws {
        let container = Container()
        container.register(Shop.OrderService.self, name: "guest") { (r, name: String, _: Int) in
            guard !name.isEmpty else { throw ConfigurationError.missingKey("name") }
            return try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self))
        }
        container.register(Shop.PaymentGateway.self) { _ in Shop.PaymentGateway(client: nil) }

        #expect(try container.require(Shop.OrderService.self, name: "guest", arguments: "Ada", 12).gateway != nil)
        #expect(container.resolve(Shop.OrderService.self, name: "guest", arguments: "", 12) == nil)
    }

    @Test func aNonThrowingClosureStillPicksTheSwinjectOverload() {
        let container = Container()
        let entry = container.register(Shop.Mailer.self) { _ in Shop.Mailer() }

        #expect(ObjectIdentifier(entry.argumentsType) == ObjectIdentifier(Resolver.self))
        #expect(container.resolve(Shop.Mailer.self) != nil)
    }
}
