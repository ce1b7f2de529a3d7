/// What the HTTP layer read from a request before any service of it exists: the id the server gave
/// it and its `X-Trace-ID` header.
///
/// The middleware hands it into the request's scope when it opens
/// (`withScope(.request, id:, providing:)`); the ``RequestContext`` factory resolves it like any
/// other request-scoped service. It carries only what no service can know by itself.
public struct IncomingRequest: Sendable {
    /// The id the server gave the request; also the id of its request scope.
    public var requestID: String
    /// The `X-Trace-ID` header, if the caller sent one.
    public var traceID: String?

    /// Describes a request.
    public init(requestID: String, traceID: String?) {
        self.requestID = requestID
        self.traceID = traceID
    }
}
