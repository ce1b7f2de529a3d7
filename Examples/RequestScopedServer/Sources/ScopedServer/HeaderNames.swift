import HTTPTypes

extension HTTPField.Name {
    /// The caller's trace id, echoed on every response.
    static let traceID = HTTPField.Name("X-Trace-ID")!
    /// The id the server gave the request.
    static let requestID = HTTPField.Name("X-Request-ID")!
    /// The signed-in user: the id of the request's session.
    static let user = HTTPField.Name("X-User")!
    /// How many instances of each request-scoped type the request made, as `Type=N;…`.
    static let instancesCreated = HTTPField.Name("X-Instances-Created")!
}
