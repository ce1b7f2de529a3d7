import Foundation
@testable import Loom

/// Services for values handed into scopes and for async disposal: an incoming request, what a
/// request builds from it, a transaction that commits asynchronously.
enum Provided {
    /// The value a server hands into each request scope.
    final class IncomingRequest: @unchecked Sendable {
        let path: String
        init(path: String) { self.path = path }
    }

    /// Made by a factory from the provided request.
    final class RequestHandler: @unchecked Sendable {
        let request: IncomingRequest?
        init(request: IncomingRequest?) { self.request = request }
    }

    /// Lives as long as the container, so resolving the request while it is made is a capture.
    final class RouteCache: @unchecked Sendable {
        let request: IncomingRequest?
        init(request: IncomingRequest?) { self.request = request }
    }

    /// Disposes asynchronously, recording when (and whether its task was cancelled then).
    final class Transaction: AsyncScopeDisposable, @unchecked Sendable {
        let name: String
        let log: Scoped.Log
        let fails: Bool

        init(_ name: String, log: Scoped.Log, fails: Bool = false) {
            self.name = name
            self.log = log
            self.fails = fails
        }

        func dispose() async throws {
            await Task.yield()  // a real suspension, as a database's commit has
            log.record("committed \(name)\(Task.isCancelled ? " (cancelled)" : "")")
            if fails { throw Failure.commitFailed(name) }
        }
    }

    /// Disposes synchronously.
    final class Cursor: ScopeDisposable, @unchecked Sendable {
        let log: Scoped.Log
        init(log: Scoped.Log) { self.log = log }
        func dispose() { log.record("closed cursor") }
    }

    /// Provided, and disposable: the scope must not dispose what it did not make.
    final class ProvidedDisposable: ScopeDisposable, @unchecked Sendable {
        let log: Scoped.Log
        init(log: Scoped.Log) { self.log = log }
        func dispose() { log.record("disposed a provided value") }
    }

    enum Failure: Error, Equatable {
        case commitFailed(String)
        case handlerFailed
    }

    /// A container with a scope context of its own, so that ids and instances stay in the test.
    static func container() -> Container {
        Container(scopeContext: ScopeContext())
    }
}

/// Signals once, to whoever awaits it: "the scope's body has started", "the deferred disposal ran".
final class Signal: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func fire() {
        lock.lock()
        fired = true
        let resumed = waiters
        waiters = []
        lock.unlock()
        resumed.forEach { $0.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if fired {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
