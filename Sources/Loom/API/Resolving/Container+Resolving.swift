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
    // @inlinable: row E, 1,161 → 1,213 instructions without it.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        // Always inlined, so that `resolve(_:)`'s `nil` name is a constant here: forwarded to an
        // unspecialised copy (a factory's `r.resolve` through `any Resolver`), the name was retained
        // and released around the lookup (callgrind, scenario C: 20,534 → 19,671 per root of 21 resolves).
        // The factory reads its `Resolver` argument from the container's own one: nothing to build.
        guard var instance = resolveInstance(Service.self, Resolver.self, name: name, arguments: UnsafeRawPointer(resolverArgument)) else {
            return resolveFallback(Service.self, name: name)
        }
        return typedService(&instance, as: Service.self) {
            resolveFallback(Service.self, name: name, arguments: self as Resolver, producedType: $0)
        }
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
        resolve(serviceType, name: nil, arguments: (self as Resolver, repeat each argument))
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
        resolve(serviceType, name: name, arguments: (self as Resolver, repeat each argument))
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
        resolve(serviceType, name: nil, arguments: (self as Resolver, repeat each arguments))
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
        resolve(serviceType, name: name, arguments: (self as Resolver, repeat each arguments))
    }
}

extension Container {
    /// The container itself: every container is `Sendable`.
    ///
    /// ```swift
    /// container.register(Feed.self) { r in
    ///     let resolver = r.sendable
    ///     return Feed(refresh: { Task { resolver.resolve(FeedLoader.self)?.load() } })
    /// }
    /// ```
    public var sendable: any Resolver & Sendable { self }
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
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
        let call = FactoryCall.invoker { factory in
            invoker { arguments in withUnsafePointer(to: arguments) { factory(UnsafeRawPointer($0)) } }
        }
        guard var instance = resolveInstance(for: key, call) else { return resolveFallback(key: key, replay: call.replay) }
        return typedService(&instance, as: Service.self) { resolveFallback(key: key, replay: call.replay, producedType: $0) }
    }
}
