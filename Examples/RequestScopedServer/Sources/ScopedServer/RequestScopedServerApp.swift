import Foundation
import Hummingbird
import Logging
import Loom
import NIOCore
import ScopedServices

/// Builds the server from its options and runs it until SIGINT or SIGTERM.
public enum RequestScopedServerApp {
    /// Opens the database, wires the routes behind Loom's scope middleware (or the hand-built one
    /// with `--no-scopes`), and serves. Prints `listening on HOST:PORT` to standard output, flushed,
    /// once the port is bound.
    public static func run(_ options: ServerOptions) async throws {
        let router = try makeRouter(options)
        var logger = Logger(label: "request-scoped-server")
        logger.logLevel = options.verbose ? .info : .warning
        let mode = options.usesScopes ? "with Loom's request scopes" : "without scopes (--no-scopes)"
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                // FileHandle writes straight to the descriptor: nothing waits in a buffer.
                FileHandle.standardOutput.write(Data("listening on \(options.host):\(port)\n".utf8))
                FileHandle.standardError.write(Data("serving \(mode), database \(options.databasePath)\n".utf8))
            },
            logger: logger
        )
        try await app.runService()
    }

    /// The server's routes behind Loom's scope middleware, or the hand-built one with `--no-scopes`,
    /// on the database file of `options`: what ``run(_:)`` serves, and what a benchmark can call
    /// without a network.
    ///
    /// ```swift
    /// let responder = try RequestScopedServerApp.makeRouter(options).buildResponder()
    /// ```
    public static func makeRouter(_ options: ServerOptions) throws -> Router<ServerRequestContext> {
        let database = try ItemDatabase(path: options.databasePath)
        let statistics = ServiceStatistics()
        let sink = LogSink(isEnabled: options.verbose)
        let ids = RequestIDGenerator()

        let router = Router(context: ServerRequestContext.self)
        let served = router.group()
        let lifecycle: any RequestLifecycle
        if options.usesScopes {
            let container = Container()
            ServerAssembly(database: database, sink: sink, statistics: statistics).assemble(container: container)
            served.add(middleware: RequestScopeMiddleware(container: container, ids: ids))
            lifecycle = LoomLifecycle()
        } else {
            let handBuilt = HandBuiltLifecycle(sessions: HandBuiltSessions(statistics: statistics))
            served.add(middleware: HandBuiltServicesMiddleware(
                ids: ids, database: database, sink: sink, statistics: statistics, lifecycle: handBuilt
            ))
            lifecycle = handBuilt
        }
        ServerRoutes(database: database, statistics: statistics, lifecycle: lifecycle)
            .add(to: router, served: served)
        return router
    }
}
