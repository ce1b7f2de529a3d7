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

    /// The instance of an async registration for the current scope id: cached, awaited from the
    /// creation in flight, or created now.
    private func produceAsync(_ registration: Registration, _ factory: @escaping AsyncFactory) async -> Any? {
        guard let kind = registration.scopeKind else {
            return await createAsync(registration, factory)  // moved out of its scope: nothing to share
        }
        guard let instances = ScopeContext.shared.currentInstances(of: kind) else {
            guard case .oneOff = resolveWithoutScope(registration, kind: kind) else { return nil }
            return await createAsync(registration, factory)
        }
        let creation = ScopeContext.shared.instanceOrCreation(of: registration, in: instances) { slot in
            let chain = Self.asyncCreations + [slot]
            return Task {
                let instance = await Self.$asyncCreations.withValue(chain) {
                    await self.createAsync(registration, factory)
                }
                if case .ended = ScopeContext.shared.store(instance, in: slot) {
                    registration.dispose(instance, endingScope: slot.owner.scope)
                }
                return UncheckedInstance(value: instance)
            }
        }
        switch creation {
        case .instance(let instance):
            return instance
        case .oneOff:
            return await createAsync(registration, factory)
        case .inFlight(let task, let slot):
            if let start = Self.asyncCreations.firstIndex(where: { $0 === slot }) {
                circularDependencyDetected(path: Self.asyncCreations[start...].map(\.registration) + [registration])
            }
            return await task.value.value
        }
    }

    private func createAsync(_ registration: Registration, _ factory: AsyncFactory) async -> Any {
        let instance = await factory(self)
        registration.runInitCompleted(resolver: self, instance: instance)
        return instance
    }

    /// The slots whose async factories the running task is executing, outermost first: awaiting one
    /// of them again would never end, so it is reported as a circular dependency.
    @TaskLocal static var asyncCreations: [ScopedSlot] = []
}
