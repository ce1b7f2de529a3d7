extension Container {
    /// Resolves `serviceType`, awaiting its factory if it was registered with
    /// ``registerAsyncScoped(_:scope:name:factory:)-(_,_,_,(Resolver)->Service)``; any other
    /// registration resolves as ``resolve(_:name:)`` does.
    ///
    /// ```swift
    /// container.registerAsyncScoped(UserProfile.self, scope: .session) { await loadProfile() }
    ///
    /// await ScopeContext.shared.withScope(.session, id: user.id) {
    ///     let profile = await container.resolveAsync(UserProfile.self)  // loaded once per session
    /// }
    /// ```
    ///
    /// Concurrent first calls under one scope id share one run of the factory (single flight), without
    /// blocking a thread; calls under other ids never wait for it. The factory runs in a task of its
    /// own that inherits the caller's scope bindings and priority (not its cancellation: one caller
    /// giving up does not cancel the creation others await). `synchronize()` does not serialise
    /// async factories. A factory resolves other async services with `r.resolveAsync(_:)`.
    ///
    /// An async registration whose scope was changed to a non-scoped one (`.container`, `.graph`, …)
    /// runs its factory on every call.
    public func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Resolver.self, name: name, option: nil)
        guard let registration = registration(for: key), let factory = registration.asyncFactory else {
            return resolve(serviceType, name: name)
        }
        return await produceAsync(registration, factory) as? Service
    }
}
