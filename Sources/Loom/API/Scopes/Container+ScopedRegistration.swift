extension Container {
    /// Registers `serviceType` with one instance per id of `scope` (WeaveDI's `registerScoped`).
    ///
    /// ```swift
    /// container.registerScoped(CartStore.self, scope: .session) { CartStore() }
    /// ```
    ///
    /// The same as `register(serviceType, name: name) { _ in factory() }.inObjectScope(.scoped(scope))`.
    @discardableResult
    public func registerScoped<Service>(
        _ serviceType: Service.Type,
        scope: ScopeKind,
        name: String? = nil,
        factory: @escaping () -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name) { _ in factory() }.inObjectScope(.scoped(scope))
    }

    /// Registers `serviceType` with one instance per id of `scope`; the factory resolves its dependencies.
    ///
    /// ```swift
    /// container.registerScoped(RequestContext.self, scope: .request) { r in
    ///     RequestContext(clock: r.resolve(Clock.self)!)
    /// }
    /// ```
    @discardableResult
    public func registerScoped<Service>(
        _ serviceType: Service.Type,
        scope: ScopeKind,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name, factory: factory).inObjectScope(.scoped(scope))
    }

    /// Registers `serviceType` with one instance per id of `scope`, made by an `async` factory;
    /// resolve it with ``resolveAsync(_:name:)``.
    ///
    /// ```swift
    /// container.registerAsyncScoped(UserProfile.self, scope: .session) {
    ///     await ProfileLoader().load()
    /// }
    /// let profile = await container.resolveAsync(UserProfile.self)
    /// ```
    ///
    /// Concurrent first `resolveAsync` calls under one id run the factory once and all get its
    /// instance; a synchronous `resolve` only finds an instance that `resolveAsync` already made.
    @discardableResult
    public func registerAsyncScoped<Service>(
        _ serviceType: Service.Type,
        scope: ScopeKind,
        name: String? = nil,
        factory: @escaping @Sendable () async -> Service
    ) -> ServiceEntry<Service> {
        registerAsyncScoped(serviceType, scope: scope, name: name) { (_: Resolver) in await factory() }
    }

    /// Registers `serviceType` with one instance per id of `scope`, made by an `async` factory that
    /// resolves its dependencies; resolve it with ``resolveAsync(_:name:)``.
    ///
    /// ```swift
    /// container.registerAsyncScoped(Feed.self, scope: .screen) { r in
    ///     await Feed.load(using: r.resolve(APIClient.self)!)
    /// }
    /// ```
    @discardableResult
    public func registerAsyncScoped<Service>(
        _ serviceType: Service.Type,
        scope: ScopeKind,
        name: String? = nil,
        factory: @escaping @Sendable (Resolver) async -> Service
    ) -> ServiceEntry<Service> {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Resolver.self, name: name, option: nil)
        let entry = ServiceEntry<Service>(
            key: key,
            serviceType: serviceType,
            scope: ObjectScope.scoped(scope),
            snapshots: registry.snapshots,
            sequence: RegistrationSequence.next(),
            asyncFactory: { resolver in await factory(resolver) }
        ) { _ in
            preconditionFailure("Loom: \(Service.self) is registered with registerAsyncScoped; resolve it with resolveAsync")
        }
        return insert(entry, as: serviceType, name: name)
    }
}
