import Loom

/// Registers the server's services in a Loom container.
///
/// - ``ItemDatabase``, ``LogSink`` and ``ServiceStatistics``: one each, for the whole server.
/// - ``UserSession``: one per session id (the `X-User` header), until the session ends.
/// - ``IncomingRequest``: handed into each request scope by the middleware when it opens.
/// - ``CreationLedger``, ``RequestOutcome``, ``RequestContext``, ``RequestLogger`` and
///   ``DatabaseTransaction``: one each per request id, disposed when the request scope ends —
///   the transaction first (its async commit or rollback awaited), since it is made last; the
///   logger flushes after it.
public struct ServerAssembly: Assembly {
    private let database: ItemDatabase
    private let sink: LogSink
    private let statistics: ServiceStatistics

    /// An assembly of services around these server-wide instances.
    public init(database: ItemDatabase, sink: LogSink, statistics: ServiceStatistics) {
        self.database = database
        self.sink = sink
        self.statistics = statistics
    }

    /// Registers every service; a scoped service resolved outside its scope resolves to `nil`.
    public func assemble(container: Container) {
        container.scopePolicy = .strict
        let database = database, sink = sink, statistics = statistics
        container.register(ItemDatabase.self) { _ in database }.inObjectScope(.container)
        container.register(LogSink.self) { _ in sink }.inObjectScope(.container)
        container.register(ServiceStatistics.self) { _ in statistics }.inObjectScope(.container)

        container.registerScoped(UserSession.self, scope: .session) {
            statistics.sessionCreated()
            return UserSession(userID: ScopeContext.shared.currentID(for: .session) ?? "")
        }
        .onRelease { _ in statistics.sessionEnded() }

        container.registerProvided(IncomingRequest.self, in: .request)
        registerPerRequest(CreationLedger.self, in: container) { _ in CreationLedger() }
        registerPerRequest(RequestOutcome.self, in: container) { _ in RequestOutcome() }
        registerPerRequest(RequestContext.self, in: container) { r in
            let incoming = r.resolve(IncomingRequest.self)!
            return RequestContext(requestID: incoming.requestID, traceID: incoming.traceID ?? incoming.requestID)
        }
        registerPerRequest(RequestLogger.self, in: container) { r in
            RequestLogger(context: r.resolve(RequestContext.self)!, sink: r.resolve(LogSink.self)!)
        }
        .onRelease { logger in logger.flush() }
        registerPerRequest(DatabaseTransaction.self, in: container) { r in
            DatabaseTransaction(
                database: r.resolve(ItemDatabase.self)!,
                outcome: r.resolve(RequestOutcome.self)!,
                logger: r.resolve(RequestLogger.self)!
            )
        }
    }

    /// Registers `type` in the request scope, counting each instance made (server-wide and in the
    /// request's ledger) and each released.
    @discardableResult
    private func registerPerRequest<Service>(
        _ type: Service.Type,
        in container: Container,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        let statistics = statistics
        return container.registerScoped(type, scope: .request) { r in
            let instance = factory(r)
            let ledger = instance as? CreationLedger ?? r.resolve(CreationLedger.self)!
            ledger.record(Service.self)
            statistics.requestInstanceCreated()
            return instance
        }
        .onRelease { _ in statistics.requestInstanceReleased() }
    }
}
