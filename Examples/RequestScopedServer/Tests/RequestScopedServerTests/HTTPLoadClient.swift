import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// Sends planned requests to 127.0.0.1 over a fixed number of keep-alive HTTP/1.1 connections,
/// each taking the next unsent request as soon as its previous response is in.
///
/// Bounded in count (each request is sent once) and in time (the run fails after `timeLimit`).
struct HTTPLoadClient {
    let port: Int
    var connections = 64
    var timeLimit: Duration = .seconds(120)

    /// The responses by index of `requests`, and how long the run took.
    func run(_ requests: [PlannedRequest]) async throws -> (responses: [HTTPExchange?], elapsed: Duration) {
        let cursor = Cursor()
        let started = ContinuousClock.now
        let collected = try await withThrowingTaskGroup(of: [(Int, HTTPExchange)].self) { group in
            for _ in 0..<min(connections, max(requests.count, 1)) {
                group.addTask { try await runConnection(requests, cursor: cursor) }
            }
            group.addTask {
                try await Task.sleep(for: timeLimit)
                throw ServerProcessError("the load run took longer than \(timeLimit)")
            }
            var all: [(Int, HTTPExchange)] = []
            var workersLeft = min(connections, max(requests.count, 1))
            while workersLeft > 0, let results = try await group.next() {
                all += results
                workersLeft -= 1
            }
            group.cancelAll()
            return all
        }
        let elapsed = ContinuousClock.now - started
        var responses = [HTTPExchange?](repeating: nil, count: requests.count)
        for (index, exchange) in collected { responses[index] = exchange }
        return (responses, elapsed)
    }

    /// Sends one request on a connection of its own.
    func send(_ request: PlannedRequest) async throws -> HTTPExchange {
        let (responses, _) = try await HTTPLoadClient(port: port, connections: 1, timeLimit: .seconds(30)).run([request])
        guard let response = responses[0] else { throw ServerProcessError("no response to \(request.path)") }
        return response
    }

    private func runConnection(_ requests: [PlannedRequest], cursor: Cursor) async throws -> [(Int, HTTPExchange)] {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel
                    )
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var parts = inbound.makeAsyncIterator()
            var results: [(Int, HTTPExchange)] = []
            while let index = cursor.take(below: requests.count) {
                try Task.checkCancellation()
                try await outbound.write(contentsOf: Self.parts(of: requests[index]))
                results.append((index, try await Self.readResponse(&parts)))
            }
            return results
        }
    }

    private static func parts(of request: PlannedRequest) -> [HTTPClientRequestPart] {
        var head = HTTPRequestHead(version: .http1_1, method: request.method, uri: request.path)
        head.headers.add(name: "Host", value: "127.0.0.1")
        if let traceID = request.traceID { head.headers.add(name: "X-Trace-ID", value: traceID) }
        if let user = request.user { head.headers.add(name: "X-User", value: user) }
        let body = ByteBuffer(string: request.body)
        head.headers.add(name: "Content-Length", value: String(body.readableBytes))
        var parts: [HTTPClientRequestPart] = [.head(head)]
        if body.readableBytes > 0 { parts.append(.body(.byteBuffer(body))) }
        parts.append(.end(nil))
        return parts
    }

    private static func readResponse(
        _ parts: inout NIOAsyncChannelInboundStream<HTTPClientResponsePart>.AsyncIterator
    ) async throws -> HTTPExchange {
        var head: HTTPResponseHead?
        var body = ByteBuffer()
        while let part = try await parts.next() {
            switch part {
            case .head(let responseHead):
                head = responseHead
            case .body(var chunk):
                body.writeBuffer(&chunk)
            case .end:
                guard let head else { throw ServerProcessError("a response ended before its head") }
                var headers: [String: String] = [:]
                for (name, value) in head.headers { headers[name.lowercased()] = value }
                return HTTPExchange(status: Int(head.status.code), headers: headers, body: Data(body.readableBytesView))
            }
        }
        throw ServerProcessError("the server closed the connection before responding")
    }
}

/// Hands out request indices to the connections, each once.
private final class Cursor: Sendable {
    private let next = Atomic<Int>(0)

    func take(below count: Int) -> Int? {
        let index = next.add(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }
}
