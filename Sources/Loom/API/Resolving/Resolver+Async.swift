extension Resolver {
    /// Resolves `serviceType` registered under `name`; this default, for resolvers of your own, has
    /// no async factories to await and calls ``resolve(_:name:)``.
    public func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async -> Service? {
        resolve(serviceType, name: name)
    }

    /// Resolves `serviceType`, awaiting its factory if it was registered with `registerAsyncScoped`.
    ///
    /// ```swift
    /// container.registerAsyncScoped(Feed.self, scope: .screen) { r in
    ///     await Feed(profile: r.resolveAsync(Profile.self)!)
    /// }
    /// ```
    public func resolveAsync<Service>(_ serviceType: Service.Type) async -> Service? {
        await resolveAsync(serviceType, name: nil)
    }
}
