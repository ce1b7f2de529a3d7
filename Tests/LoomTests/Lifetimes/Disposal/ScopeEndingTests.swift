import Testing
@testable import Loom

@Suite("Ending a scope")
struct ScopeEndingTests {
    let scopes = ScopeContext.shared

    @Test func endScopeDisposesEachInstanceOnceNewestFirst() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.First.self) { _ in Scoped.First() }
            .inObjectScope(.request)
            .onRelease { _ in log.record("released First") }
        container.register(Scoped.Second.self) { r in Scoped.Second(first: r.resolve(Scoped.First.self)) }
            .inObjectScope(.request)
            .onRelease { _ in log.record("released Second") }
        container.register(Scoped.Third.self) { r in Scoped.Third(second: r.resolve(Scoped.Second.self)) }
            .inObjectScope(.request)
            .onRelease { _ in log.record("released Third") }
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) { _ = container.resolve(Scoped.Third.self) }
        scopes.endScope(.request, id: id)
        scopes.endScope(.request, id: id)  // a second end finds nothing left

        #expect(log.entries == ["released Third", "released Second", "released First"])
    }

    @Test func onReleaseHandlersRunInOrderThenDispose() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("resource", log: log) }
            .inObjectScope(.request)
            .onRelease { _ in log.record("first handler") }
            .onRelease { _ in log.record("second handler") }
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) { _ = container.resolve(Scoped.Resource.self) }
        scopes.endScope(.request, id: id)

        #expect(log.entries == ["first handler", "second handler", "disposed resource"])
    }

    @Test func endScopeRemovesOnlyThatIdsInstances() {
        let log = Scoped.Log()
        let container = Container()
        var made = 0
        container.register(Scoped.RequestContext.self) { _ in
            made += 1
            return Scoped.RequestContext(number: made, log: log)
        }
        .inObjectScope(.request)
        let ended = Scoped.uniqueID(), kept = Scoped.uniqueID()

        let endedFirst = scopes.withScope(.request, id: ended) { container.resolve(Scoped.RequestContext.self) }
        let keptFirst = scopes.withScope(.request, id: kept) { container.resolve(Scoped.RequestContext.self) }
        scopes.endScope(.request, id: ended)

        let keptAgain = scopes.withScope(.request, id: kept) { container.resolve(Scoped.RequestContext.self) }
        let endedAgain = scopes.withScope(.request, id: ended) { container.resolve(Scoped.RequestContext.self) }
        #expect(keptAgain === keptFirst)
        #expect(endedAgain !== endedFirst)  // a later resolve under the ended id starts afresh
        #expect(log.entries.filter { $0.hasPrefix("disposed") } == ["disposed RequestContext#1"])
        scopes.endScope(.request, id: ended)
        scopes.endScope(.request, id: kept)
    }

    @Test func endingAScopeInsideItsBindingGivesTheRestOfTheBindingFreshInstances() {
        let container = Container()
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) {
            let before = container.resolve(Scoped.RequestContext.self)
            scopes.endScope(.request, id: id)
            let after = container.resolve(Scoped.RequestContext.self)
            #expect(before !== after)
            #expect(container.resolve(Scoped.RequestContext.self) === after)
        }
        scopes.endScope(.request, id: id)
    }

    @Test func instancesMadeAfterEndingAScopeInsideItsBindingEndWithTheBinding() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.First.self) { _ in Scoped.First() }
            .inObjectScope(.request)
            .onRelease { _ in log.record("disposed") }
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) {
            _ = container.resolve(Scoped.First.self)
            scopes.endScope(.request, id: id)
            _ = container.resolve(Scoped.First.self)  // fresh, for the rest of the binding
            #expect(scopes.activeIDs(of: .request).contains(id))
        }

        #expect(!scopes.activeIDs(of: .request).contains(id))
        #expect(log.entries == ["disposed", "disposed"])
    }

    @Test func endScopeReachesEveryContainerOfTheHierarchy() {
        let log = Scoped.Log()
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Scoped.Resource.self, name: "parent") { _ in Scoped.Resource("parent's", log: log) }
            .inObjectScope(.request)
        child.register(Scoped.Resource.self, name: "child") { _ in Scoped.Resource("child's", log: log) }
            .inObjectScope(.request)
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) {
            _ = child.resolve(Scoped.Resource.self, name: "parent")
            _ = child.resolve(Scoped.Resource.self, name: "child")
        }
        scopes.endScope(.request, id: id)

        #expect(log.entries == ["disposed child's", "disposed parent's"])
    }

    @Test func aDisposerMayResolveFromTheContainer() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "auditor") }.inObjectScope(.container)
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }
            .inObjectScope(.request)
            .onRelease { _ in
                let auditor = container.resolve(Scoped.SessionStore.self)
                log.record("audited by \(auditor?.user ?? "nobody")")
            }
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) { _ = container.resolve(Scoped.RequestContext.self) }
        scopes.endScope(.request, id: id)

        #expect(log.entries == ["audited by auditor"])
    }

    @Test func aFailingDisposerDoesNotStopTheOthersAndIsReported() {
        let log = Scoped.Log()
        let container = Container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("survivor", log: log) }.inObjectScope(.request)
        container.register(Scoped.FailingResource.self) { r in
            _ = r.resolve(Scoped.Resource.self)
            return Scoped.FailingResource()
        }
        .inObjectScope(.request)
        .onRelease { _ in throw Scoped.FailingResource.Failure() }
        let id = Scoped.uniqueID()

        scopes.withScope(.request, id: id) { _ = container.resolve(Scoped.FailingResource.self) }
        scopes.endScope(.request, id: id)

        #expect(log.entries == ["disposed survivor"])
        let failures = spy.messages(of: .disposalFailed)
        #expect(failures.count == 2)  // the handler and dispose() both threw
        #expect(failures.allSatisfy { $0.contains("FailingResource") && $0.contains("request:\(id)") })
    }

    @Test func clearEndsTheGlobalIdAndDisposesItsInstances() {
        let kind = ScopeKind("signed-in-\(Scoped.uniqueID())", lifetime: 300)
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("session", log: log) }.inObjectScope(.scoped(kind))

        scopes.setCurrent(kind, id: "alice")
        let first = container.resolve(Scoped.Resource.self)
        scopes.clear(kind)
        #expect(log.entries == ["disposed session"])

        scopes.setCurrent(kind, id: "alice")  // WeaveDI would hand back the old instance here
        let second = container.resolve(Scoped.Resource.self)
        scopes.clear(kind)
        #expect(first != nil && second != nil)
        #expect(first !== second)
        #expect(scopes.activeIDs(of: kind).isEmpty)
    }

    @Test func anInstanceFinishedAfterItsScopeEndedIsDisposedNotKept() {
        let log = Scoped.Log()
        let container = Container()
        let id = Scoped.uniqueID()
        var creations = 0
        container.register(Scoped.Resource.self) { _ in
            creations += 1
            if creations == 1 {
                scopes.endScope(.request, id: id)  // the scope ends while this instance is being made
            }
            return Scoped.Resource("late #\(creations)", log: log)
        }
        .inObjectScope(.request)

        let (late, next) = scopes.withScope(.request, id: id) {
            (container.resolve(Scoped.Resource.self), container.resolve(Scoped.Resource.self))
        }

        #expect(late?.label == "late #1")
        #expect(next?.label == "late #2")  // not stored: the next resolve made a new one
        // The one made after the scope ended inside the binding ends with the binding.
        #expect(log.entries == ["disposed late #1", "disposed late #2"])
        #expect(!scopes.activeIDs(of: .request).contains(id))
    }

    @Test func onReleaseIgnoresInstancesOfOtherScopes() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.First.self) { _ in Scoped.First() }
            .inObjectScope(.container)
            .onRelease { _ in log.record("released") }

        _ = container.resolve(Scoped.First.self)
        container.resetObjectScope(.container)

        #expect(log.entries.isEmpty)
    }
}
