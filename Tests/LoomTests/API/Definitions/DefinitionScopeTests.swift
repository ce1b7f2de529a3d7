import Testing
@testable import Loom

@Suite("Definitions: every object scope")
struct DefinitionScopeTests {
    let container = Container()

    @Test func aTransientDefinitionMakesANewInstanceEachCall() {
        #expect(container.definedTransientClock() !== container.definedTransientClock())
    }

    @Test func aContainerDefinitionMakesOneInstance() {
        #expect(container.definedClock() === container.definedClock())
    }

    @Test func theDefaultScopeIsTheGraphAsForRegistrations() {
        container.declare(\.definedShelf)

        let library = container.definedLibrary()
        let another = container.definedLibrary()

        // The library, its shelf made by a definition call and its shelf resolved Swinject-style
        // (through the declared name) share one graph-scoped ledger; each call is a graph of its own.
        #expect(library.shelves.count == 2)
        #expect(library.shelves.allSatisfy { $0.ledger === library.ledger })
        #expect(another.ledger !== library.ledger)
        #expect(container.definedLedger() !== container.definedLedger())
    }

    @Test func aWeakDefinitionLivesAsLongAsSomeoneHoldsIt() {
        var held: Defined.Clock? = container.definedWeakClock()
        #expect(container.definedWeakClock() === held)

        weak let released = held
        held = nil
        #expect(released == nil)
    }

    @Test func aCustomScopeKeepsWhatItsStorageKeeps() {
        let scope = ObjectScope(storageFactory: PermanentStorage.init, description: "custom")
        let definition = container.definedTransientClock.inObjectScope(scope)
        let before = definition()

        #expect(definition() === before)
        container.resetObjectScope(scope)
        #expect(definition() !== before)
    }

    @Test func aRequestDefinitionIsOnePerIdAndDisposedOnceWhenItEnds() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        let log = Scoped.Log()
        container.register(Scoped.Log.self) { _ in log }.inObjectScope(.container)
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)

        let (a, again) = scopes.withScope(.request, id: "a") { (container.definedCart(), container.definedCart()) }
        let b = scopes.withScope(.request, id: "b") { container.definedCart() }
        scopes.endScope(.request, id: "a")
        scopes.endScope(.request, id: "a")
        scopes.endScope(.request, id: "b")

        #expect(a === again)
        #expect(a !== b)
        #expect(log.entries == ["created Cart#1", "created Cart#2", "disposed Cart#1", "disposed Cart#2"])
    }

    @Test func anInjectedDefinitionIsCalledInTheRequestScopeItsOwnerIsMadeIn() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(Scoped.Log.self) { _ in Scoped.Log() }.inObjectScope(.container)
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)

        let (a, again, b) = container.withOverrides({ _ in }) {
            let (a, again) = scopes.withScope(.request, id: "a") { (InjectedCartOwner(), InjectedCartOwner()) }
            return (a, again, scopes.withScope(.request, id: "b") { InjectedCartOwner() })
        }

        #expect(a.cart === again.cart)  // read after the scope: kept since the owner was made
        #expect(a.cart !== b.cart)
    }

    @Test func aLazyInjectedDefinitionIsCalledInTheRequestScopeOfItsFirstRead() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(Scoped.Log.self) { _ in Scoped.Log() }.inObjectScope(.container)
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)

        container.withOverrides({ _ in }) {
            let owner = LazyInjectedCartOwner()  // made before any request
            let read = scopes.withScope(.request, id: "a") { owner.cart }

            #expect(read === scopes.withScope(.request, id: "a") { Container.current.definedCart() })
        }
    }

    @Test func concurrentRequestsEachGetTheirOwnInstance() async {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(Scoped.Log.self) { _ in Scoped.Log() }.inObjectScope(.container)
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)

        let serials = await withTaskGroup(of: (Int, Int).self) { group in
            for request in 0..<16 {
                group.addTask {
                    await scopes.withScope(.request, id: "r\(request)") {
                        await Task.yield()
                        let first = container.definedCart()
                        await Task.yield()
                        #expect(container.definedCart() === first)
                        return (request, first.serial)
                    }
                }
            }
            return await group.reduce(into: [(Int, Int)]()) { $0.append($1) }
        }

        #expect(Set(serials.map(\.1)).count == 16)
    }

    @Test func screenAndSessionDefinitionsFollowTheirIds() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        scopes.setCurrent(.session, id: "alice")
        scopes.setCurrent(.screen, id: "home")
        let session = container.definedSession()
        let screen = container.definedScreen()

        scopes.setCurrent(.screen, id: "detail")
        #expect(container.definedScreen() !== screen)
        #expect(container.definedSession() === session)

        scopes.setCurrent(.session, id: "bob")
        #expect(container.definedSession() !== session)
    }

    @Test func onReleaseRunsWhenTheScopeEnds() {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        let released = Defined.Counter()
        let definition = container.definedScreen.onRelease { _ in _ = released.next() }

        scopes.withScope(.screen, id: "s") { _ = definition() }
        scopes.endScope(.screen, id: "s")

        #expect(released.count == 1)
    }
}

@Suite("Definitions: asynchronous disposal")
struct DefinitionAsyncDisposalTests {
    @Test func anAsyncOnReleaseIsAwaitedWhenTheScopeEndsAwaitingDisposal() async {
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        let released = Defined.Counter()
        let definition = container.definedScreen.onRelease { (_: Defined.Screen) async in
            await Task.yield()
            _ = released.next()
        }

        scopes.withScope(.screen, id: "s") { _ = definition() }
        let failures = await scopes.endScopeAwaitingDisposal(.screen, id: "s")

        #expect(failures.isEmpty)
        #expect(released.count == 1)
    }
}

/// A request's model: its cart is called when the model is made.
final class InjectedCartOwner {
    @Injected(\.definedCart) var cart: Defined.Cart
}

/// A model made before its request: its cart is called on the first read.
final class LazyInjectedCartOwner {
    @LazyInjected(\.definedCart) var cart: Defined.Cart
}
