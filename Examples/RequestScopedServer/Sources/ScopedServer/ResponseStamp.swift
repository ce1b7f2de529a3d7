import Hummingbird
import ScopedServices

/// What every response of a served request carries: its request id, its trace id and the count of
/// request-scoped instances it made — or a 500 if finishing its work failed after the handler.
enum ResponseStamp {
    /// `response` with the request's headers, replaced by a 500 if `outcome` has a finish failure.
    static func apply(
        to response: Response,
        context: ScopedServices.RequestContext,
        ledger: CreationLedger,
        outcome: RequestOutcome
    ) -> Response {
        var response = response
        if let failure = outcome.finishFailure {
            response = ErrorResponse.make(status: .internalServerError, message: failure)
        }
        response.headers[.requestID] = context.requestID
        response.headers[.traceID] = context.traceID
        response.headers[.instancesCreated] = ledger.summary
        return response
    }
}
