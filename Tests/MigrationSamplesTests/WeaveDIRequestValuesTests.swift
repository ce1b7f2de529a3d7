import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from WeaveDI: a request scope is handed its request and awaits its commit", .verifiesItsContainers)
struct WeaveDIRequestValuesTests {
    /// What `verify()` needs to resolve `OrderTransaction`, whose factory force-unwraps the order
    /// each request scope is handed: an order to hand it.
    static var samples: [VerificationSample] { [VerificationSample(providing: IncomingOrder(requestID: "sample", customer: "ada"))] }

    @Test func twoConcurrentOrdersEachGetTheirOwnRequestAndCommitBeforeTheHandlerReturns() async {
        let container = Container()
        registerOrderServices(in: container)
        #expect(container.verify(samples: Self.samples).problems.isEmpty)
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

    @Test func theOrderServicesVerifyWithASampleOrder() {
        let container = Container()
        registerOrderServices(in: container)

        // begin region: verify
        let report = container.verify(samples: [VerificationSample(providing: IncomingOrder(requestID: "sample", customer: "ada"))])
        // end region: verify

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 2, "\(report)")
    }
}
