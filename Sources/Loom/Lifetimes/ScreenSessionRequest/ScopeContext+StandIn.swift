/// A context that answers, for a while, the reads of another: `verify()` resolves in a sandbox with a
/// context of its own, whose scope ids it binds itself, while factories written for the app read
/// the app's — `ScopeContext.shared.currentID(for: .session)!` — and would find none.
extension ScopeContext {
    /// The context standing in for another in the running task, and the one it stands in for.
    struct StandIn: Sendable {
        let standsInFor: ObjectIdentifier
        let context: ScopeContext
    }

    @TaskLocal static var standIn: StandIn?

    /// Whether any task ever had a stand-in: until then, reads need not look for one.
    private static let everStoodIn = AtomicWord(0)

    /// Runs `body` with `context` answering this context's reads — ``currentID(for:)`` and
    /// ``activeIDs(of:)`` — in the running task. Resolves are not redirected: each container
    /// keeps to its own context.
    func withStandIn<Result>(_ context: ScopeContext, _ body: () -> Result) -> Result {
        if Self.everStoodIn.load() == 0 { Self.everStoodIn.store(1) }
        return Self.$standIn.withValue(StandIn(standsInFor: ObjectIdentifier(self), context: context), operation: body)
    }

    /// The context that answers this one's reads in the running task, if another does.
    var standingIn: ScopeContext? {
        guard Self.everStoodIn.load() != 0, let standIn = Self.standIn, standIn.standsInFor == ObjectIdentifier(self) else {
            return nil
        }
        return standIn.context
    }
}
