import Testing
@testable import Loom

@Suite("Throwing resolution with require")
struct ResolverRequireTests {
    private static func shop(requiring: Bool) -> Container {
        let container = Container()
        if requiring {
            container.register(Shop.OrderService.self) { r in try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self)) }
                .inObjectScope(.container)
            container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        } else {
            container.register(Shop.OrderService.self) { r in Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)) }
                .inObjectScope(.container)
            container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }
        }
        return container
    }

    @Test func requireReturnsWhatResolveReturns() throws {
        let container = Container()
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.container)

        #expect(try container.require(Shop.Mailer.self) === container.resolve(Shop.Mailer.self))
    }

    @Test func aThreeLevelMissingDependencyThrowsWithItsPathFromTheRoot() {
        let container = Self.shop(requiring: true)

        #expect {
            try container.require(Shop.OrderService.self)
        } throws: { error in
            guard let error = error as? ResolutionError, case .notRegistered = error.reason else { return false }
            return error.path.map(\.service) == ["OrderService", "PaymentGateway", "HTTPClient"]
                && error.description.hasPrefix(
                    "OrderService [container] -> PaymentGateway [graph] -> HTTPClient: not registered\n"
                        + "Loom: cannot resolve HTTPClient: nothing is registered for { Service: HTTPClient, Factory: Resolver -> HTTPClient }.")
        }
        // Nothing was cached for the failed resolve: registering the missing piece is enough.
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        #expect(container.resolve(Shop.OrderService.self)?.gateway?.client != nil)
    }

    @Test func anOptionalDependencyAFactoryToleratesIsNotAnError() throws {
        let container = Self.shop(requiring: false)

        let orders = try container.require(Shop.OrderService.self)

        #expect(orders.gateway != nil)
        #expect(orders.gateway?.client == nil)
    }

    @Test func theErrorNamesTheNameArgumentsAndWhyTheNearestRegistrationDidNotMatch() {
        let container = Container()
        container.register(Shop.OrderService.self, name: "guest") { (_, _: String) in Shop.OrderService(gateway: nil) }

        do {
            _ = try container.require(Shop.OrderService.self, name: "guest", arguments: "Ada", 12)
            Issue.record("resolved")
        } catch {
            #expect(error.path == [ResolutionError.Step(service: "OrderService", name: "guest", argumentTypes: ["String", "Int"], scope: nil)])
            guard case .notRegistered(let nearest) = error.reason else { return #expect(Bool(false)) }
            #expect(nearest == [#"{ Service: OrderService, Name: "guest", Factory: (Resolver, String) -> OrderService, ObjectScope: graph } (takes 1 argument, the resolve passed 2)"#])
            #expect(error.description.hasPrefix(#"OrderService("guest", arguments: String, Int): not registered"#))
        }
    }

    @Test func aThreeMemberCycleIsThrownWithEveryMemberAndACorrectHintInsteadOfStopping() {
        let container = Container()
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.container)
        let mailer = container.resolve(Shop.Mailer.self)
        container.register(Shop.CC.self) { r in try Shop.CC(next: r.require(Shop.CA.self)) }
        container.register(Shop.CA.self) { r in try Shop.CA(next: r.require(Shop.CB.self)) }
        container.register(Shop.CB.self) { r in try Shop.CB(next: r.require(Shop.CC.self)) }

        do {
            _ = try container.require(Shop.CC.self)
            Issue.record("resolved")
        } catch {
            guard case .circularDependency(let cycle) = error.reason else { return #expect(Bool(false)) }
            #expect(cycle.map(\.service) == ["CC", "CA", "CB", "CC"])
            #expect(error.path.map(\.service) == ["CC", "CA", "CB", "CC"])
            #expect(error.description.hasPrefix("CC [graph] -> CA [graph] -> CB [graph] -> CC [graph]: circular dependency"))
            #expect(error.description.contains("register CB without CC in its initializer"))
        }
        #expect(container.resolve(Shop.Mailer.self) === mailer)
    }

    @Test func aFactoryValueOfTheWrongTypeIsThrownAsSuch() {
        let container = Container()
        container._register(Shop.Mailer.self, factory: { (_: Resolver) -> Any in Shop.HTTPClient() })

        #expect {
            try container.require(Shop.Mailer.self)
        } throws: { error in
            guard let error = error as? ResolutionError, case .wrongType(let produced) = error.reason else { return false }
            return produced == "HTTPClient" && error.description.hasPrefix("Mailer: its registration produced a HTTPClient")
        }
    }

    @Test func aStrictMissingScopeIsThrown() {
        let container = Container()
        container.scopePolicy = .strict
        container.scopePolicy.report = { _ in }
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.request)

        #expect {
            try container.require(Shop.Mailer.self)
        } throws: { error in
            guard let error = error as? ResolutionError, case .noActiveScope(let kind) = error.reason else { return false }
            return kind == .request && error.path.map(\.description) == ["Mailer [request]"]
        }
    }

    @Test func aStrictCaptiveDependencyIsThrownWithTheHolderOnThePath() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.scopePolicy = .strict
        container.scopePolicy.report = { _ in }
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }.inObjectScope(.request)
        container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
            .inObjectScope(.container)

        _ = scopes.withScope(.request, id: "r1") {
            #expect {
                try container.require(Shop.PaymentGateway.self)
            } throws: { error in
                guard let error = error as? ResolutionError, case .captiveDependency(.request) = error.reason else { return false }
                return error.path.map(\.description) == ["PaymentGateway [container]", "HTTPClient [request]"]
            }
        }
        scopes.endScope(.request, id: "r1")
    }

    @Test func aResolverThatIsNotLoomsStillThrowsANamedError() {
        struct EmptyResolver: Resolver {
            func resolve<Service>(_ serviceType: Service.Type) -> Service? { nil }
            func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { nil }
        }

        #expect {
            try EmptyResolver().require(Shop.Mailer.self)
        } throws: { error in
            (error as? ResolutionError)?.description.hasPrefix("Mailer: not registered\nLoom: EmptyResolver returned nil") == true
        }
    }
}
