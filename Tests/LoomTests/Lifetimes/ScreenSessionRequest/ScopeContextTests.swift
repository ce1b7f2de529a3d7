import Dispatch
import Testing
@testable import Loom

/// Each test uses a kind of its own: global ids are process-wide, and tests run in parallel.
private func freshKind(_ label: String) -> ScopeKind {
    ScopeKind("\(label)-\(Scoped.uniqueID())", lifetime: 100)
}

@Suite("Scope context")
struct ScopeContextTests {
    let scopes = ScopeContext.shared

    @Test func noIdIsCurrentUntilOneIsSetOrBound() {
        let kind = freshKind("none")
        #expect(scopes.currentID(for: kind) == nil)
    }

    @Test func setCurrentMakesAnIdCurrentEverywhere() async {
        let kind = freshKind("global")
        scopes.setCurrent(kind, id: "home")
        defer { scopes.clear(kind) }

        #expect(scopes.currentID(for: kind) == "home")
        let fromDetached = await Task.detached { ScopeContext.shared.currentID(for: kind) }.value
        #expect(fromDetached == "home")
    }

    @Test func clearUnsetsTheGlobalId() {
        let kind = freshKind("clear")
        scopes.setCurrent(kind, id: "home")
        scopes.clear(kind)
        #expect(scopes.currentID(for: kind) == nil)
    }

    @Test func aWithScopeBindingWinsOverTheGlobalId() {
        let kind = freshKind("shadow")
        scopes.setCurrent(kind, id: "global")
        defer { scopes.clear(kind) }

        let inside = scopes.withScope(kind, id: "bound") { scopes.currentID(for: kind) }

        #expect(inside == "bound")
        #expect(scopes.currentID(for: kind) == "global")
    }

    @Test func nestedBindingsOfOneKindShadowAndThenRestore() {
        let kind = freshKind("nested")
        var seen: [String?] = []
        scopes.withScope(kind, id: "outer") {
            seen.append(scopes.currentID(for: kind))
            scopes.withScope(kind, id: "inner") {
                seen.append(scopes.currentID(for: kind))
            }
            seen.append(scopes.currentID(for: kind))
        }
        seen.append(scopes.currentID(for: kind))

        #expect(seen == ["outer", "inner", "outer", nil])
    }

    @Test func bindingsOfDifferentKindsAreIndependent() {
        let first = freshKind("first"), second = freshKind("second")
        scopes.withScope(first, id: "a") {
            scopes.withScope(second, id: "b") {
                #expect(scopes.currentID(for: first) == "a")
                #expect(scopes.currentID(for: second) == "b")
            }
        }
    }

    @Test func theAsyncFormBindsAcrossSuspensionPoints() async {
        let kind = freshKind("async")
        let seen = await scopes.withScope(kind, id: "r1") { () async -> [String?] in
            let before = scopes.currentID(for: kind)
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
            return [before, scopes.currentID(for: kind)]
        }
        #expect(seen == ["r1", "r1"])
        #expect(scopes.currentID(for: kind) == nil)
    }

    @Test func childTasksInheritTheBinding() async {
        let kind = freshKind("children")
        let seen = await scopes.withScope(kind, id: "parent") { () async -> [String?] in
            async let fromAsyncLet = scopes.currentID(for: kind)
            let fromTask = await Task { scopes.currentID(for: kind) }.value
            let fromGroup = await withTaskGroup(of: String?.self) { group in
                group.addTask { scopes.currentID(for: kind) }
                return await group.next() ?? nil
            }
            return [await fromAsyncLet, fromTask, fromGroup]
        }
        #expect(seen == ["parent", "parent", "parent"])
    }

    @Test func aTaskStartedInABindingKeepsItAfterWithScopeReturns() async {
        let kind = freshKind("escaping")
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))
        scopes.setCurrent(kind, id: "global")
        defer { scopes.clear(kind) }

        let (started, inScope) = scopes.withScope(kind, id: "bound") { () -> (Task<(String?, Scoped.SessionStore?), Never>, Scoped.SessionStore?) in
            let task = Task {
                try? await Task.sleep(nanoseconds: 5_000_000)  // outlives the withScope call
                return (scopes.currentID(for: kind), container.resolve(Scoped.SessionStore.self))
            }
            return (task, container.resolve(Scoped.SessionStore.self))
        }
        let (laterID, later) = await started.value

        #expect(laterID == "bound")
        #expect(later === inScope)
        #expect(container.resolve(Scoped.SessionStore.self) !== inScope)  // the global id's own instance
        scopes.endScope(kind, id: "bound")
    }

    @Test func detachedTasksAndDispatchQueuesDoNotInheritTheBinding() async {
        let kind = freshKind("detached")
        let (fromDetached, fromQueue, carried) = await scopes.withScope(kind, id: "parent") { () async -> (String?, String?, String?) in
            let fromDetached = await Task.detached { ScopeContext.shared.currentID(for: kind) }.value
            let fromQueue: String? = await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: ScopeContext.shared.currentID(for: kind)) }
            }
            // Carrying it explicitly, as the documentation shows:
            let id = scopes.currentID(for: kind)!
            let carried = await Task.detached {
                ScopeContext.shared.withScope(kind, id: id) { ScopeContext.shared.currentID(for: kind) }
            }.value
            return (fromDetached, fromQueue, carried)
        }
        #expect(fromDetached == nil)
        #expect(fromQueue == nil)
        #expect(carried == "parent")
    }

    @Test func activeIDsListsScopesWithInstancesUntilTheyEnd() {
        let kind = freshKind("active")
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(kind))

        #expect(scopes.activeIDs(of: kind).isEmpty)
        scopes.withScope(kind, id: "b") { _ = container.resolve(Scoped.SessionStore.self) }
        scopes.withScope(kind, id: "a") { _ = container.resolve(Scoped.SessionStore.self) }
        scopes.withScope(kind, id: "unused") {}  // bound, nothing resolved: nothing to remember

        #expect(scopes.activeIDs(of: kind) == ["a", "b"])
        scopes.endScope(kind, id: "a")
        scopes.endScope(kind, id: "b")
        #expect(scopes.activeIDs(of: kind).isEmpty)
    }

    @Test func scopeIDDescribesKindAndId() {
        #expect(ScopeID(kind: .request, id: "r42").description == "request:r42")
        #expect(ScopeKind.session.lifetime > ScopeKind.screen.lifetime)
        #expect(ScopeKind.screen.lifetime > ScopeKind.request.lifetime)
    }
}
