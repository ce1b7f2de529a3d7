import Testing
@testable import Loom

@Suite("Scoped instances do not leak")
struct ScopeLeakTests {
    @Test func tenThousandRequestScopesLeaveNoInstanceAndNoBookkeepingBehind() {
        let kind = ScopeKind("leak-\(Scoped.uniqueID())", lifetime: 100)
        let container = Container()
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.scoped(kind))
        container.register(Scoped.Mapper.self) { r in Scoped.Mapper(context: r.resolve(Scoped.RequestContext.self)) }
            .inObjectScope(.scoped(kind))
        let scopes = ScopeContext.shared
        var survivors: [WeakBox] = []

        for index in 0..<10_000 {
            let id = "r\(index)"
            scopes.withScope(kind, id: id) {
                let mapper = container.resolve(Scoped.Mapper.self)
                if index % 100 == 0 {
                    survivors.append(WeakBox(mapper))
                    survivors.append(WeakBox(mapper?.context))
                }
            }
            scopes.endScope(kind, id: id)
        }

        #expect(survivors.count == 200)
        #expect(survivors.allSatisfy { $0.object == nil })
        #expect(scopes.activeIDs(of: kind).isEmpty)
    }

    @Test func aBindingWithoutInstancesLeavesNoBookkeeping() {
        let kind = ScopeKind("idle-\(Scoped.uniqueID())", lifetime: 100)
        for index in 0..<1_000 {
            ScopeContext.shared.withScope(kind, id: "r\(index)") {}
        }
        ScopeContext.shared.setCurrent(kind, id: "a")
        ScopeContext.shared.setCurrent(kind, id: "b")
        #expect(ScopeContext.shared.activeIDs(of: kind) == ["b"])
        ScopeContext.shared.clear(kind)
        #expect(ScopeContext.shared.activeIDs(of: kind).isEmpty)
    }

    private struct WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }
}
