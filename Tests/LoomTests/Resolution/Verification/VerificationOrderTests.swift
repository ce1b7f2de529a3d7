import Testing
@testable import Loom

/// `verify()` resolves registrations in registration order — the root container's first — so that
/// a factory that stops the process stops every run at the same registration.
@Suite("verify(): the order of registrations")
struct VerificationOrderTests {
    /// The steps `verify()` resolves, in the order it resolves them.
    private func resolvedOrder(of container: Container, samples: [VerificationSample] = []) -> [String] {
        var order: [String] = []
        var run = VerificationRun(container: container, samples: samples)
        run.willResolve = { position, _, step in order.append("\(position) \(step)") }
        _ = run.run()
        return order
    }

    @Test func registrationsAreResolvedInTheOrderTheyWereMadeNotAlphabetically() {
        let container = Container()
        container.register(Shop.OrderService.self) { _ in Shop.OrderService(gateway: nil) }
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }

        #expect(resolvedOrder(of: container) == ["1 OrderService [graph]", "2 Mailer [graph]", "3 HTTPClient [graph]"])
    }

    @Test func theParentsRegistrationsComeFirstEvenWhenMadeAfterTheChilds() {
        let parent = Container()
        parent.register(Shop.Mailer.self) { _ in Shop.Mailer() }
        let child = Container(parent: parent)
        child.register(Shop.OrderService.self) { _ in Shop.OrderService(gateway: nil) }
        parent.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        child.register(Shop.Mailer.self, name: "child") { _ in Shop.Mailer() }

        #expect(resolvedOrder(of: child) == [
            "1 Mailer [graph]", "2 HTTPClient [graph]", "3 OrderService [graph]", #"4 Mailer("child") [graph]"#,
        ])
    }

    @Test func aReplacedRegistrationTakesTheNewOnesPlaceAndAForwardedTypeComesWhenItWasForwarded() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { _ in Zoo.Cat(name: "again") }.implements(Zoo.Animal.self)

        #expect(resolvedOrder(of: container) == ["1 Dog [graph]", "2 Cat [graph]", "3 Cat [graph]"])
    }

    @Test func theOrderIsTheSameOnEveryRunAndForEveryFreshContainer() {
        func makeContainer() -> Container {
            let container = Container()
            for index in 0..<50 {
                container.register(Shop.Mailer.self, name: "m\(index)") { _ in Shop.Mailer() }
            }
            container.register(Shop.HTTPClient.self) { (_, _: Int) in Shop.HTTPClient() }
            return container
        }
        let first = resolvedOrder(of: makeContainer(), samples: [VerificationSample(Shop.HTTPClient.self, arguments: 1)])

        #expect(first.count == 51)
        #expect(first.first == #"1 Mailer("m0") [graph]"#)
        #expect(first.last == "51 HTTPClient(arguments: Int) [graph]")
        for _ in 0..<5 {
            #expect(resolvedOrder(of: makeContainer(), samples: [VerificationSample(Shop.HTTPClient.self, arguments: 1)]) == first)
        }
    }

    @Test func theFailureLineSaysWhichRegistrationAndHowManyAreLeft() {
        let error = ResolutionError(
            reason: .notRegistered(nearest: []),
            path: [ResolutionError.Step(service: "OrderService", name: nil, argumentTypes: [], scope: "graph"),
                   ResolutionError.Step(service: "PaymentGateway", name: nil, argumentTypes: [], scope: nil)],
            explanation: "")

        #expect(VerificationProgress(position: 3, total: 12).line(for: error)
            == "Loom verify: OrderService [graph] -> PaymentGateway: not registered "
            + "(while verifying registration 3 of the 12 to verify; if the process stops here, the 9 after it are not verified).")
        #expect(VerificationProgress(position: 11, total: 12).line(for: error).hasSuffix("; if the process stops here, the 1 after it is not verified)."))
        #expect(VerificationProgress(position: 12, total: 12).line(for: error).hasSuffix("(while verifying registration 12 of the 12 to verify, the last one)."))
    }
}
