import Hummingbird
import Loom
import ScopedServices

/// Serves each request in a Loom request scope of its own, inside the session scope of its `X-User`.
///
/// The scope is opened with `withScope(.request, id:, providing:)`, handed the request's
/// ``IncomingRequest``, for the handler and everything it calls, so concurrent requests never see
/// each other's instances. When the handler has returned or thrown — or the request's task was
/// cancelled — the middleware has told the request's ``RequestOutcome`` which, and `withScope`
/// ends the scope: Loom awaits the disposal of the request's instances, and the transaction commits
/// or rolls back. Only then is the response stamped and sent.
struct RequestScopeMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let container: Container
    let ids: RequestIDGenerator

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let incoming = IncomingRequest(requestID: ids.next(), traceID: request.headers[.traceID])
        let served = await ScopeContext.shared.withScope(.request, id: incoming.requestID, providing: { $0.provide(incoming) }) {
            await withSession(of: request) {
                await serve(request, context: context, next: next)
            }
        }
        // The scope has ended: the transaction's outcome is known.
        guard let stamp = served.stamp else { return served.response }
        return ResponseStamp.apply(to: served.response, context: stamp.context, ledger: stamp.ledger, outcome: stamp.outcome)
    }

    /// A handler's response, and what stamps it once the request's scope has ended.
    private struct Served {
        var response: Response
        var stamp: (context: ScopedServices.RequestContext, ledger: CreationLedger, outcome: RequestOutcome)?
    }

    /// Runs `body` in the session scope of the request's `X-User`, or as it is for an anonymous request.
    private func withSession(of request: Request, _ body: () async -> Served) async -> Served {
        guard let user = request.headers[.user], !user.isEmpty else { return await body() }
        return await ScopeContext.shared.withScope(.session, id: user, body)
    }

    private func serve(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async -> Served {
        let services = LoomRequestServices(container: container)
        let ledger: CreationLedger, outcome: RequestOutcome, requestContext: ScopedServices.RequestContext
        do {
            ledger = try services.require(CreationLedger.self)
            outcome = try services.require(RequestOutcome.self)
            requestContext = try services.context()
            try services.session()?.noteRequest()
        } catch {
            return Served(response: ErrorResponse.make(for: error))
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
        return Served(response: response, stamp: (requestContext, ledger, outcome))
    }
}
