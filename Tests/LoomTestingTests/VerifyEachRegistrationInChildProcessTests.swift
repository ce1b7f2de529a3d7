#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
import Foundation
import Loom
import LoomTesting
import Testing

/// A Swinject-style shop whose factories force-unwrap: three registrations miss what they unwrap,
/// one misses what it requires, two are fine.
struct ForceUnwrappingShop: ContainerRecipe {
    final class HTTPClient {}
    final class PaymentGateway { init(client: HTTPClient) {} }
    final class OrderService { init(gateway: PaymentGateway) {} }
    final class Mailer {}
    final class Newsletter { init(mailer: Mailer) {} }
    final class Invoice { init(mailer: Mailer) {} }
    final class Ledger {}

    static func makeContainer() -> Container {
        let container = Container()
        // begin region: force-unwrap
        container.register(OrderService.self) { r in OrderService(gateway: r.resolve(PaymentGateway.self)!) }
        // end region: force-unwrap
        container.register(Ledger.self) { _ in Ledger() }
        container.register(PaymentGateway.self) { r in PaymentGateway(client: r.resolve(HTTPClient.self)!) }
        container.register(Newsletter.self) { r in try Newsletter(mailer: r.require(Mailer.self)) }
        container.register(Invoice.self) { r in Invoice(mailer: r.resolve(Mailer.self)!) }
        container.register(Mailer.self, name: "bulk") { _ in Mailer() }
        return container
    }
}

/// The same shop with everything registered.
// begin region: recipe
struct CompleteShop: ContainerRecipe {
    static func makeContainer() -> Container {
        let container = ForceUnwrappingShop.makeContainer()
        container.register(ForceUnwrappingShop.HTTPClient.self) { _ in ForceUnwrappingShop.HTTPClient() }
        container.register(ForceUnwrappingShop.Mailer.self) { _ in ForceUnwrappingShop.Mailer() }
        return container
    }
}
// end region: recipe

/// A registration with a runtime argument, verified through the recipe's sample.
struct ShopWithArguments: ContainerRecipe {
    static func makeContainer() -> Container {
        let container = Container()
        container.register(ForceUnwrappingShop.Invoice.self) { (r, _: Int) in
            ForceUnwrappingShop.Invoice(mailer: r.resolve(ForceUnwrappingShop.Mailer.self)!)
        }
        return container
    }

    static var verificationSamples: [VerificationSample] {
        [VerificationSample(ForceUnwrappingShop.Invoice.self, arguments: 7)]
    }
}

/// Two registrations whose factories stop the process themselves, without a failed resolve.
struct ClosedLedger: ContainerRecipe {
    static func makeContainer() -> Container {
        let container = Container()
        container.register(ForceUnwrappingShop.Ledger.self) { _ in fatalError("the ledger is closed") }
        container.register(ForceUnwrappingShop.Ledger.self, name: "archive") { _ in fatalError("the ledger is closed") }
        return container
    }
}

/// Making the container stops the process: no registration is verified.
struct BrokenRecipe: ContainerRecipe {
    static func makeContainer() -> Container {
        let missing: Container? = nil
        return missing!
    }
}

