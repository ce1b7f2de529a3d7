import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import ScopedServer

// middleware-bench: the server's per-request work without the network — each request goes through
// the router, its middleware (Loom's request scopes, or the hand-built services with --no-scopes)
// and its route, one after another on one task — so the two middlewares can be compared on one
// core, with a profiler or with `valgrind --tool=callgrind`, without the noise of sockets and of a
// load client. See the README ("Where the time goes").
//
//   middleware-bench [--no-scopes] [--requests N] [--mixed] [--tasks N]
//
// Prints the requests served, and the CPU time and wall time per request. With `--tasks N`, N tasks
// serve the requests side by side (as the server's connections do), so that what concurrent
// requests share — locks, counters, caches — shows too.

var options = ServerOptions()
var requests = 20_000
var mixed = false
var tasks = 1
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--no-scopes": options.usesScopes = false
    case "--mixed": mixed = true
    case "--requests":
        guard let text = arguments.popFirst(), let count = Int(text), count > 0 else {
            FileHandle.standardError.write(Data("--requests needs a positive number\n".utf8))
            exit(2)
        }
        requests = count
    case "--tasks":
        guard let text = arguments.popFirst(), let count = Int(text), count > 0 else {
            FileHandle.standardError.write(Data("--tasks needs a positive number\n".utf8))
            exit(2)
        }
        tasks = count
    default:
        FileHandle.standardError.write(Data("usage: middleware-bench [--no-scopes] [--requests N] [--mixed] [--tasks N]\n".utf8))
        exit(2)
    }
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("middleware-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
options.databasePath = directory.appendingPathComponent("items.sqlite").path

let responder = try RequestScopedServerApp.makeRouter(options).buildResponder()
/// What a request's context is made from: a channel that goes nowhere. One per serving task.
nonisolated func makeSource() -> ApplicationRequestContextSource {
    ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "middleware-bench"))
}
/// The `index`th request of the load the load test sends: a unique trace id, every other request as
/// one of eight users; with `--mixed`, every tenth a failing insert and three in ten an insert.
func request(_ index: Int, mixed: Bool, traceID: HTTPField.Name, user: HTTPField.Name) -> Request {
    let kind = mixed ? index % 10 : 9
    var head = HTTPRequest(
        method: kind < 4 ? .post : .get,
        scheme: "http",
        authority: "localhost",
        path: kind == 0 ? "/items?fail=1" : kind < 4 ? "/items" : "/whoami"
    )
    head.headerFields[traceID] = "trace-\(index)"
    if index % 2 == 1 { head.headerFields[user] = "user-\(index / 2 % 8)" }
    let body = kind < 4 ? ByteBuffer(string: "item \(index)") : ByteBuffer()
    return Request(head: head, body: RequestBody(buffer: body))
}

func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

/// Serves the requests one after another, off the main actor so that no request hops between
/// threads: what is left is the per-request work itself.
nonisolated func serveAll(_ responder: some HTTPResponder<ServerRequestContext>, source: ApplicationRequestContextSource, requests: Range<Int>, mixed: Bool) async throws -> Int {
    let traceID = HTTPField.Name("X-Trace-ID")!
    let user = HTTPField.Name("X-User")!
    var failed = 0
    for index in requests {
        let response = try await responder.respond(to: request(index, mixed: mixed, traceID: traceID, user: user), context: ServerRequestContext(source: source))
        if response.status.code >= 400, !(mixed && index % 10 == 0) { failed += 1 }
    }
    return failed
}

let startCPU = cpuSeconds()
let start = ContinuousClock.now
/// Serves the requests in `tasks` tasks side by side, each its share of the indices.
nonisolated func serveSideBySide(_ responder: some HTTPResponder<ServerRequestContext> & Sendable, requests: Int, tasks: Int, mixed: Bool) async throws -> Int {
    guard tasks > 1 else { return try await serveAll(responder, source: makeSource(), requests: 0..<requests, mixed: mixed) }
    return try await withThrowingTaskGroup(of: Int.self) { group in
        for task in 0..<tasks {
            let share = (requests * task / tasks)..<(requests * (task + 1) / tasks)
            group.addTask { try await serveAll(responder, source: makeSource(), requests: share, mixed: mixed) }
        }
        return try await group.reduce(0, +)
    }
}

let failed = try await serveSideBySide(responder, requests: requests, tasks: tasks, mixed: mixed)
let wall = ContinuousClock.now - start
let cpu = cpuSeconds() - startCPU
let perRequest = { (seconds: Double) in String(format: "%.1f", seconds / Double(requests) * 1_000_000) }
let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
print("\(options.usesScopes ? "scopes" : "no-scopes") \(mixed ? "mixed" : "whoami")\(tasks > 1 ? " in \(tasks) tasks" : ""): \(requests) requests, \(failed) failed, CPU \(perRequest(cpu)) µs, wall \(perRequest(wallSeconds)) µs per request")
