import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from WeaveDI: a request scope is handed its request and awaits its commit")
struct WeaveDIRequestValuesTests {
    @Test func twoConcurrentOrdersEachGetTheirOwnRequestAndCommitBeforeTheHandlerReturns() async {
        let container = Container()
        registerOrderServices(in: container)
        let ada = IncomingOrder(requestID: "order-ada-\(UInt64.random(in: 0...UInt64.max))", customer: "ada")
        let bob = IncomingOrder(requestID: "order-bob-\(UInt64.random(in: 0...UInt64.max))", customer: "bob")

        async let first = serveOrder(ada, in: container)
        async let second = serveOrder(bob, in: container)
        let (adas, bobs) = await (first, second)

        #expect(adas?.order.customer == "ada")
        #expect(bobs?.order.customer == "bob")
        #expect(adas?.committed == true)
        #expect(bobs?.committed == true)
        #expect(!ScopeContext.shared.activeIDs(of: .request).contains(ada.requestID))
    }
}
