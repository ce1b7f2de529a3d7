/// What `/stats` and `/logout` need from whoever keeps the request scopes and sessions.
protocol RequestLifecycle: Sendable {
    /// Requests whose scope is still open (or, without scopes, still being served).
    var openRequestScopes: Int { get }
    /// Sessions still open.
    var openSessions: Int { get }
    /// Ends the session of `user`, disposing what it holds.
    func endSession(of user: String)
}
