/// Loom's own stops: a call that must return an instance and has none — a definition whose factory
/// threw, a property wrapper with nothing to inject, a dependency cycle.
///
/// Each stops the process at the user's line (`file`/`line` are the caller's call site), except
/// while `verify()` resolves on this thread: there the registration being verified is given up,
/// with the failure as its problem, and the run goes on (``VerificationLoop/giveUp(_:)``).
enum ProcessStop {
    /// Stops with `message` at `file`:`line`, or gives the registration `verify()` is resolving up
    /// with `cause` (by default, the failure its resolve recorded last).
    static func stop(
        _ message: @autoclosure () -> String,
        cause: @autoclosure () -> ResolutionError? = nil,
        file: StaticString,
        line: UInt
    ) -> Never {
        if let verification = FailureRecorder.current.verification, verification.canGiveUp {
            verification.giveUp(cause())
        }
        fatalError(message(), file: file, line: line)
    }
}
