import Testing
@testable import Loom

@Suite("A scope opened with withScope(providing:) ends however its body ends")
struct ScopeCancellationTests {
    typealias Transaction = Provided.Transaction

    private func container(log: Scoped.Log) -> Container {
        let container = Provided.container()
        container.registerProvided(Provided.IncomingRequest.self, in: .request)
        container.register(Provided.Cursor.self) { _ in Provided.Cursor(log: log) }
            .inObjectScope(.request)
        container.register(Transaction.self) { r in
            _ = r.resolve(Provided.Cursor.self)
            _ = r.resolve(Provided.IncomingRequest.self)
            return Transaction("transaction", log: log)
        }
        .inObjectScope(.request)
        .onRelease { _ in log.record("released transaction") }
        return container
    }

    @Test func aCancelledRequestTaskStillDisposesEverythingOnceAndUncancelled() async {
        let log = Scoped.Log()
        let container = container(log: log)
        let scopes = container.scopeContext
        let inside = Signal()

        let request = Task {
            try await scopes.withScope(.request, id: "r1", providing: { $0.provide(Provided.IncomingRequest(path: "/")) }) {
                _ = container.resolve(Transaction.self)
                inside.fire()
                try await Task.sleep(for: .seconds(3_600))  // until cancelled: not a timing assertion
            }
        }
        await inside.wait()
        request.cancel()
        let outcome = await request.result

        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(log.entries == ["released transaction", "committed transaction", "closed cursor"])
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }

    @Test func aThrowingHandlerStillEndsTheScopeAndRethrows() async {
        let log = Scoped.Log()
        let container = container(log: log)
        let scopes = container.scopeContext

        await #expect(throws: Provided.Failure.handlerFailed) {
            try await scopes.withScope(.request, id: "r1", providing: { $0.provide(Provided.IncomingRequest(path: "/")) }) {
                _ = container.resolve(Transaction.self)
                throw Provided.Failure.handlerFailed
            }
        }

        #expect(log.entries == ["released transaction", "committed transaction", "closed cursor"])
        #expect(scopes.activeIDs(of: .request).isEmpty)
        #expect(container.resolve(Provided.IncomingRequest.self) == nil)
    }

    @Test func aThrowingSynchronousBodyStillEndsTheScope() async {
        let log = Scoped.Log()
        let container = container(log: log)

        await #expect(throws: Provided.Failure.handlerFailed) {
            try await container.scopeContext.withScope(.screen, id: "s1", providing: { _ in }) {
                throw Provided.Failure.handlerFailed
            }
        }
        #expect(container.scopeContext.activeIDs(of: .screen).isEmpty)
    }

    @Test func aDisposerResolvingUnderTheEndingScopeGetsAOneOffAndNoMissingScopeReport() async {
        let log = Scoped.Log()
        let container = Provided.container()
        let spy = Scoped.DiagnosticsSpy(on: container)
        container.register(Provided.Cursor.self) { _ in Provided.Cursor(log: log) }
            .inObjectScope(.request)
        container.register(Transaction.self) { _ in Transaction("transaction", log: log) }
            .inObjectScope(.request)
            .onRelease { _ in
                await Task.yield()
                _ = container.resolve(Provided.Cursor.self)
                log.record("resolved in disposal")
            }

        await container.scopeContext.withScope(.request, id: "r1", providing: { _ in }) {
            _ = container.resolve(Transaction.self)
        }

        #expect(log.entries == ["resolved in disposal", "committed transaction"])
        #expect(spy.diagnostics.isEmpty)
        #expect(container.scopeContext.activeIDs(of: .request).isEmpty)
    }
}
