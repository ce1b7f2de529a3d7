import Testing
@testable import Loom

@Suite("Ending a scope, disposers that resolve")
struct ScopeEndingResolvingDisposerTests {
    let scopes = ScopeContext.shared

    @Test func aDisposerResolvingItsOwnScopeGetsAOneOffAndDoesNotBringTheScopeBack() {
        let kind = ScopeKind("disposer-\(Scoped.uniqueID())", lifetime: 100)
        let log = Scoped.Log()
        let container = Container()
        var made = 0
        container.register(Scoped.RequestContext.self) { _ in
            made += 1
            return Scoped.RequestContext(number: made, log: log)
        }
        .inObjectScope(.scoped(kind))
        container.register(Scoped.Mapper.self) { r in Scoped.Mapper(context: r.resolve(Scoped.RequestContext.self)) }
            .inObjectScope(.scoped(kind))
            .onRelease { _ in
                let context = container.resolve(Scoped.RequestContext.self)
                log.record("flushed with RequestContext#\(context?.number ?? 0)")
            }

        scopes.withScope(kind, id: "r1") {
            defer { scopes.endScope(kind, id: "r1") }
            _ = container.resolve(Scoped.Mapper.self)
        }

        #expect(log.entries.contains("flushed with RequestContext#2"))  // a one-off, not the ended #1
        #expect(scopes.activeIDs(of: kind).isEmpty)
    }
}
