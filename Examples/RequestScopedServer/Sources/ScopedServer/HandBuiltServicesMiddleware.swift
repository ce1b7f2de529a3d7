import Hummingbird
import ScopedServices

/// The same per-request work as ``RequestScopeMiddleware`` without Loom's scopes: the request's
/// services are built by hand, sessions live in a dictionary. The server runs with it under
/// `--no-scopes`, to measure what the scopes cost.
struct HandBuiltServicesMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let ids: RequestIDGenerator
    let database: ItemDatabase
    let sink: LogSink
    let statistics: ServiceStatistics
    let lifecycle: HandBuiltLifecycle

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let requestID = ids.next()
        let user = request.headers[.user].flatMap { $0.isEmpty ? nil : $0 }
        let services = HandBuiltRequestServices(
            requestID: requestID,
            traceID: request.headers[.traceID] ?? requestID,
            session: user.map { lifecycle.sessions.session(for: $0) },
            database: database,
            sink: sink,
            statistics: statistics
        )
        lifecycle.requestStarted()
        defer { lifecycle.requestFinished() }
        services.session()?.noteRequest()

        var handlerContext = context
        handlerContext.services = services
        let response: Response
        do {
            response = try await next(request, handlerContext)
            services.outcome.handlerDidSucceed()
        } catch {
            response = ErrorResponse.make(for: error)
        }
        await services.finish()  // commits or rolls back
        return ResponseStamp.apply(
            to: response,
            context: services.context(),
            ledger: services.ledger,
            outcome: services.outcome
        )
    }
}
