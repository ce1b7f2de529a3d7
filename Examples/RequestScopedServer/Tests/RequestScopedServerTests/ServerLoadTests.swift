import Foundation
import Testing

/// The server, started as a child process, under concurrent load. One test at a time: they measure
/// throughput and memory, which tests running beside them would distort.
@Suite("request-scoped-server under load", .serialized)
struct ServerLoadTests {
    /// Concurrent connections of every load run: `LOOM_LOAD_CONNECTIONS`, 64 by default.
    static let connections = environmentInt("LOOM_LOAD_CONNECTIONS", default: 64)
    /// The users that every other request is sent as.
    static let users = 8

    /// Runs `body` against a fresh server and stops the server afterwards, whatever happened.
    static func withServer<T>(
        usesScopes: Bool = true,
        _ body: (ServerProcess) async throws -> T
    ) async throws -> T {
        let server = try await ServerProcess(usesScopes: usesScopes)
        do {
            let result = try await body(server)
            await server.stop()
            server.removeFiles()
            return result
        } catch {
            await server.stop()
            server.removeFiles()
            throw error
        }
    }

    /// `/stats` of the server on `port`.
    static func stats(port: Int) async throws -> StatsBody {
        try await HTTPLoadClient(port: port).send(.get("/stats")).decode(StatsBody.self)
    }

    /// Writes a line of figures to standard error, where `swift test` shows it.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("[request-scoped-server] \(line)\n".utf8))
    }

    /// An integer from the environment, or `fallback`.
    static func environmentInt(_ name: String, default fallback: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? fallback
    }
}
