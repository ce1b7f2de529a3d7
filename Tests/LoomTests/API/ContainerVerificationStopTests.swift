// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
import Loom
import Testing

@Suite("Verifying a container whose factory stops the process")
struct ContainerVerificationStopTests {
    @Test func theFailedPathIsOnStandardErrorBeforeAForceUnwrapStopsTheProcess() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Shop.OrderService.self) { r in
                Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)!)
            }
            container.register(Shop.PaymentGateway.self) { r in
                Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)!)
            }
            _ = container.verify()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        // Whichever registration is verified first, the path to the missing client is written before the stop.
        #expect(output.contains("PaymentGateway [graph] -> HTTPClient: not registered\n"))
        #expect(output.hasPrefix("Loom verify: "))
    }
}
#endif
