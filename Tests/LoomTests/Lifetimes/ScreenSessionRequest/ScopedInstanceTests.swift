import Testing
@testable import Loom

@Suite("Scoped instances")
struct ScopedInstanceTests {
    let scopes = ScopeContext.shared

    @Test func withinOneIdTheInstanceIsCreatedOnceAndShared() {
        let container = Container()
        var calls = 0
        container.register(Scoped.RequestContext.self) { _ in
            calls += 1
            return Scoped.RequestContext()
        }
        .inObjectScope(.request)

        let (first, second) = scopes.withScope(.request, id: Scoped.uniqueID()) {
            (container.resolve(Scoped.RequestContext.self), container.resolve(Scoped.RequestContext.self))
        }

        #expect(first != nil)
        #expect(first === second)
        #expect(calls == 1)
    }

    @Test func cachedResolvesHandOutTheInstanceWithoutLeakingOrReleasingItEarly() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        weak var request: Scoped.RequestContext?
        weak var session: Scoped.SessionStore?

        scopes.setCurrent(.session, id: "s1")
        scopes.withScope(.request, id: "r1") {
            let first = container.resolve(Scoped.RequestContext.self)
            request = first
            session = container.resolve(Scoped.SessionStore.self)
            for _ in 0..<1_000 {
                #expect(container.resolve(Scoped.RequestContext.self) === first)
                #expect(container.resolve(Scoped.SessionStore.self) === session)
            }
        }
        #expect(request != nil && session != nil, "each scope still holds its instance")

