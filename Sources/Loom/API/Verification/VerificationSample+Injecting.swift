extension VerificationSample {
    /// An instance for `verify()` to run a `storyboardInitCompleted` closure on: the closure's
    /// resolves are then verified like a factory's.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(ProfileViewController.self) { r, controller in
    ///     controller.viewModel = r.resolve(ProfileViewModel.self)!
    /// }
    /// let report = container.verify(samples: [VerificationSample(injecting: ProfileViewController())])
    /// ```
    ///
    /// `verify()` cannot make an instance of an arbitrary class (a storyboard or SwiftUI makes it),
    /// so without a sample it lists such a registration in its notes as not verified. The closures
    /// registered for `instance`'s class and its superclasses run on `instance`, with the sandbox's
    /// services, as ``Resolver/injectDependencies(into:name:again:)`` runs them: `instance` is
    /// changed, so pass one made for the purpose.
    ///
    /// - Parameters:
    ///   - instance: An instance of the class the closure was registered for.
    ///   - name: The registration name, as passed to `storyboardInitCompleted(_:name:)`.
    public init(injecting instance: AnyObject, name: String? = nil) {
        key = Container.injectionKey(for: type(of: instance), name: name, argumentsType: (Resolver, AnyObject).self)
        run = { (sandbox: Container) throws(ResolutionError) in
            try Self.inject(in: sandbox) { $0.injectDependencies(into: instance, name: name, again: true) }
        }
        provided = nil
    }

    /// An instance and runtime arguments for `verify()` to run a `storyboardInitCompleted` closure
    /// that takes arguments.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(DetailViewController.self) { (r, controller, itemID: Int) in
    ///     controller.viewModel = r.resolve(DetailViewModel.self, argument: itemID)!
    /// }
    /// let report = container.verify(samples: [VerificationSample(injecting: DetailViewController(), arguments: 42)])
    /// ```
    public init<each Argument>(injecting instance: AnyObject, name: String? = nil, arguments: repeat each Argument) {
        key = Container.injectionKey(for: type(of: instance), name: name, argumentsType: (Resolver, AnyObject, repeat each Argument).self)
        let values = (repeat each arguments)
        run = { (sandbox: Container) throws(ResolutionError) in
            try Self.inject(in: sandbox) { $0.injectDependencies(into: instance, name: name, again: true, arguments: repeat each values) }
        }
        provided = nil
    }

    /// Runs `inject` as a `require` runs a resolve, so that the closure's failed resolves are
    /// recorded (and written to standard error) as a factory's are.
    private static func inject(in sandbox: Container, _ inject: (Container) -> InjectionResult) throws(ResolutionError) {
        try FailureRecorder.current.require({ () -> Void? in
            _ = inject(sandbox)
            return ()
        }, unexplained: { preconditionFailure("Loom internal error: an injection reported no result") })
    }
}
