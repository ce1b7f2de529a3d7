/// Which request is being served: the id the server gave it and the trace id it carries.
///
/// Registered in the request scope, so every service of one request sees the same context and no
/// other request ever does.
public final class RequestContext: Sendable {
    /// The id the server gave the request; also the id of its request scope.
    public let requestID: String
    /// The caller's `X-Trace-ID`, or the request id when the caller sent none.
    public let traceID: String

    /// Makes the context of one request.
    public init(requestID: String, traceID: String) {
        self.requestID = requestID
        self.traceID = traceID
    }
}
