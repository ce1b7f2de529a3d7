import Hummingbird
import Loom
import ScopedServices

/// Serves each request in a Loom request scope of its own, inside the session scope of its `X-User`.
///
/// The scope is bound with `withScope(.request, id:)` for the handler and everything it calls, so
/// concurrent requests never see each other's instances. When the handler has returned or thrown,
/// the middleware tells the request's ``RequestOutcome`` which, then ends the scope: Loom disposes
/// the request's instances, and the transaction commits or rolls back.
struct RequestScopeMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let container: Container
    let ids: RequestIDGenerator

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let requestID = ids.next()
        let incoming = IncomingRequest(traceID: request.headers[.traceID])
        return await IncomingRequest.$current.withValue(incoming) {
            await ScopeContext.shared.withScope(.request, id: requestID) {
                await withSession(of: request) {
                    await serve(request, context: context, requestID: requestID, next: next)
                }
            }
        }
    }

    /// Runs `body` in the session scope of the request's `X-User`, or as it is for an anonymous request.
    private func withSession(of request: Request, _ body: () async -> Response) async -> Response {
        guard let user = request.headers[.user], !user.isEmpty else { return await body() }
        return await ScopeContext.shared.withScope(.session, id: user, body)
    }

    private func serve(
        _ request: Request,
        context: Context,
        requestID: String,
        next: (Request, Context) async throws -> Response
    ) async -> Response {
        let services = LoomRequestServices(container: container)
        let ledger: CreationLedger, outcome: RequestOutcome, requestContext: ScopedServices.RequestContext
        do {
            ledger = try services.require(CreationLedger.self)
            outcome = try services.require(RequestOutcome.self)
            requestContext = try services.context()
            try services.session()?.noteRequest()
        } catch {
            ScopeContext.shared.endScope(.request, id: requestID)
            return ErrorResponse.make(for: error)
        }

        var handlerContext = context
        handlerContext.services = services
        let response: Response
        do {
            response = try await next(request, handlerContext)
            outcome.handlerDidSucceed()
        } catch {
            response = ErrorResponse.make(for: error)
        }
        ScopeContext.shared.endScope(.request, id: requestID)  // commits or rolls back
        return ResponseStamp.apply(to: response, context: requestContext, ledger: ledger, outcome: outcome)
    }
}
