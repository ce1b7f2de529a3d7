import Loom
import Testing

@Suite("Scope contexts, first suite")
struct ScopeContextIsolationFirstSuiteTests {
    @Test func requestsWithTheSameIdsSeeOnlyThisSuitesInstances() async {
        let side = IsolatedSide(name: "first")
        for (index, id) in sharedRequestIDs.enumerated() {
            let tickets = await side.serveRequest(id) { await Task.yield() }
            side.expectServed(tickets, requests: index + 1)
        }
    }
}
