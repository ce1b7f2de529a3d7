extension Container {
    /// `verify(samples:)` as a child process of LoomTesting's
    /// `verifyEachRegistrationInChildProcess(of:)` runs it: it leaves out the registrations at
    /// `skipped` positions (1-based, among those `verify()` resolves; each with the note to list it
    /// under), and calls `willResolve` with each registration's position, how many are resolved in
    /// all and its step as paths print it, before resolving it.
    ///
    /// Not for apps: positions are only meaningful to another run of the same container.
    @_spi(LoomTesting)
    public func _verify(
        samples: [VerificationSample] = [],
        skipping skipped: [Int: String],
        willResolve: @escaping (_ position: Int, _ total: Int, _ registration: String) -> Void
    ) -> VerificationReport {
        var run = VerificationRun(container: self, samples: samples)
        run.skipped = skipped
        run.willResolve = willResolve
        return run.run()
    }
}
