import Testing
@testable import Loom

@Suite("Values handed into a scope when it opens")
struct ScopeProvidedValueTests {
    typealias IncomingRequest = Provided.IncomingRequest
    typealias RequestHandler = Provided.RequestHandler

    /// A container that declares the request as provided and builds a handler from it.
    private func serverContainer() -> Container {
        let container = Provided.container()
        container.registerProvided(IncomingRequest.self, in: .request)
        container.register(RequestHandler.self) { r in RequestHandler(request: r.resolve(IncomingRequest.self)) }
            .inObjectScope(.request)
        return container
    }

    @Test func resolvingInsideTheScopeReturnsTheProvidedInstance() async {
        let container = serverContainer()
        let request = IncomingRequest(path: "/items")

        let resolved = await container.scopeContext.withScope(.request, id: "r1", providing: { $0.provide(request, as: IncomingRequest.self) }) {
            container.resolve(IncomingRequest.self)
        }

        #expect(resolved === request)
    }

    @Test func aFactoryAskingForTheProvidedServiceGetsThatInstance() async {
        let container = serverContainer()
        let request = IncomingRequest(path: "/items")

        let handler = await container.scopeContext.withScope(.request, id: "r1", providing: { $0.provide(request, as: IncomingRequest.self) }) {
            container.resolve(RequestHandler.self)
        }

        #expect(handler?.request === request)
    }

    @Test func anotherIdOrNoScopeDoesNotSeeTheValue() async throws {
        let container = serverContainer()
        let scopes = container.scopeContext
        let request = IncomingRequest(path: "/items")

        await scopes.withScope(.request, id: "r1", providing: { $0.provide(request, as: IncomingRequest.self) }) {
            #expect(container.resolve(IncomingRequest.self) === request)
            scopes.withScope(.request, id: "r2") {
                #expect(container.resolve(IncomingRequest.self) == nil)
                let error = #expect(throws: ResolutionError.self) { try container.require(IncomingRequest.self) }
                guard case .factoryThrew(let cause)? = error?.reason else { Issue.record("no factoryThrew: \(String(describing: error))"); return }
                #expect((cause as? ScopeValueNotProvided)?.scope == ScopeID(kind: .request, id: "r2"))
                #expect("\(cause)".contains("IncomingRequest is provided when a request scope opens, and request:r2 was opened without one"))
            }
        }
        #expect(container.resolve(IncomingRequest.self) == nil)
        let error = #expect(throws: ResolutionError.self) { try container.require(IncomingRequest.self) }
        #expect(error?.explanation.contains("no request scope is current") == true, "\(String(describing: error))")
    }

    @Test func twoConcurrentScopesEachSeeTheirOwnValue() async {
        let container = serverContainer()
        let scopes = container.scopeContext
        let first = IncomingRequest(path: "/first"), second = IncomingRequest(path: "/second")
        let bothInside = Signal(), firstInside = Signal()

        async let a: RequestHandler? = scopes.withScope(.request, id: "a", providing: { $0.provide(first, as: IncomingRequest.self) }) {
            firstInside.fire()
            await bothInside.wait()  // both scopes open at once
            return container.resolve(RequestHandler.self)
        }
        await firstInside.wait()
        let b: RequestHandler? = await scopes.withScope(.request, id: "b", providing: { $0.provide(second, as: IncomingRequest.self) }) {
            bothInside.fire()
            return container.resolve(RequestHandler.self)
        }

        #expect(await a?.request === first)
        #expect(b?.request === second)
    }

    @Test func theValueIsReleasedWhenTheScopeEnds() async {
        let container = serverContainer()
        weak var released: IncomingRequest?

        await container.scopeContext.withScope(.request, id: "r1", providing: { values in
            let request = IncomingRequest(path: "/items")
            released = request
            values.provide(request, as: IncomingRequest.self)
        }) {
            #expect(container.resolve(RequestHandler.self)?.request != nil)
        }

        #expect(released == nil)
        #expect(container.scopeContext.activeIDs(of: .request).isEmpty)
    }

    @Test func aProvidedValueIsNotDisposedButItsOnReleaseHandlersRun() async {
        let log = Scoped.Log()
        let container = Provided.container()
        container.registerProvided(Provided.ProvidedDisposable.self, in: .request)
            .onRelease { _ in log.record("released the provided value") }

        await container.scopeContext.withScope(.request, id: "r1", providing: { $0.provide(Provided.ProvidedDisposable(log: log)) }) {
            _ = container.resolve(Provided.ProvidedDisposable.self)
        }

        #expect(log.entries == ["released the provided value"])
    }

