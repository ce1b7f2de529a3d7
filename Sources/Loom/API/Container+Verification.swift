extension Container {
    /// Resolves every registration once in a sandbox and reports every problem at once: missing
    /// dependencies with their paths, cycles, captive dependencies, factories that threw or
    /// returned a value of the wrong type.
    ///
    /// ```swift
    /// let report = container.verify(samples: [VerificationSample(Member.self, name: "guest", arguments: "Ada", 12)])
    /// #expect(report.problems.isEmpty, "\(report)")
    /// ```
    ///
    /// The sandbox copies the registrations of this container and its parents — the same factories,
    /// scopes and `initCompleted` closures — into a container of its own, with its own
    /// ``ScopeContext`` in which an id of every scope kind in use is bound. No singleton, scoped
    /// instance or `initCompleted` effect reaches this container; effects of a factory outside the
    /// container do happen, so leave such registrations out with
    /// ``ServiceEntry/excludedFromVerification(_:)``. A registration with runtime arguments is
    /// resolved with its ``VerificationSample``, or listed as not verified.
    ///
    /// Factories that resolve with `r.require(…)` report their missing dependencies completely. A
    /// Swinject-style `r.resolve(X.self)!` of a missing `X` stops the process as it always does; to
    /// leave the cause behind, `verify()` writes each failure to standard error (unbuffered) as it
    /// happens. A failed resolve a factory tolerates — an optional dependency it went on without —
    /// is a note, not a problem.
    public func verify(samples: [VerificationSample] = []) -> VerificationReport {
        VerificationRun(container: self, samples: samples).run()
    }
}
