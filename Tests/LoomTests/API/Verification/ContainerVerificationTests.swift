import Testing
@testable import Loom

@Suite("Verifying a container")
struct ContainerVerificationTests {
    @Test func aCorrectContainerHasNoProblems() {
        let container = Container()
        container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }.inObjectScope(.container)
        container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        container.register(Shop.OrderService.self) { r in Shop.OrderService(gateway: r.resolve(Shop.PaymentGateway.self)!) }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 3)
        #expect(report.notes.isEmpty)
    }

    @Test func findsAMissingAndACaptiveDependencyInOneReportAndLeavesTheSingletonsAlone() throws {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        var initCompletedRuns = 0
        container.register(Shop.Mailer.self) { _ in Shop.Mailer() }
            .inObjectScope(.container)
            .initCompleted { _, _ in initCompletedRuns += 1 }
        container.register(Shop.OrderService.self) { r in try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self)) }
            .inObjectScope(.container)
        container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        container.register(Shop.HTTPClient.self, name: "captive") { r in
            _ = r.resolve(Scoped.RequestContext.self)
            return Shop.HTTPClient()
        }
        .inObjectScope(.container)
        let mailer = container.resolve(Shop.Mailer.self)

        let report = container.verify()

        let missing = try #require(report.problems.first { $0.kind == .missingDependency }, "\(report)")
        #expect(missing.cause == "HTTPClient: not registered")
        #expect(missing.paths == [
            "OrderService [container] -> PaymentGateway [graph] -> HTTPClient",
            "PaymentGateway [graph] -> HTTPClient",
        ])
        let captive = try #require(report.problems.first { $0.kind == .captiveDependency }, "\(report)")
        #expect(captive.cause == #"HTTPClient("captive") (container) captures RequestContext (request)"#)
        #expect(report.problems.count == 2, "\(report)")
        // Nothing leaked into the real container or its scopes.
        #expect(container.resolve(Shop.Mailer.self) === mailer)
        #expect(initCompletedRuns == 1 + 1)  // the real resolve, and the sandbox's own instance
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }

    @Test func registrationsWithRuntimeArgumentsNeedASample() {
        let container = Container()
        container.register(Shop.OrderService.self, name: "guest") { (r, _: String, _: Int) in
            try Shop.OrderService(gateway: r.require(Shop.PaymentGateway.self))
        }

        let unverified = container.verify()
        let verified = container.verify(samples: [VerificationSample(Shop.OrderService.self, name: "guest", arguments: "Ada", 12)])

        #expect(unverified.problems.isEmpty)
        #expect(unverified.notes == [#"OrderService("guest", arguments: String, Int) [graph]: not verified, it needs runtime arguments (String, Int); pass VerificationSample(OrderService.self, name: "guest", arguments: …)."#])
        #expect(verified.problems.map(\.cause) == ["PaymentGateway: not registered"])
    }

    @Test func anExcludedRegistrationsFactoryIsNotCalled() {
        let container = Container()
        var calls = 0
        container.register(Shop.Mailer.self) { _ in
            calls += 1
            return Shop.Mailer()
        }
        .excludedFromVerification("sends a greeting mail")

        let report = container.verify()

        #expect(calls == 0)
        #expect(report.notes == ["Mailer [graph]: not verified, sends a greeting mail."])
    }

    @Test func aCycleIsReportedWithEveryMemberInsteadOfStoppingTheProcess() throws {
        let container = Container()
        container.register(Shop.CC.self) { r in try Shop.CC(next: r.require(Shop.CA.self)) }
        container.register(Shop.CA.self) { r in try Shop.CA(next: r.require(Shop.CB.self)) }
        container.register(Shop.CB.self) { r in try Shop.CB(next: r.require(Shop.CC.self)) }

        let report = container.verify()

        let cycles = report.problems.filter { $0.kind == .circularDependency }
        #expect(cycles.count == 1, "\(report)")  // one cycle, whichever member each root entered it by
        #expect(cycles.first?.cause == "CA [graph] -> CB [graph] -> CC [graph] -> CA [graph]")
        #expect(cycles.first?.paths.count == 3)
        #expect(cycles.first?.explanation.contains("initCompleted") == true)
    }

    @Test func wrongTypesAndThrowingFactoriesAreProblems() {
        enum Broken: Error { case always }
        let container = Container()
        container._register(Shop.Mailer.self, factory: { (_: Resolver) -> Any in Shop.HTTPClient() })
        container.register(Shop.HTTPClient.self) { _ in throw Broken.always }

        let kinds = container.verify().problems.map(\.kind)

        #expect(kinds == [.wrongType, .factoryThrew])  // by kind, whatever order they were found in
    }

    @Test func aMissingOptionalDependencyIsANoteNotAProblem() {
        let container = Container()
        container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }

        let report = container.verify()

        #expect(report.problems.isEmpty)
        #expect(report.notes == ["PaymentGateway [graph] -> HTTPClient: not registered, and the factory went on without it (fine if it is optional)."])
    }

    @Test func theReportReadsAsAList() {
        let container = Container()
        container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }

        let text = "\(container.verify())"

        #expect(text.hasPrefix("""
            Loom verify: 1 registration: 0 resolved, 1 failed; 1 problem, 0 notes.
            1. missing dependency — HTTPClient: not registered
                via PaymentGateway [graph] -> HTTPClient
                Loom: cannot resolve HTTPClient: nothing is registered for
            """))
    }

    @Test func aCycleIsFoundAfterOneRoundNotTwoHundredLevels() {
        let container = Container()
        var factoryRuns = 0
        container.register(Shop.CC.self) { r in
            factoryRuns += 1
            return try Shop.CC(next: r.require(Shop.CA.self))
        }
        container.register(Shop.CA.self) { r in try Shop.CA(next: r.require(Shop.CB.self)) }
        container.register(Shop.CB.self) { r in try Shop.CB(next: r.require(Shop.CC.self)) }

        let report = container.verify()

        #expect(report.problems.map(\.kind) == [.circularDependency])
        #expect(factoryRuns <= 9)  // CC runs at most twice per root before the third entry is refused
    }

    @Test func aCycleClosedInInitCompletedIsNotACycle() {
        let container = Container()
        container.register(Shop.CC.self) { r in Shop.CC(next: r.resolve(Shop.CA.self)) }
        container.register(Shop.CA.self) { r in Shop.CA(next: r.resolve(Shop.CB.self)) }
        container.register(Shop.CB.self) { _ in Shop.CB(next: nil) }
            .initCompleted { r, cb in cb.next = r.resolve(Shop.CC.self) }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
    }

    @Test func aChildIsVerifiedWithItsAncestorsRegistrationsAndItsOwnComeFirst() {
        let parent = Container()
        parent.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        parent.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
        let child = Container(parent: parent)
        child.register(Shop.PaymentGateway.self) { r in
            _ = try r.require(Shop.CA.self)  // registered nowhere
            return Shop.PaymentGateway(client: nil)
        }

        let parentReport = parent.verify()
        let childReport = child.verify()

        #expect(parentReport.problems.isEmpty, "\(parentReport)")
        #expect(childReport.verifiedCount == 2)  // the parent's client and the child's own gateway
        #expect(childReport.problems.map(\.kind) == [.missingDependency], "\(childReport)")
    }

    @Test func aForwardedTypeResolvesTheSameSandboxCopyAsItsRegistration() {
        let container = Container()
        let sameInstance = VerificationProbe()
        container.register(VerifiedEnglishGreeter.self) { _ in VerifiedEnglishGreeter() }
            .inObjectScope(.container)
            .implements(VerifiedGreeter.self)
        container.register(VerifiedDesk.self) { r in
            let concrete = try r.require(VerifiedEnglishGreeter.self)
            let forwarded = try r.require(VerifiedGreeter.self)
            sameInstance.record(concrete === forwarded)
            return VerifiedDesk()
        }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 3)  // the greeter under both of its keys, and the desk
        #expect(sameInstance.values == [true])
        #expect(container.resolve(VerifiedGreeter.self) === container.resolve(VerifiedEnglishGreeter.self))
    }

    @Test func aFactoryThatResolvesAllOfATypeSeesEveryRegistrationInTheSandbox() {
        let container = Container()
        let counts = VerificationProbe()
        for name in ["a", "b", "c"] {
            container.register(VerifiedGreeter.self, name: name) { _ in VerifiedEnglishGreeter() }
        }
        container.register(VerifiedDesk.self) { r in
            counts.record(r.resolveAll(VerifiedGreeter.self).count == 3)
            return VerifiedDesk()
        }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(counts.values == [true])
    }
}

private protocol VerifiedGreeter: AnyObject {}
private final class VerifiedEnglishGreeter: VerifiedGreeter {}
private final class VerifiedDesk {}

/// What a factory saw while `verify()` ran it.
private final class VerificationProbe {
    private(set) var values: [Bool] = []
    func record(_ value: Bool) { values.append(value) }
}
