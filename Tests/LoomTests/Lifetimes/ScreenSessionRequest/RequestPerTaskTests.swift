import Foundation
import Testing
@testable import Loom

/// What one request handler saw.
private struct Handled: Sendable {
    let id: String
    let firstID: String
    let secondID: String
    let sameInstance: Bool
    let currentAfterYield: String?
}

/// One request's state, created with the id current when it is made; disposable.
private final class RequestState: ScopeDisposable, @unchecked Sendable {  // immutable after init; `log` is locked
    let requestID: String
    let log: Scoped.Log

    init(requestID: String, log: Scoped.Log) {
        self.requestID = requestID
        self.log = log
        log.record("created \(requestID)")
    }

    func dispose() {
        log.record("disposed \(requestID)")
    }
}

@Suite("setCurrent and clear of a request inside a task: current for that task only")
struct RequestPerTaskTests {
    let scopes = ScopeContext()
    let log = Scoped.Log()
    let container: Container

    init() {
        let scopes = self.scopes
        let log = self.log
        container = Container(scopeContext: scopes)
        container.register(RequestState.self) { _ in
            RequestState(requestID: scopes.currentID(for: .request) ?? "none", log: log)
        }.inObjectScope(.request)
    }

    /// WeaveDI's documented server handler: set the request id first, clear it when done.
    private func handle(_ number: Int) async -> Handled {
        let id = "Request_\(number)_\(UInt64.random(in: 0...UInt64.max))"
        scopes.setCurrent(.request, id: id)
        defer { scopes.clear(.request) }
        let first = container.resolve(RequestState.self)!
        await Task.yield()
        let current = scopes.currentID(for: .request)
        let second = container.resolve(RequestState.self)!
        return Handled(id: id, firstID: first.requestID, secondID: second.requestID,
                       sameInstance: first === second, currentAfterYield: current)
    }

    @Test func twoHundredConcurrentRequestsEachSeeTheirOwnIdAndInstances() async {
        let handled = await withTaskGroup(of: Handled.self) { group in
            for number in 0..<200 {
                group.addTask { await handle(number) }
            }
            return await group.reduce(into: [Handled]()) { $0.append($1) }
        }

        #expect(handled.count == 200)
        #expect(handled.allSatisfy { $0.firstID == $0.id && $0.secondID == $0.id && $0.currentAfterYield == $0.id })
        #expect(handled.allSatisfy { $0.sameInstance })
        let entries = log.entries
        for request in handled {
            #expect(entries.filter { $0 == "created \(request.id)" }.count == 1)
            #expect(entries.filter { $0 == "disposed \(request.id)" }.count == 1)
        }
        #expect(scopes.activeIDs(of: .request).isEmpty)
        #expect(scopes.currentID(for: .request) == nil)
    }

    @Test func clearDisposesTheRequestsInstancesAtOnce() async {
        await Task {
            scopes.setCurrent(.request, id: "r1")
            _ = container.resolve(RequestState.self)
            #expect(log.entries == ["created r1"])
            scopes.clear(.request)
            #expect(log.entries == ["created r1", "disposed r1"])
        }.value
    }

    @Test func anotherTaskDoesNotSeeARequestIdSetInATask() async {
        scopes.setCurrent(.request, id: "mine")
        defer { scopes.clear(.request) }

        let elsewhere = await Task.detached { [scopes] in scopes.currentID(for: .request) }.value
        let child = await Task { [scopes] in scopes.currentID(for: .request) }.value

        #expect(scopes.currentID(for: .request) == "mine")
        #expect(elsewhere == nil)
        #expect(child == nil)
    }

    @Test func screensAndSessionsSetInATaskStayAppWide() async {
        scopes.setCurrent(.screen, id: "checkout")
        scopes.setCurrent(.session, id: "ann")
        defer {
            scopes.clear(.screen)
            scopes.clear(.session)
        }

        let seen = await Task.detached { [scopes] in
            (scopes.currentID(for: .screen), scopes.currentID(for: .session))
        }.value

        #expect(seen.0 == "checkout")
        #expect(seen.1 == "ann")
    }

    @Test func aTasksOwnRequestIdWinsOverAnAppWideOneAndWithScopeWinsOverBoth() async {
        // A thread of its own runs outside any task: the id it sets is app-wide.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [scopes] in
                scopes.setCurrent(.request, id: "app")
                done.resume()
            }
        }
        defer { scopes.endScope(.request, id: "app") }

        await Task {
            #expect(scopes.currentID(for: .request) == "app")
            scopes.setCurrent(.request, id: "own")
            #expect(scopes.currentID(for: .request) == "own")
            scopes.withScope(.request, id: "bound") {
                #expect(scopes.currentID(for: .request) == "bound")
            }
            scopes.clear(.request)
            #expect(scopes.currentID(for: .request) == "app")
        }.value
    }

    @Test func endingTheIdOfARequestThatForgotClearForgetsItsTask() async {
        await Task {
            scopes.setCurrent(.request, id: "forgotten")
            _ = container.resolve(RequestState.self)
        }.value
        #expect(scopes.activeIDs(of: .request) == ["forgotten"])

        scopes.endScope(.request, id: "forgotten")

        #expect(scopes.activeIDs(of: .request).isEmpty)
        #expect(log.entries == ["created forgotten", "disposed forgotten"])
    }
}
