import Loom
import Testing

// Two hierarchies with ScopeContexts of their own share no ids, bindings or instances — which is
// what lets test suites running in parallel use the same scope kinds and ids. The two suites in
// ScopeContextIsolationFirstSuiteTests and …SecondSuiteTests run in parallel (Swift Testing's default)
// with the same request ids; the first test here makes the overlap certain with a lockstep.

@Suite("Scope contexts in lockstep")
struct ScopeContextIsolationTests {
    @Test func twoContextsBindingTheSameRequestIdAtOnceDoNotMeet() async {
        let first = IsolatedSide(name: "first")
        let second = IsolatedSide(name: "second")
        // Each side resolves once, waits until the other has resolved too, then resolves again:
        // both request scopes named "r1" are open at the same time.
        let arrived = ConcurrentCounter()
        let rendezvous: @Sendable () async -> Void = {
            arrived.increment()
            while arrived.value < 2 { await Task.yield() }
        }

        async let firstTickets = first.serveRequest("r1", between: rendezvous)
        async let secondTickets = second.serveRequest("r1", between: rendezvous)
        let (a, b) = await (firstTickets, secondTickets)

        first.expectServed(a, requests: 1)
        second.expectServed(b, requests: 1)
        #expect(a.0 !== b.0)
    }

    @Test func aChildContainerUsesItsParentsContext() {
        let scopes = ScopeContext()
        let parent = Container(scopeContext: scopes)
        let child = Container(parent: parent)

        #expect(child.scopeContext === scopes)
        #expect(Container().scopeContext === ScopeContext.shared)
    }

    @Test func aBindingOfTheSharedContextDoesNotMakeAnIdCurrentInAnother() {
        let scopes = ScopeContext()

        ScopeContext.shared.withScope(.request, id: "outer") {
            #expect(ScopeContext.shared.currentID(for: .request) == "outer")
            #expect(scopes.currentID(for: .request) == nil)
        }
    }
}
