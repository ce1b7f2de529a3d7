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
    /// Registrations are resolved in registration order, the same on every run: the root
    /// container's first, then each child's down to this one, each container's in the order
    /// registered. A `storyboardInitCompleted` registration is run on the instance of a
    /// ``VerificationSample/init(injecting:name:)`` sample, or listed as not verified.
    ///
    /// Factories that resolve with `r.require(…)` report their missing dependencies completely. A
    /// Swinject-style `r.resolve(X.self)!` of a missing `X` stops the process as it always does —
    /// at the same registration on every run; to leave the cause behind, `verify()` writes each
    /// failure to standard error (unbuffered) as it happens, with the registration being verified
    /// and how many are left:
    ///
    /// ```text
    /// Loom verify: OrderService [graph] -> PaymentGateway: not registered (while verifying registration 3 of the 12 to verify; if the process stops here, the 9 after it are not verified).
    /// ```
    ///
    /// A failed resolve a factory tolerates — an optional dependency it went on without — is a
    /// note, not a problem.
    public func verify(samples: [VerificationSample] = []) -> VerificationReport {
        if ContainerCollector.anyEverBound { ContainerCollector.noteSamples(samples, for: self) }
        return VerificationRun(container: self, samples: samples).run()
    }
}
