// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
import Loom
import Testing

/// A model whose dependency nobody registers: reading it stops the process.
final class UnregisteredCheckoutScreen {
    @Injected var payment: Storefront.PaymentService
    @Factory var draft: Storefront.PaymentService
}

@Suite("A property wrapper that cannot resolve stops at its declaration")
struct PropertyWrapperStopTests {
    @Test func aMissingInjectedPropertyNamesItsTypeFileAndLine() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container.default = Container()
            _ = UnregisteredCheckoutScreen().payment
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains(
            "@Injected property of type PaymentService declared in UnregisteredCheckoutScreen (LoomTests/PropertyWrapperStopTests.swift:8): "))
        #expect(output.hasPrefix("LoomTests/PropertyWrapperStopTests.swift:8: Fatal error: "))
    }

    @Test func aMissingFactoryPropertyNamesItsDeclarationToo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container.default = Container()
            _ = UnregisteredCheckoutScreen().draft
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("@Factory property of type PaymentService declared in UnregisteredCheckoutScreen (LoomTests/PropertyWrapperStopTests.swift:9): "))
    }
}
#endif
