/// What makes `require` throw instead of returning `nil`: while a `require` runs on this thread,
/// every failure path of the engine records a ``ResolutionError`` here. Only failure paths read it,
/// so a plain `resolve` pays nothing for it.
///
/// Thread-confined (one per thread, through `ThreadLocal`), hence `@exclusivity(unchecked)`.
final class FailureRecorder {
    static let storage = ThreadLocal { FailureRecorder() }

    /// This thread's recorder.
    static var current: FailureRecorder { storage.value }

    /// How many `require` calls are in progress on this thread.
    @exclusivity(unchecked) private(set) var depth = 0
    /// The latest failure recorded since the innermost `require` began.
    @exclusivity(unchecked) var failure: ResolutionError?

    /// Every failure recorded while `verify()` runs, nested ones included; `nil` otherwise.
    @exclusivity(unchecked) var trail: [ResolutionError]?
    /// Which registration `verify()` is resolving, for the line each failure writes; `nil` otherwise.
    @exclusivity(unchecked) var verifying: VerificationProgress?
    /// The `verify()` run this thread resolves for, which a stop of Loom's gives the registration
    /// up to instead of stopping the process; `nil` otherwise.
    @exclusivity(unchecked) var verification: VerificationLoop?

    /// Why the definition of `key` gave no instance — its factory threw, or it closed a dependency
    /// cycle — outside any `require`: the definition call that gets no instance stops at its
    /// caller's line with `message` (``Container/definitionGaveNoInstance(_:argumentsType:name:file:line:)``),
    /// so the message is printed once, there. A declaration's alias, which hands `nil` to a
    /// Swinject-style resolve instead, logs it (``logRefusal()``).
    @exclusivity(unchecked) var refusal: (key: ServiceKey, message: String)?

    /// Logs the pending ``refusal``, for a resolve that returns `nil` rather than stopping.
    func logRefusal() {
        if let refusal = refusal.take() {
            Container.log(refusal.message)
        }
    }

    /// Whether a `require` is in progress: failure paths record rather than only log.
    var isRecording: Bool { depth > 0 }

    /// Records a failure for the innermost `require`. While `verify()` runs, the failure is also
    /// kept in `trail` and written to standard error at once, with how many registrations are left
    /// to verify: a factory that force-unwraps the failed resolve stops the process next, and the
    /// path must not be lost with it.
    func record(_ error: ResolutionError) {
        failure = error
        guard trail != nil else { return }
        trail?.append(error)
        DependencyGraphRecorder.current?.failed(error)
        LogSink.writeToStandardError(verifying?.line(for: error) ?? VerificationProgress.line(for: error))
    }

    /// Runs `resolve` as a `require`: its value, or the error that explains why there is none.
    /// `unexplained` makes the error when nothing was recorded (a resolver that is not Loom's).
    func require<Service>(
        _ resolve: () -> Service?,
        unexplained: () -> ResolutionError
    ) throws(ResolutionError) -> Service {
        let outer = failure
        depth += 1
        failure = nil
        defer {
            depth -= 1
            failure = outer
        }
        if let service = resolve() { return service }
        throw failure ?? unexplained()
    }
}
