import Foundation
import Testing
@testable import Loom

@Suite("Scope snapshots: cached resolves under a bound id read without the context's lock")
struct ScopeInstancesSnapshotTests {
    private let scopes = ScopeContext()
    private let container: Container

    init() {
        container = Container(scopeContext: scopes)
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.request)
    }

    /// Resolves `RequestContext` often enough for the bound scope to publish its snapshot.
    private func resolveUntilPublished() -> Scoped.RequestContext? {
        let first = container.resolve(Scoped.RequestContext.self)
        for _ in 0..<10 {
            #expect(container.resolve(Scoped.RequestContext.self) === first)
        }
        #expect(scopes.currentInstances(of: .request)?.currentSnapshot != nil, "the scope published a snapshot")
        return first
    }

    @Test func repeatedCachedResolvesPublishASnapshotThatHandsOutTheSameInstance() {
        scopes.withScope(.request, id: "r1") {
            let first = resolveUntilPublished()
            #expect(first != nil)
            #expect(container.resolve(Scoped.RequestContext.self) === first)
        }
    }

    @Test func anInstanceMadeAfterTheSnapshotIsFoundAndTheOthersStay() {
        scopes.withScope(.request, id: "r1") {
            let request = resolveUntilPublished()
            let store = container.resolve(Scoped.SessionStore.self)
            #expect(scopes.currentInstances(of: .request)?.currentSnapshot == nil, "keeping an instance dropped the snapshot")
            for _ in 0..<10 {
                #expect(container.resolve(Scoped.SessionStore.self) === store)
                #expect(container.resolve(Scoped.RequestContext.self) === request)
            }
        }
    }

    @Test func endingTheScopeInsideItsBindingGivesAFreshInstanceAndReleasesTheOldOne() {
        weak var ended: Scoped.RequestContext?
        scopes.withScope(.request, id: "r1") {
            ended = resolveUntilPublished()
            scopes.endScope(.request, id: "r1")
            #expect(ended == nil, "the dropped snapshot did not keep the ended instance alive")
            let fresh = container.resolve(Scoped.RequestContext.self)
            #expect(fresh != nil)
        }
    }

    @Test func resettingTheScopeAfterTheSnapshotMakesTheNextResolveCreateAgain() {
        scopes.withScope(.request, id: "r1") {
            let first = resolveUntilPublished()
            container.resetObjectScope(.request)
            let second = container.resolve(Scoped.RequestContext.self)
            #expect(second != nil)
            #expect(second !== first)
        }
    }

    @Test func concurrentRequestsEachKeepTheirOwnInstanceWhileOthersEnd() async {
        await withTaskGroup(of: Bool.self) { group in
            for request in 0..<16 {
                group.addTask {
                    let id = "r\(request)"
                    defer { scopes.endScope(.request, id: id) }
                    return await scopes.withScope(.request, id: id) {
                        let first = container.resolve(Scoped.RequestContext.self)
                        var same = first != nil
                        for _ in 0..<500 {
                            same = same && container.resolve(Scoped.RequestContext.self) === first
                            await Task.yield()
                        }
                        return same
                    }
                }
            }
            for await same in group {
                #expect(same, "every cached resolve of a request returned that request's instance")
            }
        }
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }
}
