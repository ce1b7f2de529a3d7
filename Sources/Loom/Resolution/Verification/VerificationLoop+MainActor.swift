/// `@MainActor` factories in a `verify()` called on the main actor.
///
/// The run resolves on threads of its own, which are not the main actor: a `@MainActor` factory
/// reached there is handed to the thread that called `verify()`, which waits on the main actor,
/// and runs there as part of the same resolution — the waiting thread takes over the run's
/// thread state (its resolution contexts, its `require`s, the graph it records) while it runs the
/// factory, so paths, object graphs and cycle checks carry on across the hand-over.
///
/// A stop of Loom's inside such a factory cannot give the registration up — the main actor's
/// thread cannot be abandoned — and stops the process, as it would without `verify()`.
extension VerificationLoop {
    /// `body`, a `@MainActor` factory's call, run on the main actor when this thread resolves for a
    /// `verify()` called there; `nil` otherwise (the factory is refused, as off the main actor).
    static func onMainActorCaller<Result>(_ body: () -> Result) -> Result? {
        let recorder = FailureRecorder.current
        guard let loop = recorder.verification, loop.callerIsMainActor, let thread = AbandonableThread.current else {
            return nil
        }
        let resolutions = ThreadResolutions.current
        let graphRecorder = DependencyGraphRecorder.current
        return thread.onCaller {
            let ownResolutions = ThreadResolutions.storage.exchange(resolutions)
            let ownRecorder = FailureRecorder.storage.exchange(recorder)
            let ownGraphRecorder = DependencyGraphRecorder.exchangeActive(graphRecorder)
            defer {
                _ = DependencyGraphRecorder.exchangeActive(ownGraphRecorder)
                _ = FailureRecorder.storage.exchange(ownRecorder)
                _ = ThreadResolutions.storage.exchange(ownResolutions)
            }
            return body()
        }
    }
}
