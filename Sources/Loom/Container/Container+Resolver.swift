extension Container: Resolver {
    /// Resolves `serviceType`.
    ///
    /// ```swift
    /// let animal = container.resolve(Animal.self)
    /// ```
    ///
    /// - Returns: The instance, or `nil` when nothing is registered for it (see ``loggingFunction``).
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolve(serviceType, name: nil)
    }

    /// Resolves `serviceType` registered under `name`.
    ///
    /// ```swift
    /// let dog = container.resolve(Animal.self, name: "dog")
    /// ```
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolve(name: name, option: nil, invocation: Invocation<Resolver>.arguments(self))
    }

    /// Resolves `serviceType` whose factory takes one runtime argument.
    ///
    /// ```swift
    /// container.register(Owner.self) { (r, pet: Animal) in Owner(pet: pet) }
    /// let pet: Animal = Cat()
    /// let owner = container.resolve(Owner.self, argument: pet)  // matched as `Animal`
    /// ```
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        argument: repeat each Argument
    ) -> Service? {
        resolve(name: nil, option: nil, arguments: (self as Resolver, repeat each argument))
    }

    /// Resolves `serviceType` registered under `name` whose factory takes one runtime argument.
    ///
    /// ```swift
    /// let owner = container.resolve(Owner.self, name: "vip", argument: pet)
    /// ```
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: repeat each Argument
    ) -> Service? {
        resolve(name: name, option: nil, arguments: (self as Resolver, repeat each argument))
    }

    /// Resolves `serviceType` whose factory takes these runtime arguments, in order.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 3)
    /// ```
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        arguments: repeat each Argument
    ) -> Service? {
        resolve(name: nil, option: nil, arguments: (self as Resolver, repeat each arguments))
    }

    /// Resolves `serviceType` registered under `name` whose factory takes these runtime arguments.
    ///
    /// ```swift
    /// let cat = container.resolve(Animal.self, name: "cat", arguments: "Mimi", 3)
    /// ```
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) -> Service? {
        resolve(name: name, option: nil, arguments: (self as Resolver, repeat each arguments))
    }

    /// The pack methods end here: from now on the arguments are one tuple value of a plain generic
    /// type, the form the 6.3 compiler handles everywhere (see `swift-6.3-notes`).
    private func resolve<Service, Arguments>(name: String?, option: ServiceKeyOption?, arguments: Arguments) -> Service? {
        resolve(name: name, option: option, invocation: .arguments(arguments))
    }
}

extension Container: _Resolver {
    /// Resolves through a caller-supplied invoker. For writing extensions only.
    ///
    /// ```swift
    /// let widget: Widget? = container._resolve(name: nil, option: MyPluginOption()) {
    ///     (factory: (Resolver, Int) -> Any) in factory(container, 42)
    /// }
    /// ```
    public func _resolve<Service, Arguments>(
        name: String?,
        option: ServiceKeyOption? = nil,
        invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        resolve(name: name, option: option, invocation: .invoker(invoker))
    }
}
