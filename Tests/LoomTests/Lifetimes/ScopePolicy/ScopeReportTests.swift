import Testing
@testable import Loom

/// A scope report names a registration as every other message does, and says that a one-off
/// instance was made only once one was; a provided value missing outside its scope is explained
/// in one sentence. Each test has a scope context of its own, so no other test's id is current.
@Suite("Scope reports: what they say, and when")
struct ScopeReportTests {
    @Test func aOneOffInstanceIsReportedOnlyOnceItIsMade() {
        let container = Container(scopeContext: ScopeContext())
        let spy = Scoped.DiagnosticsSpy(on: container)
        let calls = Misuse.Tally()
        container.register(Misuse.Lamp.self) { _ in
            calls.add("factory")
            if calls["factory"] == 1 { throw Misuse.Failure() }
            return Misuse.Lamp()
        }
        .inObjectScope(.request)

        #expect(container.resolve(Misuse.Lamp.self) == nil)
        #expect(spy.diagnostics.isEmpty)  // the factory threw: nothing was made
        #expect(container.resolve(Misuse.Lamp.self) != nil)
        #expect(spy.messages(of: .noActiveScope).count == 1)
        #expect(spy.messages(of: .noActiveScope).first?.hasPrefix("Resolved Lamp (request) with no request scope active") == true)
    }

    /// The one cause — no request scope — is told once, by the provided value's failure.
    @Test func aRequestServiceWhoseProvidedDependencyIsMissingOutsideAScopeGetsNoOneOffReport() {
        let container = Container(scopeContext: ScopeContext())
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.registerProvided(Provided.IncomingRequest.self, in: .request)
        container.register(Provided.RequestHandler.self) { r in
            Provided.RequestHandler(request: try r.require(Provided.IncomingRequest.self))
        }
        .inObjectScope(.request)

        let error = #expect(throws: ResolutionError.self) { try container.require(Provided.RequestHandler.self) }

        #expect(spy.diagnostics.isEmpty, "\(spy.diagnostics)")
        #expect(error?.summary == "not provided: no request scope is current")
    }

    @Test func aNoActiveScopeReportNamesADefinitionAsOtherMessagesDo() {
        let container = Container(scopeContext: ScopeContext())
        let spy = Scoped.DiagnosticsSpy(on: container)

        _ = container.scopeReportLamp()

        #expect(spy.messages(of: .noActiveScope).first?
            .hasPrefix(#"Resolved Lamp(\.scopeReportLamp) (request) with no request scope active"#) == true,
            "\(spy.diagnostics)")
    }

    @Test func aScopeReportNamesANamedRegistrationAsOtherMessagesDo() {
        let container = Container(scopeContext: ScopeContext())
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.register(Misuse.Lamp.self, name: "desk") { _ in Misuse.Lamp() }.inObjectScope(.request)

        _ = container.resolve(Misuse.Lamp.self, name: "desk")

        #expect(spy.messages(of: .noActiveScope).first?
            .hasPrefix(#"Resolved Lamp("desk") (request) with no request scope active"#) == true, "\(spy.diagnostics)")
    }

    @Test func aProvidedValueResolvedOutsideItsScopeIsExplainedInOneSentenceWithTheFix() {
        let container = Container(scopeContext: ScopeContext())
        container.registerProvided(Provided.IncomingRequest.self, in: .request)

        let error = #expect(throws: ResolutionError.self) { try container.require(Provided.IncomingRequest.self) }

        #expect(error?.explanation == "Loom: cannot resolve IncomingRequest: it is provided when a request scope opens, "
            + "and no request scope is current; open one with ScopeContext.shared.withScope(.request, id:, "
            + "providing: { $0.provide(value, as: IncomingRequest.self) }).")
        #expect(error?.summary == "not provided: no request scope is current")
    }

    @Test func aProvidedValueAFactoryAskedForOutsideItsScopeNamesThePath() async {
        let container = Container(scopeContext: ScopeContext())
        container.registerProvided(Provided.IncomingRequest.self, name: "incoming", in: .request)
        container.register(Provided.RequestHandler.self) { r in
            Provided.RequestHandler(request: try r.require(Provided.IncomingRequest.self, name: "incoming"))
        }

        let error = await container.scopeContext.withScope(.request, id: "r1", providing: { _ in }) {
            #expect(throws: ResolutionError.self) { try container.require(Provided.RequestHandler.self) }
        }

        #expect(error?.explanation == #"Loom: cannot resolve IncomingRequest (name: "incoming") on the path "#
            + #"RequestHandler [graph] -> IncomingRequest("incoming") [request]: it is provided when a request scope "#
            + #"opens, and request:r1 was opened without one; open one with ScopeContext.shared.withScope(.request, "#
            + #"id:, providing: { $0.provide(value, as: IncomingRequest.self, name: "incoming") })."#)
    }
}

extension Container {
    /// A request-scoped definition, for the reports about it.
    var scopeReportLamp: Definition<Misuse.Lamp> { define { _ in Misuse.Lamp() }.inObjectScope(.request) }
}
