/// The scope contexts of one `verify()`: the verified container's, which factories written for the
/// app read, and the sandbox's, in which the run binds an id of every scope kind.
struct VerificationScopes: Sendable {
    let verified: ScopeContext
    let sandbox: ScopeContext

    /// Runs `body` with the sandbox's context answering the verified one's reads, so that a factory
    /// reading `ScopeContext.shared.currentID(for: .session)!` sees the session `verify()` opened.
    func whileVerifying(_ body: () -> Void) {
        verified.withStandIn(sandbox, body)
    }
}
