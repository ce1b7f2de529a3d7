import Dispatch
import Loom
import Synchronization

// request-scope-loop: what Loom does for one request of the server, without the server — a
// request scope opened with a provided value, inside a session scope; five request-scoped
// services made (each recording itself in the request's ledger, as `ServerAssembly` does), four
// of them with an `onRelease` handler; seven resolves from the handler's side; the scope ended and
// its instances disposed. The services are stand-ins with the server's shape, so that the binary
// needs nothing but Loom and runs under valgrind, which cannot run the server's binaries:
//
//   swift build -c release --package-path Examples/RequestScopedServer --product request-scope-loop
//   valgrind --tool=callgrind --toggle-collect='*runRequests*' \
//       Examples/RequestScopedServer/.build/release/request-scope-loop 2000
//
// Instructions per request: callgrind's total divided by the requests run inside `runRequests`
// (the count given, plus 100 of warm-up). Without valgrind it prints the time per request.

/// What the middleware hands into the request scope.
final class Incoming: Sendable {
    let requestID: String
    init(requestID: String) { self.requestID = requestID }
}

/// Counts what one request made, as `CreationLedger` does (without putting type names into words).
final class Ledger: Sendable {
    private let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
}

final class Outcome: Sendable {}

final class Context: Sendable {
    let requestID: String
    init(requestID: String) { self.requestID = requestID }
}

final class Logger: Sendable {
    let context: Context
    init(context: Context) { self.context = context }
}

final class Sink: Sendable {}

final class Session: Sendable {
    let user: String
    init(user: String) { self.user = user }
}

/// Server-wide counters, as `ServiceStatistics` keeps.
final class Statistics: Sendable {
    private let events = Atomic(0)
    func note() { events.add(1, ordering: .relaxed) }
}

let container = Container()
let statistics = Statistics()
let sink = Sink()
container.scopePolicy = .strict
container.register(Sink.self) { _ in sink }.inObjectScope(.container)
container.registerScoped(Session.self, scope: .session) {
    Session(user: ScopeContext.shared.currentID(for: .session) ?? "")
}
.onRelease { _ in statistics.note() }
container.registerProvided(Incoming.self, in: .request)

/// Registers `type` in the request scope the way `ServerAssembly.registerPerRequest` does.
func registerPerRequest<Service>(_ type: Service.Type, _ factory: @escaping (Resolver) -> Service) {
    container.registerScoped(type, scope: .request) { r in
        let instance = factory(r)
        let ledger = instance as? Ledger ?? r.resolve(Ledger.self)!
        ledger.record()
        statistics.note()
        return instance
    }
    .onRelease { _ in statistics.note() }
}
registerPerRequest(Ledger.self) { _ in Ledger() }
registerPerRequest(Outcome.self) { _ in Outcome() }
registerPerRequest(Context.self) { r in Context(requestID: r.resolve(Incoming.self)!.requestID) }
registerPerRequest(Logger.self) { r in
    _ = r.resolve(Sink.self)!
    return Logger(context: r.resolve(Context.self)!)
}

/// One request: its scopes, the middleware's resolves and the handler's.
@inline(never)
func serve(_ index: Int) async {
    let incoming = Incoming(requestID: "request-\(index)")
    await ScopeContext.shared.withScope(.request, id: incoming.requestID, providing: { $0.provide(incoming) }) {
        await ScopeContext.shared.withScope(.session, id: "user-\(index % 8)") { () async in
            _ = container.resolve(Ledger.self)!
            _ = container.resolve(Outcome.self)!
            _ = container.resolve(Context.self)!
            _ = container.resolve(Session.self)!
            _ = container.resolve(Context.self)!
            _ = container.resolve(Logger.self)!
            _ = container.resolve(Context.self)!
        }
    }
}

/// The measured loop: the one function worth collecting under callgrind.
@inline(never)
func runRequests(_ range: Range<Int>) async {
    for index in range { await serve(index) }
}

let requests = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
// Not an async `main`: valgrind stops where such a program's main thread is parked, so the
// requests run in a task the main thread waits for.
let finished = DispatchSemaphore(value: 0)
Task.detached {
    await runRequests(0..<100)  // warm-up: lazily made state, caches
    let start = ContinuousClock.now
    await runRequests(100..<(100 + requests))
    let elapsed = ContinuousClock.now - start
    print("\(requests) requests, \(elapsed / requests) per request")
    finished.signal()
}
finished.wait()
