import Testing
@testable import Loom

/// Module assemblies: each declares the assemblies it requires.
enum Modular {
    struct Network: Assembly {
        let journal: Probe.Journal
        func assemble(container: Container) {
            journal.write("Network")
            container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        }
    }

    struct Payments: Assembly {
        let journal: Probe.Journal
        var requiredAssemblies: [any Assembly.Type] { [Network.self] }
        func assemble(container: Container) {
            journal.write("Payments")
            container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        }
    }

    struct Checkout: Assembly {
        let journal: Probe.Journal
        var requiredAssemblies: [any Assembly.Type] { [Payments.self, Network.self] }
        func assemble(container: Container) {
            journal.write("Checkout")
            container.register(Shop.OrderService.self) { r in try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self)) }
        }
    }

    /// Resolves a PaymentGateway but requires only Network.
    struct Reporting: Assembly {
        let journal: Probe.Journal
        var requiredAssemblies: [any Assembly.Type] { [Network.self] }
        func assemble(container: Container) {
            journal.write("Reporting")
            container.register(Shop.Mailer.self) { r in
                _ = r.resolve(Shop.PaymentGateway.self)
                return Shop.Mailer()
            }.inObjectScope(.container)
        }
    }

    struct Chicken: Assembly {
        let journal: Probe.Journal
        var requiredAssemblies: [any Assembly.Type] { [Egg.self] }
        func assemble(container: Container) { journal.write("Chicken") }
    }

    struct Egg: Assembly {
        let journal: Probe.Journal
        var requiredAssemblies: [any Assembly.Type] { [Chicken.self] }
        func assemble(container: Container) { journal.write("Egg") }
    }
}

@Suite("Module assemblies")
struct AssemblyOrderTests {
    @Test func requiredAssembliesAreAppliedFirstEachOnceInAStableOrder() {
        let journal = Probe.Journal()

        let assembler = Assembler([
            Modular.Checkout(journal: journal), Modular.Payments(journal: journal), Modular.Network(journal: journal),
        ])

        #expect(journal.entries == ["Network", "Payments", "Checkout"])
        #expect(assembler.resolver.resolve(Shop.OrderService.self)?.gateway?.client != nil)
        #expect(assembler.verify().problems.isEmpty)
    }

    @Test func anAssemblyAppliedEarlierSatisfiesARequirement() {
        let journal = Probe.Journal()
        let assembler = Assembler([Modular.Network(journal: journal)])

        assembler.apply(assembly: Modular.Payments(journal: journal))

        #expect(journal.entries == ["Network", "Payments"])
        #expect(assembler.verify().problems.isEmpty)
    }

    @Test func aMissingRequiredAssemblyIsReportedByName() throws {
        let journal = Probe.Journal()
        let assembler = Assembler([Modular.Payments(journal: journal)])

        let problem = try #require(assembler.verify().problems.first { $0.kind == .module })

        #expect(problem.cause == "Payments requires Network, which is neither in the list nor applied before by this assembler; add Network() to the assemblies")
        #expect(journal.entries == ["Payments"])
    }

    @Test func aCycleOfRequirementsIsReportedByName() throws {
        let journal = Probe.Journal()
        let assembler = Assembler([Modular.Chicken(journal: journal), Modular.Egg(journal: journal)])

        let problem = try #require(assembler.verify().problems.first { $0.kind == .module })

        #expect(problem.cause == "assemblies require each other in a cycle: Chicken -> Egg -> Chicken")
        #expect(journal.entries == ["Egg", "Chicken"])  // each applied once all the same
    }

    @Test func aServiceResolvedFromAnAssemblyThatIsNotRequiredIsReported() throws {
        let journal = Probe.Journal()
        let assembler = Assembler([
            Modular.Network(journal: journal), Modular.Payments(journal: journal), Modular.Reporting(journal: journal),
        ])
        _ = assembler.resolver.resolve(Shop.PaymentGateway.self)  // made before: the check must still see the edge

        let report = assembler.verify()

        let problem = try #require(report.problems.first { $0.kind == .module }, "\(report)")
        #expect(report.problems.count == 1)
        #expect(problem.cause == "Reporting resolves PaymentGateway from Payments without requiring it")
        #expect(problem.paths == ["Mailer -> PaymentGateway"])
    }

    @Test func dependenciesThroughARequiredAssemblyAreAllowed() {
        let journal = Probe.Journal()
        // Checkout requires Payments, which requires Network; Checkout resolves only through Payments.
        let assembler = Assembler([Modular.Checkout(journal: journal), Modular.Payments(journal: journal), Modular.Network(journal: journal)])

        #expect(assembler.verify().problems.isEmpty)
    }
}
