extension Container {
    /// Registers how to inject the dependencies of `controllerType` instances that something other
    /// than Loom creates — a storyboard, SwiftUI, a server framework, a test.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(MainViewController.self) { r, controller in
    ///     controller.viewModel = r.resolve(MainViewModeling.self)
    /// }
    ///
    /// let controller = MainViewController()          // made elsewhere
    /// container.injectDependencies(into: controller)  // runs the closure
    /// ```
    ///
    /// Source-compatible with SwinjectStoryboard's method of the same name, on every platform: the
    /// controller may be any class. The closure also runs for instances of subclasses, before the
    /// subclass's own closure (see ``Resolver/injectDependencies(into:name:again:)``). Registering
    /// the same class and name again replaces the closure.
    ///
    /// The registration shows in ``description`` as SwinjectStoryboard's does, keyed by the class:
    /// `{ Service: AnyObject, Storyboard: App.MainViewController, Factory: (Resolver, AnyObject) ->
    /// AnyObject, ObjectScope: graph, InitCompleted: Specified 1 closures }`.
    ///
    /// - Parameters:
    ///   - controllerType: The class whose instances the closure injects.
    ///   - name: Tells apart several registrations for one class; pass the same name to
    ///     `injectDependencies(into:name:)`.
    ///   - initCompleted: Sets the instance's dependencies from the resolver it receives.
    public func storyboardInitCompleted<Controller: AnyObject>(
        _ controllerType: Controller.Type,
        name: String? = nil,
        initCompleted: @escaping (Resolver, Controller) -> Void
    ) {
        // Registered like SwinjectStoryboard's: the factory hands back the instance it is given and
        // the closure runs as the registration's `initCompleted`.
        let factory: (Resolver, AnyObject) -> Any = { _, instance in instance }
        _register(AnyObject.self, factory: factory, name: name, option: InjectionOption(controllerType))
            .initCompleted { resolver, instance in
                if let controller = instance as? Controller { initCompleted(resolver, controller) }
            }
    }

    /// Registers how to inject the dependencies of `controllerType` instances, with runtime
    /// arguments that the caller of `injectDependencies` passes.
    ///
    /// ```swift
    /// container.storyboardInitCompleted(DetailViewController.self) { (r, controller, itemID: Int) in
    ///     controller.viewModel = r.resolve(DetailViewModel.self, argument: itemID)
    /// }
    ///
    /// container.injectDependencies(into: controller, arguments: itemID)
    /// ```
    ///
    /// Arguments are matched by their static types, in order, as in `resolve(_:arguments:)`.
    /// Annotate the argument parameters of the closure: their types are the key.
    ///
    /// The registration prints with the argument types in its factory and no `InitCompleted` part,
    /// because the closure runs as the factory (`initCompleted` hooks never see arguments):
    /// `{ Service: AnyObject, Storyboard: App.DetailViewController, Factory: (Resolver, AnyObject, Int)
    /// -> AnyObject, ObjectScope: graph }`.
    ///
    /// - Parameters:
    ///   - controllerType: The class whose instances the closure injects.
    ///   - name: Tells apart several registrations for one class.
    ///   - initCompleted: Sets the instance's dependencies from the resolver and the arguments.
    public func storyboardInitCompleted<Controller: AnyObject, each Argument>(
        _ controllerType: Controller.Type,
        name: String? = nil,
        initCompleted: @escaping (Resolver, Controller, repeat each Argument) -> Void
    ) {
        // The closure needs the arguments, which `initCompleted` hooks never see, so it runs in the
        // factory. A local function, not a closure: closures cannot take a parameter pack.
        func inject(_ resolver: Resolver, _ instance: AnyObject, _ arguments: repeat each Argument) -> Any {
            if let controller = instance as? Controller { initCompleted(resolver, controller, repeat each arguments) }
            return instance
        }
        _register(AnyObject.self, factory: inject, name: name, option: InjectionOption(controllerType))
    }
}
