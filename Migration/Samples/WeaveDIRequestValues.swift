// Migration/FromWeaveDI.md, section 4: what replaces the global a WeaveDI request handler kept for
// the request it was serving, and the blocking commit at the end of a request. The package compiles
// this file (target MigrationSamples) and its tests serve two orders at once with it.

import Loom

/// What the HTTP layer knows about an order request before any service of it exists.
struct IncomingOrder: Sendable {
    let requestID: String
    let customer: String
}

/// The order's writes, committed asynchronously when its request scope ends.
final class OrderTransaction: AsyncScopeDisposable, @unchecked Sendable {
    let order: IncomingOrder
    private(set) var committed = false

    init(order: IncomingOrder) {
        self.order = order
    }

    func dispose() async throws {
        await Task.yield()  // a database's async commit
        committed = true
    }
}

// begin region: registrations
func registerOrderServices(in container: Container) {
    // Handed into each request scope when it opens; no factory, no global.
    container.registerProvided(IncomingOrder.self, in: .request)
    container.register(OrderTransaction.self) { r in OrderTransaction(order: r.resolve(IncomingOrder.self)!) }
        .inObjectScope(.request)
}
// end region: registrations

// begin region: handler
/// Serves one order: the scope opens with the order in it, and ends — awaiting the commit — when
/// the handler returns, throws or its task is cancelled.
func serveOrder(_ order: IncomingOrder, in container: Container) async -> OrderTransaction? {
    await ScopeContext.shared.withScope(.request, id: order.requestID, providing: { $0.provide(order) }) {
        container.resolve(OrderTransaction.self)  // its factory resolves this request's IncomingOrder
    }
}
// end region: handler
