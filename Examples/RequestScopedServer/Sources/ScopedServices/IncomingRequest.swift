/// What the HTTP layer read from a request before any service of it exists.
///
/// The middleware binds it for the request's task; the ``RequestContext`` factory reads it. It
/// carries only what no service can know by itself.
public struct IncomingRequest: Sendable {
    /// The `X-Trace-ID` header, if the caller sent one.
    public var traceID: String?

    /// Describes a request's headers.
    public init(traceID: String?) {
        self.traceID = traceID
    }

    /// The request being served by the running task, if any.
    @TaskLocal public static var current: IncomingRequest?
}
