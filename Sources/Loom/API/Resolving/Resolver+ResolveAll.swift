extension Resolver {
    /// Resolves every registration of `serviceType`, in registration order, from inside a factory.
    ///
    /// ```swift
    /// container.register(PluginHost.self) { r in
    ///     PluginHost(plugins: r.resolveAll(Plugin.self))
    /// }
    /// ```
    ///
    /// The resolver a factory receives is the container it was resolved on, so this is
    /// ``Container/resolveAll(_:)``; a resolver of your own that is not a `Container` gives an
    /// empty list.
    @_disfavoredOverload
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        (self as? Container)?.resolveAll(serviceType) ?? []
    }
}
