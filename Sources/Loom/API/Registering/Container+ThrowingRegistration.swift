extension Container {
    /// Registers a factory for `serviceType` that may throw — typically because it uses
    /// ``Resolver/require(_:name:)`` for its dependencies.
    ///
    /// ```swift
    /// container.register(OrderService.self) { r in try OrderService(gateway: r.require(PaymentGateway.self)) }
    /// ```
    ///
    /// When the factory throws, a ``Resolver/require(_:name:)`` of the service throws the error — a
    /// ``ResolutionError`` from a nested `require` as it is, with its path, anything else as
    /// ``ResolutionError/Reason/factoryThrew(_:)``. A plain `resolve` returns `nil` and logs the
    /// error. Nothing is cached and `initCompleted` does not run. Factories that do not throw pick
    /// the non-throwing `register`, as before.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) throws -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, argumentsType: Resolver.self, name: name, option: nil) { arguments in
            let resolver = arguments.assumingMemoryBound(to: Resolver.self).pointee
            do {
                return try factory(resolver)
            } catch {
                return Container.factoryThrew(error, resolver: resolver, serviceType: Service.self)
            }
        }
    }

    /// Registers a factory that takes runtime arguments and may throw.
    ///
    /// ```swift
    /// container.register(Member.self, name: "guest") { (r, name: String, age: Int) in
    ///     try Member(name: name, age: age, club: r.require(Club.self))
    /// }
    /// let member = try container.require(Member.self, name: "guest", arguments: "Ada", 12)
    /// ```
    @discardableResult
    public func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, repeat each Argument) throws -> Service
    ) -> ServiceEntry<Service> {
        registerThrowing(serviceType, name: name, factory: factory)
    }

    /// The pack factory as a function of one argument tuple (see the notes on parameter packs in
    /// `register(_:name:factory:)`).
    private func registerThrowing<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping (Arguments) throws -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, argumentsType: Arguments.self, name: name, option: nil) { arguments in
            do {
                return try factory(arguments.assumingMemoryBound(to: Arguments.self).pointee)
            } catch {
                // The tuple starts with the resolver, at offset 0.
                let resolver = arguments.assumingMemoryBound(to: Resolver.self).pointee
                return Container.factoryThrew(error, resolver: resolver, serviceType: Service.self)
            }
        }
    }
}
