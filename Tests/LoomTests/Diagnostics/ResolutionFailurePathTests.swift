import Testing
@testable import Loom

@Suite("Failure messages name who asked")
struct ResolutionFailurePathTests {
    @Test func aNestedFailureNamesTheRegistrationThatAskedAndThePathFromTheRoot() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)
        container.register(Shop.OrderService.self) { r in Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)) }
            .inObjectScope(.container)
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }

        _ = container.resolve(Shop.OrderService.self)

        let message = try #require(spy.messages.first)
        #expect(message.hasPrefix("Loom: cannot resolve HTTPClient: nothing is registered for"))
        #expect(message.contains(
            "Asked for by PaymentGateway [graph], on the path OrderService [container] -> PaymentGateway [graph] -> HTTPClient."))
    }

    @Test func aTopLevelFailureNamesNoPath() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)

        _ = container.resolve(Shop.Mailer.self)

        #expect(try !#require(spy.messages.first).contains("Asked for by"))
    }

    @Test func pathStepsNameTheNameAndArgumentTypesOfEachRegistration() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)
        container.register(Shop.OrderService.self, name: "express") { (r, _: String, _: Int) in
            Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self))
        }

        _ = container.resolve(Shop.OrderService.self, name: "express", arguments: "Ada", 12)

        #expect(try #require(spy.messages.first).contains(
            #"on the path OrderService("express", arguments: String, Int) [graph] -> PaymentGateway."#))
    }

    @Test func aMissingLazyOrProviderIsReportedAsTheServiceItWraps() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)
        container.register(Shop.Mailer.self, name: "smtp") { _ in Shop.Mailer() }

        _ = container.resolve(Lazy<Shop.Mailer>.self)
        _ = container.resolve(Provider<Shop.Mailer>.self)

        #expect(spy.messages.count == 2)
        let lazy = try #require(spy.messages.first)
        #expect(lazy.hasPrefix("Loom: cannot resolve Lazy<Mailer>: nothing is registered for { Service: Mailer, Factory: Resolver -> Mailer }."))
        #expect(lazy.contains(#"{ Service: Mailer, Name: "smtp", Factory: Resolver -> Mailer, ObjectScope: graph } (other name)"#))
        #expect(spy.messages[1].hasPrefix("Loom: cannot resolve Provider<Mailer>: nothing is registered for { Service: Mailer,"))
    }

    @Test func aFactoryValueOfTheWrongTypeIsReportedAsSuch() throws {
        let spy = Shop.MessageSpy()
        let container = Container(debugHelper: spy)
        container._register(Shop.Mailer.self, factory: { (_: Resolver) -> Any in Shop.HTTPClient() })

        #expect(container.resolve(Shop.Mailer.self) == nil)

        let message = try #require(spy.messages.first)
        #expect(message == "Loom: cannot resolve Mailer: the registration { Service: Mailer, Factory: Resolver -> Mailer, "
            + "ObjectScope: graph } produced a HTTPClient, which is not a Mailer. Check what its factory returns "
            + "and the types it is forwarded to with `implements`.")
        #expect(!message.contains("nothing is registered"))
    }
}
