extension Container {
    /// Resolves every registration of `serviceType`, under any name, in this container and its
    /// ancestors, in the order they were registered.
    ///
    /// ```swift
    /// container.register(Plugin.self, name: "spelling") { _ in SpellingPlugin() }
    /// container.register(Plugin.self, name: "grammar") { _ in GrammarPlugin() }
    /// container.register(Plugin.self) { _ in DefaultPlugin() }
    ///
    /// let plugins = container.resolveAll(Plugin.self)  // spelling, grammar, default
    /// ```
    ///
    /// Each registration is resolved as `resolve(serviceType, name:)` would resolve it, in its own
    /// scope. A child container's registration under the same name as its parent's replaces the
    /// parent's — the result holds the child's, in the place of when the child registered it — as a
    /// plain `resolve` on the child would find it. Registrations whose factories take runtime
    /// arguments are left out (see ``resolveAll(_:arguments:)``), and so are those made with a
    /// ``ServiceKeyOption``.
    ///
    /// - Returns: The instances, in registration order; empty when nothing is registered.
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        registeredNames(of: Service.self, argumentsType: Resolver.self).compactMap { name in
            resolve(Service.self, name: name)
        }
    }

    /// Resolves every registration of `serviceType` whose factory takes runtime arguments of exactly
    /// these types, under any name, in this container and its ancestors, in registration order.
    ///
    /// ```swift
    /// container.register(Plugin.self, name: "a") { (_, user: User) in AuditPlugin(user: user) }
    /// container.register(Plugin.self, name: "b") { (_, user: User) in QuotaPlugin(user: user) }
    ///
    /// let plugins = container.resolveAll(Plugin.self, arguments: currentUser)  // audit, quota
    /// ```
    ///
    /// The arguments go to every factory. Registrations with other argument types (or none) are
    /// left out, as they would not match `resolve(serviceType, name:, arguments:)` either.
    ///
    /// - Returns: The instances, in registration order; empty when nothing is registered.
    public func resolveAll<Service, each Argument>(
        _ serviceType: Service.Type,
        arguments: repeat each Argument
    ) -> [Service] {
        resolveAll(Service.self, argumentTuple: (self as Resolver, repeat each arguments))
    }

    /// ``resolveAll(_:arguments:)`` with the pack turned into one tuple value at the boundary, the
    /// form the engine's generic internals take.
    private func resolveAll<Service, Arguments>(_: Service.Type, argumentTuple arguments: Arguments) -> [Service] {
        registeredNames(of: Service.self, argumentsType: Arguments.self).compactMap { name in
            resolve(Service.self, name: name, arguments: arguments)
        }
    }
}