@Suite("Verifying each registration in a child process")
struct VerifyEachRegistrationInChildProcessTests {
    @Test func everyForceUnwrappingRegistrationIsListedAndTheOthersAreVerified() async throws {
        let result = await verifyEachRegistrationInChildProcess(of: ForceUnwrappingShop.self)

        #expect(!result.isClean)
        #expect(result.stops.map(\.registration) == ["OrderService [graph]", "PaymentGateway [graph]", "Invoice [graph]"], "\(result)")
        #expect(result.stops.map(\.position) == [1, 3, 5])
        let invoice = try #require(result.stops.last)
        #expect(invoice.messages.first == "Loom verify: Invoice [graph] -> Mailer: not registered "
            + "(while verifying registration 5 of the 6 to verify; if the process stops here, the 1 after it is not verified).")
        #expect(invoice.messages.contains { $0.contains("Fatal error:") })
        // The run without the three: Newsletter's require is a problem, the three are notes.
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.hasPrefix("missing dependency — Mailer: not registered\n    via Newsletter [graph] -> Mailer") == true, "\(result)")
        #expect(result.notes.count == 3)
        #expect(result.notes.allSatisfy { $0.contains("not verified in this child process: verifying it stopped an earlier one") })
        #expect(result.report.hasPrefix("Loom verify: 6 registrations: 2 resolved, 1 failed, 3 not verified"), "\(result.report)")
    }

    /// OrderService and PaymentGateway both stop on the missing HTTPClient, by two paths.
    @Test func stopsOnTheSameMissingServiceAreGroupedAsOneCause() async {
        let result = await verifyEachRegistrationInChildProcess(of: ForceUnwrappingShop.self)

        #expect(result.stops.map(\.cause) == ["HTTPClient: not registered", "HTTPClient: not registered", "Mailer: not registered"])
        #expect(result.causes.map(\.cause) == ["HTTPClient: not registered", "Mailer: not registered"], "\(result)")
        #expect(result.causes.map { $0.stops.map(\.registration) } == [["OrderService [graph]", "PaymentGateway [graph]"], ["Invoice [graph]"]])
    }

    @Test func theDescriptionCountsCausesAndStopsAndListsTheRegistrationsUnderEachCause() async {
        let result = await verifyEachRegistrationInChildProcess(of: ForceUnwrappingShop.self)
        let lines = result.description.split(separator: "\n").map(String.init)

        #expect(lines.first == "Loom verify in child processes: 2 causes stopped 3 registrations, 1 problem in the others.")
        let httpClient = lines.firstIndex(of: "1. HTTPClient: not registered — stopped 2 registrations:")
        let mailer = lines.firstIndex(of: "2. Mailer: not registered — stopped 1 registration:")
        let orderService = lines.firstIndex { $0.hasPrefix("    OrderService [graph] (registration 1) stopped the process: ") }
        let paymentGateway = lines.firstIndex { $0.hasPrefix("    PaymentGateway [graph] (registration 3) stopped the process: ") }
        let invoice = lines.firstIndex { $0.hasPrefix("    Invoice [graph] (registration 5) stopped the process: ") }
        #expect([httpClient, orderService, paymentGateway, mailer, invoice].allSatisfy { $0 != nil }, "\(result)")
        if let httpClient, let orderService, let paymentGateway, let mailer, let invoice {
            #expect(httpClient < orderService && orderService < paymentGateway && paymentGateway < mailer && mailer < invoice)
        }
        #expect(lines.contains("        Loom verify: OrderService [graph] -> PaymentGateway [graph] -> HTTPClient: not registered "
            + "(while verifying registration 1 of the 6 to verify; if the process stops here, the 5 after it are not verified)."))
        #expect(lines.contains("The run that left out the registrations that stop it:"))
        #expect(lines.contains { $0.hasPrefix("    Loom verify: 6 registrations: 2 resolved, 1 failed, 3 not verified") })
    }

    /// No resolve failed before these stops: the stop's own message is the cause.
    @Test func aStopWithoutAFailedResolveHasItsOwnMessageAsTheCause() async {
        let result = await verifyEachRegistrationInChildProcess(of: ClosedLedger.self)

        #expect(result.causes.map(\.cause) == ["the ledger is closed"], "\(result)")
        #expect(result.causes.first?.stops.map(\.registration) == ["Ledger [graph]", "Ledger(\"archive\") [graph]"])
    }

    @Test func theGraphArticleShowsWhatTheShopPrints() async throws {
        let result = await verifyEachRegistrationInChildProcess(of: ForceUnwrappingShop.self)
        let shown = try #require(try Self.output("child-processes", inArticle: "SeeingTheDependencyGraph.md"))

        let printed = "\(result)".components(separatedBy: "\n").map(Self.withoutSourceLocation)
        #expect(!shown.isEmpty && printed.starts(with: shown), "the article shows:\n\(shown.joined(separator: "\n"))\nthe result is:\n\(result)")
    }

    @Test func aCompleteContainerIsClean() async {
        // begin region: every-registration
        let result = await verifyEachRegistrationInChildProcess(of: CompleteShop.self)
        #expect(result.isClean, "\(result)")
        // end region: every-registration
        #expect(result.stops.isEmpty)
        #expect(result.report.hasPrefix("Loom verify: 8 registrations resolved, 0 problems, 0 notes."), "\(result.report)")
    }

    @Test func theRecipesSamplesAreUsed() async {
        let result = await verifyEachRegistrationInChildProcess(of: ShopWithArguments.self)

        #expect(result.stops.map(\.registration) == ["Invoice(arguments: Int) [graph]"], "\(result)")
    }

    @Test func aRecipeThatStopsWhileMakingTheContainerIsAFailureNotAStop() async {
        let result = await verifyEachRegistrationInChildProcess(of: BrokenRecipe.self)

        #expect(!result.isClean)
        #expect(result.stops.isEmpty)
        #expect(result.failure?.contains("before verifying any registration, while making the container") == true, "\(result)")
    }

    @Test func aRecipeDeclaredInsideAFunctionIsRefusedWithTheReason() async {
        struct LocalRecipe: ContainerRecipe {
            static func makeContainer() -> Container { Container() }
        }

        let result = await verifyEachRegistrationInChildProcess(of: LocalRecipe.self)

        #expect(result.failure?.contains("cannot be found by its name in a child process") == true, "\(result)")
    }

    /// The lines of the ```text block after `<!-- output: name -->` in a DocC article, less the
    /// marker's indentation, up to a line `…`; a `Fatal error:`'s file and line read `FILE`.
    private static func output(_ name: String, inArticle article: String) throws -> [String]? {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Loom/Loom.docc/\(article)")
        let lines = try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "<!-- output: \(name) -->" }),
              lines.indices.contains(marker + 1), lines[marker + 1].trimmingCharacters(in: .whitespaces) == "```text"
        else { return nil }
        let indent = lines[marker].prefix { $0 == " " }.count
        return lines[(marker + 2)...]
            .prefix { !["```", "…"].contains($0.trimmingCharacters(in: .whitespaces)) }
            .map { withoutSourceLocation(String($0.dropFirst(indent))) }
    }

    /// `line` with the `File.swift:12` before a `: Fatal error:` replaced by `FILE`.
    private static func withoutSourceLocation(_ line: String) -> String {
        line.replacingOccurrences(of: #"\S+\.swift:\d+: Fatal error:"#, with: "FILE: Fatal error:", options: .regularExpression)
    }
}
#endif
