import Testing
@testable import Loom

/// Kinds of their own, so no other test's global id can be current.
private func freshKind() -> ScopeKind {
    ScopeKind("unbound-\(Scoped.uniqueID())", lifetime: 100)
}

@Suite("Resolving with no scope active")
struct MissingScopeTests {
    @Test func byDefaultEachResolveMakesAOneOffInstanceAndNothingIsCached() {
        let kind = freshKind()
        let container = Container()
        _ = Scoped.DiagnosticsSpy(on: container)  // keeps the report quiet
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))

        let first = container.resolve(Scoped.SessionStore.self)
        let second = container.resolve(Scoped.SessionStore.self)

        #expect(first != nil && second != nil)
        #expect(first !== second)
        #expect(ScopeContext.shared.activeIDs(of: kind).isEmpty)

    }

    @Test func theOneOffIsReportedOncePerRegistration() {
        let kind = freshKind()
        let container = Container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))
        container.register(Scoped.SessionStore.self, name: "other") { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))

        for _ in 0..<3 {
            _ = container.resolve(Scoped.SessionStore.self)
            _ = container.resolve(Scoped.SessionStore.self, name: "other")
        }

        let reports = spy.messages(of: .noActiveScope)
        #expect(reports.count == 2)
        #expect(reports.first?.contains("SessionStore (\(kind.name))") == true)
        #expect(reports.last?.contains("SessionStore(\"other\") (\(kind.name))") == true)
        #expect(reports.allSatisfy { $0.contains("one-off") && $0.contains("withScope(.\(kind.name), id:)") })
    }

    @Test func theStrictPolicyFailsTheResolveNamingKindAndService() {
        let kind = freshKind()
        let container = Container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.scopePolicy.missingScope = .fail
        var calls = 0
        container.register(Scoped.SessionStore.self) { _ in
            calls += 1
            return Scoped.SessionStore()
        }
        .inObjectScope(.scoped(kind))

        #expect(container.resolve(Scoped.SessionStore.self) == nil)
        #expect(calls == 0)
        let reports = spy.diagnostics
        #expect(reports.count == 1)
        #expect(reports.first?.kind == .noActiveScope)
        #expect(reports.first?.scopeKind == kind)
        #expect(reports.first?.message.contains("no \(kind.name) scope is active") == true)
        #expect(reports.first?.message.contains("SessionStore") == true)

        let inScope = ScopeContext.shared.withScope(kind, id: "x") { container.resolve(Scoped.SessionStore.self) }
        #expect(inScope != nil)
        ScopeContext.shared.endScope(kind, id: "x")
    }

    @Test func aStrictFailureIsNotReportedAsAMissingRegistration() {
        let kind = freshKind()
        let failures = Probe.FailureSpy()
        let container = Container(parent: nil, debugHelper: failures)
        _ = Scoped.DiagnosticsSpy(on: container)
        container.scopePolicy = .strict
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))

        #expect(container.resolve(Scoped.SessionStore.self) == nil)
        #expect(failures.failures.isEmpty)
    }

    @Test func thePolicyIsSharedByTheHierarchy() {
        let parent = Container()
        let child = Container(parent: parent)
        child.scopePolicy.missingScope = .fail
        #expect(parent.scopePolicy.missingScope == .fail)
        #expect(parent.synchronize() is Container)
        #expect((parent.synchronize() as? Container)?.scopePolicy.missingScope == .fail)
    }
}
