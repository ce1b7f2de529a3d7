extension Resolver {
    /// Runs the `storyboardInitCompleted` closures registered for `instance`'s class and its
    /// superclasses, on an instance Loom did not create.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(ProfileViewController.self) { r, controller in
    ///     controller.viewModel = r.resolve(ProfileViewModel.self)
    /// }
    ///
    /// let controller = ProfileViewController()   // or from a storyboard, or from SwiftUI
    /// container.injectDependencies(into: controller)
    /// ```
    ///
    /// Register the closures with
    /// ``Container/storyboardInitCompleted(_:name:initCompleted:)-(_,_,(Resolver,Controller)->Void)``.
    ///
    /// - **Class hierarchy:** closures registered for superclasses run too, superclass first — as
    ///   initializers run. At each class Loom runs the closure registered under `name`; a class with
    ///   none under `name` contributes its plain closure (no name, no arguments), if any.
    /// - **At most once:** a container hierarchy — this container, its parents, its children and
    ///   its `synchronize()` resolvers — injects an instance once; later calls return
    ///   ``InjectionResult/alreadyInjected`` at once, also while the first is still running on
    ///   another thread. `again: true` runs the closures once more. The container keeps only weak
    ///   references: it never keeps an instance alive.
    /// - **Resolving:** closures receive this resolver; everything they resolve, for every class of
    ///   the hierarchy, belongs to one object graph (the current one, when called from a factory).
    /// - **Parent containers:** registrations of parent containers apply, as in `resolve`; the
    ///   child's own win.
    /// - **No match:** when no class has a closure with this `name`, nothing runs, the result is
    ///   ``InjectionResult/noMatch`` and ``Container/loggingFunction`` receives a message naming the
    ///   class, the name, the argument types and the nearest registrations.
    ///
    /// - Parameters:
    ///   - instance: The object to inject.
    ///   - name: The registration name, as passed to `storyboardInitCompleted(_:name:)`.
    ///   - again: Injects even when this container's hierarchy injected `instance` before.
    /// - Returns: What was done; discardable.
    @discardableResult
    public func injectDependencies(
        into instance: AnyObject,
        name: String? = nil,
        again: Bool = false
    ) -> InjectionResult {
        guard let container = injectingContainer(for: instance) else { return .noMatch }
        return container.inject(instance, name: name, again: again, arguments: (container as Resolver, instance))
    }

    /// Runs the closures registered for `instance`'s class hierarchy, passing one runtime argument.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(DetailViewController.self) { (r, controller, itemID: Int) in
    ///     controller.viewModel = r.resolve(DetailViewModel.self, argument: itemID)
    /// }
    /// container.injectDependencies(into: controller, argument: 42)
    /// ```
    ///
    /// The same as ``injectDependencies(into:name:again:arguments:)``.
    @discardableResult
    public func injectDependencies<each Argument>(
        into instance: AnyObject,
        name: String? = nil,
        again: Bool = false,
        argument: repeat each Argument
    ) -> InjectionResult {
        injectDependencies(into: instance, name: name, again: again, arguments: repeat each argument)
    }

    /// Runs the closures registered for `instance`'s class hierarchy, passing runtime arguments.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(ListViewController.self) {
    ///     (r, controller, category: String, page: Int) in
    ///     controller.viewModel = r.resolve(ListViewModel.self, arguments: category, page)
    /// }
    /// container.injectDependencies(into: controller, arguments: "Sours", 1)
    /// ```
    ///
    /// Arguments are matched by their static types, in order, as in `resolve(_:arguments:)`. At each
    /// class of the hierarchy Loom runs the closure registered with these argument types (and
    /// `name`); a class without one contributes its plain closure (no name, no arguments), so a base
    /// class's shared setup runs for every call. At least one class must have a closure with these
    /// argument types, otherwise nothing runs (``InjectionResult/noMatch``).
    @discardableResult
    public func injectDependencies<each Argument>(
        into instance: AnyObject,
        name: String? = nil,
        again: Bool = false,
        arguments: repeat each Argument
    ) -> InjectionResult {
        guard let container = injectingContainer(for: instance) else { return .noMatch }
        return container.inject(instance, name: name, again: again,
                                arguments: (container as Resolver, instance, repeat each arguments))
    }

    /// This resolver as a Loom container; logs why not when it is some other resolver.
    private func injectingContainer(for instance: AnyObject) -> Container? {
        if let container = self as? Container { return container }
        Container.log("Loom: cannot inject dependencies into \(type(of: instance)): \(type(of: self)) is not a "
            + "Loom Container; call injectDependencies on the container that has the registrations.")
        return nil
    }
}