    @Test func namedValuesAreProvidedUnderTheirNames() async {
        let container = Provided.container()
        container.registerProvided(String.self, name: "user", in: .session)
        container.registerProvided(String.self, name: "tenant", in: .session)

        let (user, tenant) = await container.scopeContext.withScope(.session, id: "s1", providing: { values in
            values.provide("ada", as: String.self, name: "user")
            values.provide("acme", as: String.self, name: "tenant")
        }) {
            (container.resolve(String.self, name: "user"), container.resolve(String.self, name: "tenant"))
        }

        #expect(user == "ada")
        #expect(tenant == "acme")
    }

    @Test func aCaptiveDependencyReportNamesAProvidedValueLikeARegisteredOne() async {
        let container = serverContainer()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.register(Provided.RouteCache.self) { r in Provided.RouteCache(request: r.resolve(IncomingRequest.self)) }
            .inObjectScope(.container)

        await container.scopeContext.withScope(.request, id: "r1", providing: { $0.provide(IncomingRequest(path: "/"), as: IncomingRequest.self) }) {
            _ = container.resolve(Provided.RouteCache.self)
        }

        let reports = spy.diagnostics.filter { $0.kind == .captiveDependency }
        #expect(reports.map(\.chain) == [["RouteCache (container)", "IncomingRequest (request)"]])
    }

    @Test func verifyKnowsAProvidedServiceIsProvidedNotMissing() {
        let container = serverContainer()
        container.register(Provided.Cursor.self) { _ in Provided.Cursor(log: Scoped.Log()) }
            .inObjectScope(.request)
        container.register(Provided.RouteCache.self) { r in Provided.RouteCache(request: try r.require(IncomingRequest.self)) }
            .inObjectScope(.request)

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("IncomingRequest [request]: provided when a request scope opens, not made by a factory") }, "\(report)")
        #expect(report.notes.contains { $0.hasPrefix("RouteCache [request] -> IncomingRequest [request]: not verified, it needs IncomingRequest, which is provided when a request scope opens") }, "\(report)")
    }

    @Test func verifyResolvesWhatNeedsAProvidedServiceWithASampleValue() {
        let container = serverContainer()
        container.register(Provided.RouteCache.self) { r in Provided.RouteCache(request: try r.require(IncomingRequest.self)) }
            .inObjectScope(.request)

        let report = container.verify(samples: [VerificationSample(providing: IncomingRequest(path: "/verify"), as: IncomingRequest.self)])

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.isEmpty, "\(report)")
        #expect(report.verifiedCount == 3)
    }

    /// A module that declares the request as provided, and one whose factory force-unwraps it.
    struct RequestModule: Assembly {
        func assemble(container: Container) {
            container.registerProvided(IncomingRequest.self, in: .request)
        }
    }

    struct HandlerModule: Assembly {
        var requiredAssemblies: [any Assembly.Type] { [RequestModule.self] }
        func assemble(container: Container) {
            container.register(RequestHandler.self) { r in RequestHandler(request: r.resolve(IncomingRequest.self)!) }
                .inObjectScope(.request)
        }
    }

    @Test func assemblerVerifyHandsTheSampleValueToBothOfItsPasses() {
        let assembler = Assembler([RequestModule(), HandlerModule()], container: Provided.container())

        let report = assembler.verify(samples: [VerificationSample(providing: IncomingRequest(path: "/verify"), as: IncomingRequest.self)])

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 2)
    }

    @Test func verifyStillReportsAServiceThatIsNeitherRegisteredNorProvided() {
        let container = Provided.container()
        container.register(RequestHandler.self) { r in RequestHandler(request: try r.require(IncomingRequest.self)) }
            .inObjectScope(.request)

        let report = container.verify()

        #expect(report.problems.map(\.kind) == [.missingDependency], "\(report)")
    }

    @Test func setCurrentWithValuesHandsThemToTheIdUntilItEnds() {
        let container = Provided.container()
        container.registerProvided(IncomingRequest.self, name: "route", in: .screen)
        let scopes = container.scopeContext
        weak var released: IncomingRequest?

        do {
            let route = IncomingRequest(path: "/product/42")
            released = route
            scopes.setCurrent(.screen, id: "product", providing: { $0.provide(route, as: IncomingRequest.self, name: "route") })
        }
        #expect(container.resolve(IncomingRequest.self, name: "route")?.path == "/product/42")
        scopes.endScope(.screen, id: "product")
        scopes.clear(.screen)

        #expect(released == nil)
        #expect(container.resolve(IncomingRequest.self, name: "route") == nil)
    }

    @Test func openingAnOpenIdAgainKeepsTheFirstValue() async {
        let container = serverContainer()
        let scopes = container.scopeContext
        let first = IncomingRequest(path: "/first")

        await scopes.withScope(.request, id: "r1", providing: { $0.provide(first, as: IncomingRequest.self) }) {
            await scopes.withScope(.request, id: "r1", providing: { $0.provide(IncomingRequest(path: "/second"), as: IncomingRequest.self) }) {
                #expect(container.resolve(IncomingRequest.self) === first)
            }
        }
    }
}
