extension Container {
    /// Registers a factory for `serviceType`.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat() }
    /// container.register(Animal.self, name: "dog") { _ in Dog() }
    /// container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
    /// ```
    ///
    /// Registering the same type, name and argument types again replaces the earlier registration.
    ///
    /// - Parameters:
    ///   - serviceType: The type to register, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - factory: Creates the instance; it resolves dependencies from the resolver it receives.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    // @inlinable: rows A, A2, B, C, E, G, N, H1, S1, S2 (the erasing closure is compiled for the service where it is registered): A 749 → 889, E 1,161 → 1,293 instructions without it.
    @discardableResult @inlinable
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        // Erased in one closure around `factory`: converting it to `(Resolver) -> Any` first would
        // allocate a second closure and put one more call on every resolve.
        _register(serviceType, argumentsType: Resolver.self, name: name, option: nil) { arguments in
            factory(arguments.assumingMemoryBound(to: Resolver.self).pointee)
        }
    }

    /// Registers a factory for `serviceType` that takes runtime arguments (any number of them).
    ///
    /// ```swift
    /// container.register(Animal.self) { (_, name: String, age: Int) in Cat(name: name, age: age) }
    /// let cat = container.resolve(Animal.self, arguments: "Mimi", 3)
    /// ```
    ///
    /// Resolve with the same argument types, in the same order.
    // @inlinable: row D, 1,378 → 2,153 instructions without it.
    @discardableResult @inlinable
    public func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, repeat each Argument) -> Service
    ) -> ServiceEntry<Service> {
        // Handing the pack function to a non-pack generic stores it as `((Resolver, A1, …)) -> Any`,
        // the shape Swinject extensions expect (a pack function itself cannot be stored as `Any`).
        _register(serviceType, factory: factory, name: name)
    }

    /// Registers a factory under a key of the caller's making. For writing extensions only.
    ///
    /// ```swift
    /// container._register(Widget.self, factory: { (r: Resolver, id: Int) in Widget(id: id) },
    ///                     option: MyPluginOption())
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The registered type.
    ///   - factory: Takes `Arguments` — `Resolver`, or `(Resolver, Arg1, …)` — and returns the instance.
    ///   - name: The registration name.
    ///   - option: An extra key component (see ``ServiceKeyOption``).
    @discardableResult
    public func _register<Service, Arguments>(
        _ serviceType: Service.Type,
        factory: @escaping (Arguments) -> Any,
        name: String? = nil,
        option: ServiceKeyOption? = nil
    ) -> ServiceEntry<Service> {
        // Erased here, in one closure around `factory`. Not inlinable: compiled for `Arguments` in
        // the caller, the closure made no row faster (callgrind, scenario D: 1,379 inlinable, 1,376 not).
        _register(serviceType, argumentsType: Arguments.self, name: name, option: option) { arguments in
            // The key matched, so the tuple at `arguments` is of type `Arguments`.
            factory(arguments.assumingMemoryBound(to: Arguments.self).pointee)
        }
    }

    /// Registers a factory already erased by ``_register(_:factory:name:option:)``.
    @usableFromInline
    func _register<Service>(
        _ serviceType: Service.Type,
        argumentsType: Any.Type,
        name: String?,
        option: ServiceKeyOption?,
        erasedFactory: @escaping (UnsafeRawPointer) -> Any
    ) -> ServiceEntry<Service> {
        let key = ServiceKey(serviceType: Service.self, argumentsType: argumentsType, name: name, option: option)
        let entry = ServiceEntry<Service>(
            key: key,
            serviceType: serviceType,
            scope: defaultObjectScope,
            snapshots: registry.snapshots,
            sequence: RegistrationSequence.next(),
            factory: erasedFactory
        )
        return insert(entry, as: serviceType, name: name)
    }

    /// Stores `entry` under its own key and tells the behaviours.
    func insert<Service>(_ entry: ServiceEntry<Service>, as serviceType: Service.Type, name: String?) -> ServiceEntry<Service> {
        overlay?.noteOverride(of: Service.self, key: entry.key)
        noteRegistrationBesideOverlay(entry.key)
        let behaviors = storing { synchronizedIfNeeded { registry.register(entry) } }
        for behavior in behaviors {
            behavior.container(self, didRegisterType: serviceType, toService: entry, withName: name)
        }
        return entry
    }

    /// Makes `type` (under `name`) resolve through the registration `service`.
    ///
    /// ```swift
    /// let dog = container.register(Dog.self) { _ in Dog() }
    /// container.forward(Animal.self, to: dog)
    /// ```
    public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>) {
        storing { registry.forward(type, name: name, to: service, from: self) }
    }

    /// Runs `store`, which adds to this container's own registrations. The first one makes a child
    /// (not an overlay) a member of its hierarchy, so that failure reports elsewhere can name it.
    // @inline(__always): F 5,294 → 5,311, N 486 → 504 instructions with Container+Registration's, Container's and IdentityHash's out of line (measured together, not one by one).
    @inline(__always)
    private func storing<Result>(_ store: () -> Result) -> Result {
        let joins = parent != nil && overlay == nil && !registry.hasRegistrations
        let result = store()
        if joins {
            HierarchyMembers.shared.join(self)
        }
        return result
    }

    /// Adds a behaviour, told about every registration made from now on.
    ///
    /// ```swift
    /// container.addBehavior(RegistrationAuditor())
    /// ```
    public func addBehavior(_ behavior: Behavior) {
        registry.add(behavior, of: self)
    }

    /// Removes every registration of this container (not of its parent).
    ///
    /// Instances already resolved stay alive wherever they are referenced.
    ///
    /// ```swift
    /// container.removeAll()
    /// ```
    public func removeAll() {
        registry.removeAll()
    }

    /// Whether `serviceType` is registered under `name`, here or in a parent, with any arguments.
    ///
    /// ```swift
    /// if !container.hasAnyRegistration(of: Analytics.self) {
    ///     container.register(Analytics.self) { _ in NoAnalytics() }
    /// }
    /// ```
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        registry.containsKey { $0.serviceType == serviceType && $0.name == name }
            || parent?.hasAnyRegistration(of: serviceType, name: name) == true
    }
}
