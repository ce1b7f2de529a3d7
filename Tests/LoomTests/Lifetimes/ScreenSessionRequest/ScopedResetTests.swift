import Testing
@testable import Loom

@Suite("Resetting scoped registrations")
struct ScopedResetTests {
    let scopes = ScopeContext.shared

    @Test func resetObjectScopeEndsEverySessionIdOfTheContainer() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("session", log: log) }.inObjectScope(.session)
        let alice = Scoped.uniqueID("alice"), bob = Scoped.uniqueID("bob")

        let aliceFirst = scopes.withScope(.session, id: alice) { container.resolve(Scoped.Resource.self) }
        let bobFirst = scopes.withScope(.session, id: bob) { container.resolve(Scoped.Resource.self) }
        container.resetObjectScope(.session)

        #expect(log.entries == ["disposed session", "disposed session"])
        #expect(scopes.withScope(.session, id: alice) { container.resolve(Scoped.Resource.self) } !== aliceFirst)
        #expect(scopes.withScope(.session, id: bob) { container.resolve(Scoped.Resource.self) } !== bobFirst)
        scopes.endScope(.session, id: alice)
        scopes.endScope(.session, id: bob)
        #expect(scopes.activeIDs(of: .session).filter { $0 == alice || $0 == bob }.isEmpty)
    }

    @Test func resetOnlyEndsTheContainersOwnRegistrationsAndItsParents() {
        let log = Scoped.Log()
        let parent = Container()
        let child = Container(parent: parent)
        let other = Container()
        parent.register(Scoped.Resource.self, name: "parent") { _ in Scoped.Resource("parent's", log: log) }.inObjectScope(.session)
        child.register(Scoped.Resource.self, name: "child") { _ in Scoped.Resource("child's", log: log) }.inObjectScope(.session)
        other.register(Scoped.Resource.self) { _ in Scoped.Resource("other's", log: log) }.inObjectScope(.session)
        let id = Scoped.uniqueID()

        scopes.withScope(.session, id: id) {
            _ = child.resolve(Scoped.Resource.self, name: "parent")
            _ = child.resolve(Scoped.Resource.self, name: "child")
            _ = other.resolve(Scoped.Resource.self)
        }
        parent.resetObjectScope(.session)
        #expect(log.entries == ["disposed parent's"])
        child.resetObjectScope(.session)
        #expect(log.entries == ["disposed parent's", "disposed child's"])
        scopes.endScope(.session, id: id)
        #expect(log.entries == ["disposed parent's", "disposed child's", "disposed other's"])
    }

    @Test func resetOfAnotherScopeLeavesScopedInstancesAlone() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("request", log: log) }.inObjectScope(.request)
        let id = Scoped.uniqueID()

        let first = scopes.withScope(.request, id: id) { container.resolve(Scoped.Resource.self) }
        container.resetObjectScope(.session)
        container.resetObjectScope(.container)

        #expect(scopes.withScope(.request, id: id) { container.resolve(Scoped.Resource.self) } === first)
        #expect(log.entries.isEmpty)
        scopes.endScope(.request, id: id)
    }

    @Test func aResetInsideABindingGivesTheRestOfTheBindingAFreshInstance() {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        let id = Scoped.uniqueID()

        let (before, after, again) = scopes.withScope(.session, id: id) {
            let before = container.resolve(Scoped.SessionStore.self)
            container.resetObjectScope(.session, serviceType: Scoped.SessionStore.self)
            let after = container.resolve(Scoped.SessionStore.self)
            return (before, after, container.resolve(Scoped.SessionStore.self))
        }

        #expect(before != nil)
        #expect(after !== before)
        #expect(again === after)
        scopes.endScope(.session, id: id)
    }

    @Test func resetByServiceTypeEndsOnlyThatType() {
        let log = Scoped.Log()
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("resource", log: log) }.inObjectScope(.session)
        container.register(Scoped.First.self) { _ in Scoped.First() }
            .inObjectScope(.session)
            .onRelease { _ in log.record("released First") }
        let id = Scoped.uniqueID()

        scopes.withScope(.session, id: id) {
            _ = container.resolve(Scoped.Resource.self)
            _ = container.resolve(Scoped.First.self)
        }
        container.resetObjectScope(.session, serviceType: Scoped.First.self)

        #expect(log.entries == ["released First"])
        scopes.endScope(.session, id: id)
        #expect(log.entries == ["released First", "disposed resource"])
    }

    @Test func aChildSharesTheParentsScopedInstanceAndHasItsOwnForItsOwnRegistration() {
        let parent = Container()
        parent.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "parent") }.inObjectScope(.session)
        let first = Container(parent: parent)
        let second = Container(parent: parent)
        second.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "second") }.inObjectScope(.session)

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            let fromParent = parent.resolve(Scoped.SessionStore.self)
            #expect(first.resolve(Scoped.SessionStore.self) === fromParent)
            #expect(second.resolve(Scoped.SessionStore.self)?.user == "second")
            #expect(second.resolve(Scoped.SessionStore.self) === second.resolve(Scoped.SessionStore.self))
        }
    }

    @Test func aSynchronizedResolverSharesTheScopedInstances() {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        let synchronized = container.synchronize()

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            let plain = container.resolve(Scoped.SessionStore.self)
            #expect(plain != nil)
            #expect(synchronized.resolve(Scoped.SessionStore.self) === plain)
        }
    }
}