        scopes.endScope(.request, id: "r1")
        scopes.endScope(.session, id: "s1")
        #expect(request == nil, "a thousand cached hits left no extra reference behind")
        #expect(session == nil)
    }

    @Test func differentIdsGetDifferentInstances() {
        let container = Container()
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)

        let first = scopes.withScope(.request, id: Scoped.uniqueID()) { container.resolve(Scoped.RequestContext.self) }
        let second = scopes.withScope(.request, id: Scoped.uniqueID()) { container.resolve(Scoped.RequestContext.self) }

        #expect(first != nil && second != nil)
        #expect(first !== second)
    }

    @Test func theSameIdReturnsTheSameInstanceAcrossBindings() {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        let id = Scoped.uniqueID("session")
        defer { scopes.endScope(.session, id: id) }

        let first = scopes.withScope(.session, id: id) { container.resolve(Scoped.SessionStore.self) }
        let second = scopes.withScope(.session, id: id) { container.resolve(Scoped.SessionStore.self) }

        #expect(first != nil)
        #expect(first === second)
    }

    @Test func theRegistrationNameIsPartOfTheKey() {
        let container = Container()
        container.register(Scoped.SessionStore.self, name: "alice") { _ in Scoped.SessionStore(user: "alice") }
            .inObjectScope(.session)
        container.register(Scoped.SessionStore.self, name: "bob") { _ in Scoped.SessionStore(user: "bob") }
            .inObjectScope(.session)

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            let alice = container.resolve(Scoped.SessionStore.self, name: "alice")
            let bob = container.resolve(Scoped.SessionStore.self, name: "bob")
            #expect(alice?.user == "alice")
            #expect(bob?.user == "bob")
            #expect(alice !== bob)
            #expect(container.resolve(Scoped.SessionStore.self, name: "alice") === alice)
        }
    }

    @Test func theKindIsPartOfTheKey() {
        let container = Container()
        container.register(Scoped.SessionStore.self, name: "perScreen") { _ in Scoped.SessionStore() }.inObjectScope(.screen)
        container.register(Scoped.SessionStore.self, name: "perSession") { _ in Scoped.SessionStore() }.inObjectScope(.session)
        let session = Scoped.uniqueID()

        let (screenA, sessionA) = scopes.withScope(.session, id: session) {
            scopes.withScope(.screen, id: Scoped.uniqueID()) {
                (container.resolve(Scoped.SessionStore.self, name: "perScreen"),
                 container.resolve(Scoped.SessionStore.self, name: "perSession"))
            }
        }
        let (screenB, sessionB) = scopes.withScope(.session, id: session) {
            scopes.withScope(.screen, id: Scoped.uniqueID()) {
                (container.resolve(Scoped.SessionStore.self, name: "perScreen"),
                 container.resolve(Scoped.SessionStore.self, name: "perSession"))
            }
        }

        #expect(screenA !== screenB)  // another screen id
        #expect(sessionA === sessionB)  // the same session id
        #expect(sessionA != nil)
        scopes.endScope(.session, id: session)
    }

    @Test func aCustomKindScopesLikeTheBuiltInOnes() {
        let tenant = ScopeKind("tenant-\(Scoped.uniqueID())", lifetime: 400)
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.scoped(tenant))

        let first = scopes.withScope(tenant, id: "acme") { container.resolve(Scoped.SessionStore.self) }
        let again = scopes.withScope(tenant, id: "acme") { container.resolve(Scoped.SessionStore.self) }
        let other = scopes.withScope(tenant, id: "globex") { container.resolve(Scoped.SessionStore.self) }

        #expect(first != nil && first === again)
        #expect(other !== first)
        #expect(ObjectScope.scoped(tenant) === ObjectScope.scoped(tenant))
        scopes.endScope(tenant, id: "acme")
        scopes.endScope(tenant, id: "globex")
    }

    @Test func registerScopedTakesAFactoryWithOrWithoutTheResolver() {
        let container = Container()
        container.registerScoped(Scoped.SessionStore.self, scope: .session) { Scoped.SessionStore(user: "plain") }
        container.registerScoped(Scoped.ScreenModel.self, scope: .screen) { r in
            Scoped.ScreenModel(session: r.resolve(Scoped.SessionStore.self))
        }
        container.registerScoped(Scoped.SessionStore.self, scope: .session, name: "named") { _ in Scoped.SessionStore(user: "named") }

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            scopes.withScope(.screen, id: Scoped.uniqueID()) {
                let model = container.resolve(Scoped.ScreenModel.self)
                #expect(model?.session?.user == "plain")
                #expect(model?.session === container.resolve(Scoped.SessionStore.self))
                #expect(container.resolve(Scoped.ScreenModel.self) === model)
                #expect(container.resolve(Scoped.SessionStore.self, name: "named")?.user == "named")
            }
        }
    }

    @Test func runtimeArgumentsInitCompletedAndForwardingKeepWorking() {
        let container = Container()
        var completed = 0
        let entry = container.register(Scoped.RequestContext.self) { (_, number: Int) in Scoped.RequestContext(number: number) }
            .inObjectScope(.request)
            .initCompleted { _, _ in completed += 1 }
        container.forward(Scoped.RequestContext.self, name: "forwarded", to: entry)

        scopes.withScope(.request, id: Scoped.uniqueID()) {
            let first = container.resolve(Scoped.RequestContext.self, argument: 7)
            let second = container.resolve(Scoped.RequestContext.self, argument: 8)
            let forwarded = container.resolve(Scoped.RequestContext.self, name: "forwarded", argument: 9)
            #expect(first?.number == 7)
            #expect(second === first)  // one instance per id: later arguments do not make another
            #expect(forwarded === first)
        }
        #expect(completed == 1)
    }

    @Test func implementsForwardsToTheSameScopedInstance() {
        let container = Container()
        container.register(Scoped.Resource.self) { _ in Scoped.Resource("r", log: Scoped.Log()) }
            .inObjectScope(.request)
            .implements(ScopeDisposable.self)

        scopes.withScope(.request, id: Scoped.uniqueID()) {
            let resource = container.resolve(Scoped.Resource.self)
            let disposable = container.resolve(ScopeDisposable.self)
            #expect(resource != nil)
            #expect(disposable as? Scoped.Resource === resource)
        }
    }

    @Test func describesTheScopeByItsKind() {
        #expect(ObjectScope.request.description == "request")
        #expect(ObjectScope.session.description == "session")
        #expect(ObjectScope.screen.description == "screen")
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        #expect(container.description.contains("ObjectScope: session"))
    }
}
