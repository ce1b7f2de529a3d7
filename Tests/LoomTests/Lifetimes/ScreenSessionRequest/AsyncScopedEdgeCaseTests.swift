import Testing
@testable import Loom

@Suite("Async scoped factories, edge cases")
struct AsyncScopedEdgeCaseTests {
    let scopes = ScopeContext.shared

    @Test func anAsyncFactoryAwaitsAnotherAsyncServiceThroughItsResolver() async {
        let container = Container()
        container.registerAsyncScoped(Scoped.SessionStore.self, scope: .session) { Scoped.SessionStore(user: "inner") }
        container.registerAsyncScoped(Scoped.ScreenModel.self, scope: .screen) { r in
            Scoped.ScreenModel(session: await r.resolveAsync(Scoped.SessionStore.self))
        }

        let (model, session) = await scopes.withScope(.session, id: Scoped.uniqueID()) {
            await scopes.withScope(.screen, id: Scoped.uniqueID()) {
                (await container.resolveAsync(Scoped.ScreenModel.self), await container.resolveAsync(Scoped.SessionStore.self))
            }
        }

        #expect(model?.session?.user == "inner")
        #expect(model?.session === session)
    }

    @Test(arguments: [ObjectScope.container, .transient, .graph, .weak])
    func anAsyncRegistrationMovedOutOfItsScopeNeverCrashesASynchronousResolve(scope: ObjectScope) async {
        let container = Container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.registerAsyncScoped(Scoped.SessionStore.self, scope: .session) { Scoped.SessionStore() }
            .inObjectScope(scope)

        #expect(container.resolve(Scoped.SessionStore.self) == nil)
        #expect(spy.messages(of: .asyncFactory).count == 1)
        let first = await container.resolveAsync(Scoped.SessionStore.self)
        let second = await container.resolveAsync(Scoped.SessionStore.self)
        #expect(first != nil && second != nil)
        #expect(first !== second)  // documented: no longer shared
    }

    @Test func aResolverOfYourOwnGetsResolveAsyncThatResolves() async {
        struct Wrapping: Resolver {
            let container: Container
            func resolve<Service>(_ serviceType: Service.Type) -> Service? { container.resolve(serviceType) }
            func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { container.resolve(serviceType, name: name) }
        }
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore(user: "own") }

        let resolver: Resolver = Wrapping(container: container)

        #expect(await resolver.resolveAsync(Scoped.SessionStore.self)?.user == "own")
    }
}
