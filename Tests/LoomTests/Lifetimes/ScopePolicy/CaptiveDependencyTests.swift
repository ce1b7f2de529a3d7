import Testing
@testable import Loom

@Suite("Captive dependencies")
struct CaptiveDependencyTests {
    let scopes = ScopeContext.shared

    /// Cache (container) -> Mapper (transient) -> RequestContext (request).
    private func makeContainer(cacheScope: ObjectScope = .container) -> Container {
        let container = Container()
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        container.register(Scoped.Mapper.self) { r in Scoped.Mapper(context: r.resolve(Scoped.RequestContext.self)) }
            .inObjectScope(.transient)
        container.register(Scoped.Cache.self) { r in Scoped.Cache(mapper: r.resolve(Scoped.Mapper.self)) }
            .inObjectScope(cacheScope)
        return container
    }

    @Test func aSingletonReachingARequestScopedServiceThroughATransientOneIsReportedWithTheChain() {
        let container = makeContainer()
        let spy = Scoped.DiagnosticsSpy(on: container)

        let cache = scopes.withScope(.request, id: Scoped.uniqueID()) { container.resolve(Scoped.Cache.self) }

        #expect(cache?.mapper?.context != nil)  // reported, not refused
        let reports = spy.diagnostics.filter { $0.kind == .captiveDependency }
        #expect(reports.count == 1)
        #expect(reports.first?.chain == ["Cache (container)", "Mapper (transient)", "RequestContext (request)"])
        #expect(reports.first?.message.hasPrefix("Captive dependency: Cache (container) -> Mapper (transient) -> RequestContext (request).") == true)
        #expect(reports.first?.message.contains("Provider<RequestContext>") == true)
    }

    @Test func eachChainIsReportedOnce() {
        let container = makeContainer(cacheScope: .transient)
        container.register(Scoped.SessionStore.self) { r in
            _ = r.resolve(Scoped.RequestContext.self)
            return Scoped.SessionStore()
        }
        .inObjectScope(.session)
        let spy = Scoped.DiagnosticsSpy(on: container)

        for _ in 0..<3 {
            scopes.withScope(.session, id: Scoped.uniqueID()) {
                scopes.withScope(.request, id: Scoped.uniqueID()) { _ = container.resolve(Scoped.SessionStore.self) }
            }
        }

        #expect(spy.messages(of: .captiveDependency).count == 1)
    }

    @Test func aSessionScopedServiceCapturingAScreenScopedOneIsReported() {
        let container = Container()
        container.register(Scoped.ScreenModel.self) { _ in Scoped.ScreenModel() }.inObjectScope(.screen)
        container.register(Scoped.SessionStore.self) { r in
            _ = r.resolve(Scoped.ScreenModel.self)
            return Scoped.SessionStore()
        }
        .inObjectScope(.session)
        let spy = Scoped.DiagnosticsSpy(on: container)

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            scopes.withScope(.screen, id: Scoped.uniqueID()) { _ = container.resolve(Scoped.SessionStore.self) }
        }

        #expect(spy.diagnostics.first?.chain == ["SessionStore (session)", "ScreenModel (screen)"])
    }

    @Test func aShorterLivedServiceMayDependOnALongerLivedOne() {
        let container = Container()
        container.register(Scoped.SessionStore.self) { _ in Scoped.SessionStore() }.inObjectScope(.session)
        container.register(Scoped.ScreenModel.self) { r in Scoped.ScreenModel(session: r.resolve(Scoped.SessionStore.self)) }
            .inObjectScope(.screen)
        container.register(Scoped.Mapper.self) { r in
            _ = r.resolve(Scoped.ScreenModel.self)
            return Scoped.Mapper(context: r.resolve(Scoped.RequestContext.self))
        }
        .inObjectScope(.transient)
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        let spy = Scoped.DiagnosticsSpy(on: container)

        scopes.withScope(.session, id: Scoped.uniqueID()) {
            scopes.withScope(.screen, id: Scoped.uniqueID()) {
                scopes.withScope(.request, id: Scoped.uniqueID()) { _ = container.resolve(Scoped.Mapper.self) }
            }
        }

        #expect(spy.diagnostics.isEmpty)
    }

    @Test func theFailPolicyMakesTheCapturedResolveFail() {
        let container = makeContainer()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.scopePolicy.captiveDependencies = .fail

        let cache = scopes.withScope(.request, id: Scoped.uniqueID()) { container.resolve(Scoped.Cache.self) }

        #expect(cache != nil)
        #expect(cache?.mapper != nil)
        #expect(cache?.mapper?.context == nil)  // the captured resolve failed
        #expect(spy.messages(of: .captiveDependency).first?.contains("fails") == true)
    }

    @Test func theOffPolicyChecksNothing() {
        let container = makeContainer()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.scopePolicy.captiveDependencies = .off

        _ = scopes.withScope(.request, id: Scoped.uniqueID()) { container.resolve(Scoped.Cache.self) }

        #expect(spy.diagnostics.isEmpty)
    }

    @Test func resolvingThroughAProviderOrLazyIsNotACapture() {
        final class ProviderCache {
            let contexts: Provider<Scoped.RequestContext>?
            let lazyContext: Lazy<Scoped.RequestContext>?
            init(contexts: Provider<Scoped.RequestContext>?, lazyContext: Lazy<Scoped.RequestContext>?) {
                self.contexts = contexts
                self.lazyContext = lazyContext
            }
        }
        let container = Container()
        container.register(Scoped.RequestContext.self) { _ in Scoped.RequestContext() }.inObjectScope(.request)
        container.register(ProviderCache.self) { r in
            let cache = ProviderCache(
                contexts: r.resolve(Provider<Scoped.RequestContext>.self),
                lazyContext: r.resolve(Lazy<Scoped.RequestContext>.self)
            )
            _ = cache.contexts?.instance  // even used while the singleton is being made
            return cache
        }
        .inObjectScope(.container)
        let spy = Scoped.DiagnosticsSpy(on: container)

        let context = scopes.withScope(.request, id: Scoped.uniqueID()) { () -> Scoped.RequestContext? in
            let cache = container.resolve(ProviderCache.self)
            return cache?.contexts?.instance
        }

        #expect(context != nil)
        #expect(spy.diagnostics.isEmpty)
    }

    @Test func aCaptiveScopedInstanceOfTheSameIdIsStillShared() {
        let container = makeContainer(cacheScope: .container)
        _ = Scoped.DiagnosticsSpy(on: container)

        scopes.withScope(.request, id: Scoped.uniqueID()) {
            let cache = container.resolve(Scoped.Cache.self)
            #expect(cache?.mapper?.context === container.resolve(Scoped.RequestContext.self))
        }
    }
}
