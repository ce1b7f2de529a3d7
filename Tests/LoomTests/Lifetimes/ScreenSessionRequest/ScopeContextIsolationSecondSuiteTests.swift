import Loom
import Testing

@Suite("Scope contexts, second suite")
struct ScopeContextIsolationSecondSuiteTests {
    @Test func requestsWithTheSameIdsSeeOnlyThisSuitesInstances() async {
        let side = IsolatedSide(name: "second")
        for (index, id) in sharedRequestIDs.enumerated() {
            let tickets = await side.serveRequest(id) { await Task.yield() }
            side.expectServed(tickets, requests: index + 1)
        }
    }
}
