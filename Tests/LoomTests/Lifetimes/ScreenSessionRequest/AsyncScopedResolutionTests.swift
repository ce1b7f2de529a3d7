import Testing
@testable import Loom

@Suite("Async scoped factories")
struct AsyncScopedResolutionTests {
    let scopes = ScopeContext.shared

    @Test func resolveAsyncCreatesOncePerIdAndShares() async {
        let container = Container()
        let calls = ConcurrentCounter()
        container.registerAsyncScoped(Scoped.SessionStore.self, scope: .session) {
            calls.increment()
            try? await Task.sleep(nanoseconds: 1_000_000)
            return Scoped.SessionStore(user: "loaded")
        }
        let id = Scoped.uniqueID()

        let (first, second) = await scopes.withScope(.session, id: id) {
            (await container.resolveAsync(Scoped.SessionStore.self), await container.resolveAsync(Scoped.SessionStore.self))
        }
        let other = await scopes.withScope(.session, id: Scoped.uniqueID()) { await container.resolveAsync(Scoped.SessionStore.self) }

        #expect(first?.user == "loaded")
        #expect(first === second)
        #expect(other !== first)
        #expect(calls.value == 2)
        scopes.endScope(.session, id: id)
    }

    @Test func theFactoryResolvesItsDependenciesInTheCallersScope() async {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "dep") }.inObjectScope(.session)
        container.registerAsyncScoped(Scoped.ScreenModel.self, scope: .screen, name: "async") { r in
            await Task.yield()
            return Scoped.ScreenModel(session: r.resolve(Scoped.SessionStore.self))
        }

        let (model, session) = await scopes.withScope(.session, id: Scoped.uniqueID()) {
            await scopes.withScope(.screen, id: Scoped.uniqueID()) {
                (await container.resolveAsync(Scoped.ScreenModel.self, name: "async"), container.resolve(Scoped.SessionStore.self))
            }
        }

        #expect(model?.session != nil)
        #expect(model?.session === session)
    }

    @Test func aSynchronousResolveFindsOnlyWhatResolveAsyncMade() async {
        let container = Container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.registerAsyncScoped(Scoped.SessionStore.self, scope: .session) { Scoped.SessionStore() }

        await scopes.withScope(.session, id: Scoped.uniqueID()) {
            #expect(container.resolve(Scoped.SessionStore.self) == nil)
            let made = await container.resolveAsync(Scoped.SessionStore.self)
            #expect(made != nil)
            #expect(container.resolve(Scoped.SessionStore.self) === made)
        }
        #expect(spy.messages(of: .asyncFactory).first?.contains("resolveAsync") == true)
    }

    @Test func resolveAsyncOfAnOrdinaryRegistrationResolvesIt() async {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "sync") }.inObjectScope(.container)

        let store = await container.resolveAsync(Scoped.SessionStore.self)

        #expect(store?.user == "sync")
        #expect(await container.resolveAsync(Scoped.ScreenModel.self) == nil)
    }

    @Test func withNoScopeActiveTheAsyncFactoryMakesAOneOffOrFailsWhenStrict() async {
        let kind = ScopeKind("async-unbound-\(Scoped.uniqueID())", lifetime: 100)
        let container = Container()
        _ = Scoped.DiagnosticsSpy(on: container)
        container.registerAsyncScoped(Scoped.SessionStore.self, scope: kind) { Scoped.SessionStore() }

        let first = await container.resolveAsync(Scoped.SessionStore.self)
        let second = await container.resolveAsync(Scoped.SessionStore.self)
        #expect(first != nil && first !== second)

        container.scopePolicy.missingScope = .fail
        #expect(await container.resolveAsync(Scoped.SessionStore.self) == nil)
    }

    @Test func anAsyncInstanceIsDisposedWhenItsScopeEnds() async {
        let log = Scoped.Log()
        let container = Container()
        container.registerAsyncScoped(Scoped.Resource.self, scope: .request) { Scoped.Resource("async", log: log) }
            .onRelease { _ in log.record("released async") }
        let id = Scoped.uniqueID()

        _ = await scopes.withScope(.request, id: id) { await container.resolveAsync(Scoped.Resource.self) }
        scopes.endScope(.request, id: id)

        #expect(log.entries == ["released async", "disposed async"])
    }
}
