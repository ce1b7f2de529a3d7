import Loom
import Testing

/// A request-scoped service that remembers which container made it.
final class RequestTicket: Sendable {
    let madeBy: String
    init(madeBy: String) { self.madeBy = madeBy }
}

/// One side of the isolation tests: a container with its own ScopeContext, counting what its
/// request scope creates and disposes.
struct IsolatedSide: Sendable {
    let name: String
    let scopes = ScopeContext()
    let container: Container
    let created = ConcurrentCounter()
    let disposed = ConcurrentCounter()

    init(name: String) {
        self.name = name
        container = Container(scopeContext: scopes)
        let (created, disposed) = (created, disposed)
        container.register(RequestTicket.self) { _ in
            created.increment()
            return RequestTicket(madeBy: name)
        }
        .inObjectScope(.request)
        .onRelease { _ in disposed.increment() }
    }

    /// Resolves the ticket twice under `id`, with suspensions between, and ends the scope.
    func serveRequest(_ id: String, between: () async -> Void = {}) async -> (RequestTicket?, RequestTicket?) {
        await scopes.withScope(.request, id: id) {
            let first = container.resolve(RequestTicket.self)
            await between()
            let second = container.resolve(RequestTicket.self)
            scopes.endScope(.request, id: id)
            return (first, second)
        }
    }

    /// Checks what `serveRequest` got and left behind.
    func expectServed(_ tickets: (RequestTicket?, RequestTicket?), requests: Int) {
        #expect(tickets.0?.madeBy == name)
        #expect(tickets.0 === tickets.1)
        #expect(created.value == requests)
        #expect(disposed.value == requests)
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }
}

/// The request ids both suites use.
let sharedRequestIDs = (1...20).map { "request-\($0)" }
