import Testing
@testable import Loom

@Suite("Asynchronous disposal when a scope ends")
struct ScopeAsyncDisposalTests {
    typealias Transaction = Provided.Transaction

    /// A request scope holding, oldest first: a cursor (synchronous), a transaction (async) and a
    /// log whose async `onRelease` records.
    private func container(log: Scoped.Log, failing: Bool = false) -> Container {
        let container = Provided.container()
        container.register(Provided.Cursor.self) { _ in Provided.Cursor(log: log) }
            .inObjectScope(.request)
        container.register(Transaction.self) { r in
            _ = r.resolve(Provided.Cursor.self)
            return Transaction("transaction", log: log, fails: failing)
        }
        .inObjectScope(.request)
        container.register(Scoped.Log.self) { r in
            _ = r.resolve(Transaction.self)
            return log
        }
        .inObjectScope(.request)
        .onRelease { log in
            await Task.yield()
            log.record("flushed log")
        }
        return container
    }

    @Test func endScopeAwaitingDisposalAwaitsEveryDisposalNewestFirst() async {
        let log = Scoped.Log()
        let container = container(log: log)
        let scopes = container.scopeContext

        scopes.withScope(.request, id: "r1") { _ = container.resolve(Scoped.Log.self) }
        let failures = await scopes.endScopeAwaitingDisposal(.request, id: "r1")

        #expect(failures.isEmpty)
        #expect(log.entries == ["flushed log", "committed transaction", "closed cursor"])
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }

    @Test func theAsyncWithScopeAwaitsDisposalsBeforeItReturns() async {
        let log = Scoped.Log()
        let container = container(log: log)

        await container.scopeContext.withScope(.request, id: "r1", providing: { _ in }) {
            _ = container.resolve(Scoped.Log.self)
        }

        #expect(log.entries == ["flushed log", "committed transaction", "closed cursor"])
    }

    @Test func syncAndAsyncOnReleaseHandlersRunInTheOrderAdded() async {
        let log = Scoped.Log()
        let container = Provided.container()
        container.register(Transaction.self) { _ in Transaction("transaction", log: log) }
            .inObjectScope(.request)
            .onRelease { _ in log.record("sync handler") }
            .onRelease { _ in
                await Task.yield()
                log.record("async handler")
            }

        await container.scopeContext.withScope(.request, id: "r1", providing: { _ in }) {
            _ = container.resolve(Transaction.self)
        }

        #expect(log.entries == ["sync handler", "async handler", "committed transaction"])
    }

    @Test func aThrowingDisposalDoesNotStopTheOthersAndIsReportedAndReturned() async {
        let log = Scoped.Log()
        let container = container(log: log, failing: true)
        let spy = Scoped.DiagnosticsSpy(on: container)
        let scopes = container.scopeContext

        scopes.withScope(.request, id: "r1") { _ = container.resolve(Scoped.Log.self) }
        let failures = await scopes.endScopeAwaitingDisposal(.request, id: "r1")

        #expect(log.entries == ["flushed log", "committed transaction", "closed cursor"])
        #expect(failures.map(\.service) == ["Transaction (request)"])
        #expect(failures.first?.error as? Provided.Failure == .commitFailed("transaction"))
        #expect(failures.first?.scope == ScopeID(kind: .request, id: "r1"))
        #expect(spy.messages(of: .disposalFailed) == [
            "Disposing Transaction (request) at the end of request:r1 failed: commitFailed(\"transaction\"). The other instances of the scope were disposed.",
        ])
    }

    @Test func theSynchronousEndScopeHandsAsyncDisposalsToATaskInOrderAndReportsIt() async {
        let log = Scoped.Log()
        let container = container(log: log)
        let spy = Scoped.DiagnosticsSpy(on: container)
        let scopes = container.scopeContext
        let cursorClosed = Signal()
        container.register(Provided.Cursor.self) { _ in Provided.Cursor(log: log) }
            .inObjectScope(.request)
            .onRelease { _ in cursorClosed.fire() }

        scopes.withScope(.request, id: "r1") { _ = container.resolve(Scoped.Log.self) }
        scopes.endScope(.request, id: "r1")
        #expect(scopes.activeIDs(of: .request).isEmpty)  // ended at once; disposal goes on in a task
        await cursorClosed.wait()

        #expect(log.entries == ["flushed log", "committed transaction", "closed cursor"])
        let deferrals = spy.diagnostics.filter { $0.kind == .asyncDisposalDeferred }
        #expect(deferrals.map(\.chain) == [["Log (request)"]])
        #expect(deferrals.first?.message.contains("endScopeAwaitingDisposal") == true)

        // Reported once per registration.
        scopes.withScope(.request, id: "r2") { _ = container.resolve(Scoped.Log.self) }
        _ = await scopes.endScopeAwaitingDisposal(.request, id: "r2")
        scopes.withScope(.request, id: "r3") { _ = container.resolve(Scoped.Log.self) }
        scopes.endScope(.request, id: "r3")
        #expect(spy.diagnostics.filter { $0.kind == .asyncDisposalDeferred }.count == 1)
    }

    @Test func theSynchronousEndScopeRunsSynchronousDisposalsBeforeTheFirstAsyncOneAtOnce() {
        let log = Scoped.Log()
        let container = Provided.container()
        container.register(Transaction.self) { _ in Transaction("transaction", log: log) }
            .inObjectScope(.request)
        container.register(Provided.Cursor.self) { r in
            _ = r.resolve(Transaction.self)
            return Provided.Cursor(log: log)
        }
        .inObjectScope(.request)
        let scopes = container.scopeContext

        scopes.withScope(.request, id: "r1") { _ = container.resolve(Provided.Cursor.self) }
        scopes.endScope(.request, id: "r1")

        #expect(log.entries.first == "closed cursor")  // newest, synchronous: done before endScope returned
    }

    @Test func anAsyncScopeDisposableIsDisposedOnceEvenIfTheScopeIsEndedTwice() async {
        let log = Scoped.Log()
        let container = Provided.container()
        container.register(Transaction.self) { _ in Transaction("transaction", log: log) }
            .inObjectScope(.request)
        let scopes = container.scopeContext

        scopes.withScope(.request, id: "r1") { _ = container.resolve(Transaction.self) }
        async let first = scopes.endScopeAwaitingDisposal(.request, id: "r1")
        async let second = scopes.endScopeAwaitingDisposal(.request, id: "r1")
        _ = await (first, second)

        #expect(log.entries == ["committed transaction"])
    }
}
