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
        // OrderService, registered first, is verified first: the path to the missing client, and
        // how much is left unverified, are written before the stop.
        #expect(output.hasPrefix(
            "Loom verify: OrderService [graph] -> PaymentGateway [graph] -> HTTPClient: not registered "
                + "(while verifying registration 1 of the 2 to verify; if the process stops here, the 1 after it is not verified).\n"
        ), "\(output)")
    }

    @Test func tenRunsOfThreeForceUnwrappingFactoriesStopAtTheSameRegistration() async throws {
        var linesOfEachRun: [[Substring]] = []
        for _ in 0..<10 {
            let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                // Registered out of alphabetical order, each missing what it force-unwraps.
                let container = Container()
                container.register(Shop.OrderService.self) { r in Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)!) }
                container.register(Shop.Mailer.self) { r in
                    _ = r.resolve(Shop.HTTPClient.self)!
                    return Shop.Mailer()
                }
                container.register(Shop.CC.self) { r in Shop.CC(next: r.resolve(Shop.CA.self)!) }
                _ = container.verify()
            }
            // Only Loom's lines: the runtime's crash report after them names addresses and ids.
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            linesOfEachRun.append(output.split(separator: "\n").filter { $0.hasPrefix("Loom verify") })
        }

        #expect(Set(linesOfEachRun).count == 1, "\(linesOfEachRun)")
        // Registration order: OrderService, registered first, stops every run.
        #expect(linesOfEachRun.first?.count == 1)
        let line = try #require(linesOfEachRun.first?.first)
        #expect(line == "Loom verify: OrderService [graph] -> PaymentGateway: not registered "
            + "(while verifying registration 1 of the 3 to verify; if the process stops here, the 2 after it are not verified).")
    }

    @Test func theLineBeforeTheStopSaysHowManyRegistrationsAreLeftUnverified() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
            container.register(Shop.OrderService.self) { r in Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)!) }
            container.register(Shop.Mailer.self) { _ in Shop.Mailer() }
            _ = container.verify()
        }

        let lines = String(decoding: result.standardErrorContent, as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix("Loom verify") }
        // The first registration's require throws and verify() goes on; the second's force-unwrap stops it.
        #expect(lines == [
            "Loom verify: PaymentGateway [graph] -> HTTPClient: not registered "
                + "(while verifying registration 1 of the 3 to verify; if the process stops here, the 2 after it are not verified).",
            "Loom verify: OrderService [graph] -> PaymentGateway [graph] -> HTTPClient: not registered "
                + "(while verifying registration 2 of the 3 to verify; if the process stops here, the 1 after it is not verified).",
        ])
    }
}
#endif
