extension Container {
    /// Runs `operation` with `overrides` layered over this container, for the running task and the
    /// child tasks it starts only; the container itself is not changed.
    ///
    /// ```swift
    /// let receipt = container.withOverrides({ overrides in
    ///     overrides.register(PaymentService.self) { _ in StubPaymentService() }
    ///     overrides.unregister(AnalyticsService.self)
    /// }) {
    ///     container.resolve(Checkout.self)!.pay()   // pays through StubPaymentService
    /// }
    /// ```
    ///
    /// `overrides` receives the overlay, a child container of this one: register in it as in any
    /// container (replacing a registration means registering the same type and name again), and
    /// remove a registration for the operation with ``unregister(_:name:)``. While `operation` runs,
    /// every resolve on this container in the task — including the resolves of factories and of
    /// ``Injected`` and the other property wrappers — goes through the overlay first. Other tasks,
    /// such as tests running in parallel, keep seeing this container's own registrations.
    ///
    /// Inside `operation`, a definition's ``Definition/register(factory:)`` and ``Definition/reset()``
    /// called on this container change the overlay too, and end with it: a test body's
    /// `container.loans.register { _ in FakeLoans() }` is that test's own, as under Factory's
    /// `.container` trait. A Swinject-style `register` on this container is not redirected: as in
    /// Swinject, a registration belongs to its container, and code that registers while running (a
    /// sign-in flow, an assembly applied on first use) must not lose it when one test ends. It stays
    /// after `operation` returns, and Loom says so once per service (to ``loggingFunction`` when set,
    /// else to standard error): register such overrides in `overrides` instead. Other containers,
    /// this one's children included, are not overlaid: registering on them works as always.
    ///
    /// Singletons (`.container` scope) created inside the overlay stay in it and end with it; a
    /// singleton created earlier is shared. When such an older singleton holds an instance of an
    /// overridden service in a stored property, the override cannot reach it, and Loom says so
    /// (to ``loggingFunction`` when set, else to standard error).
    ///
    /// Overlays nest: an inner `withOverrides` layers over the outer one. Bindings follow the task
    /// tree like any task-local value: `async let`, task groups and `Task {}` inherit them,
    /// `Task.detached` and Dispatch queues do not. Only resolves on this container consult the
    /// overlay, not those on its children.
    ///
    /// - Parameters:
    ///   - overrides: Registers, replaces and unregisters services in the overlay.
    ///   - operation: Runs with the overlay bound.
    /// - Returns: What `operation` returns.
    public func withOverrides<R>(
        _ overrides: (Container) throws -> Void,
        operation: () throws -> R
    ) rethrows -> R {
        let binding = try makeOverlayBinding(overrides)
        return try Overlay.$bindings.withValue(binding, operation: operation)
    }

    /// Runs the asynchronous `operation` with `overrides` layered over this container, for the
    /// running task and the child tasks it starts only.
    ///
    /// ```swift
    /// let order = await container.withOverrides({ overrides in
    ///     overrides.register(PaymentService.self) { _ in StubPaymentService() }
    /// }) {
    ///     await CheckoutModel().placeOrder()
    /// }
    /// ```
    ///
    /// Behaves as the synchronous ``withOverrides(_:operation:)-(_,()->R)``.
    ///
    /// - Parameters:
    ///   - overrides: Registers, replaces and unregisters services in the overlay.
    ///   - isolation: The actor `operation` runs on; the caller's, by default.
    ///   - operation: Runs with the overlay bound.
    /// - Returns: What `operation` returns.
    public func withOverrides<R>(
        _ overrides: (Container) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        let binding = try makeOverlayBinding(overrides)
        return try await Overlay.$bindings.withValue(binding, operation: operation, isolation: isolation)
    }

    /// Removes the registration of `serviceType` under `name` whose factory takes no runtime
    /// arguments; in the overlay of ``withOverrides(_:operation:)-(_,()->R)``, also hides the
    /// overlaid container's registration, for the overrides' operation only.
    ///
    /// ```swift
    /// container.withOverrides({ $0.unregister(AnalyticsService.self) }) {
    ///     #expect(container.resolve(AnalyticsService.self) == nil)
    /// }
    /// ```
    ///
    /// On an ordinary container only its own registration is removed: a parent's is found again.
    public func unregister<Service>(_ serviceType: Service.Type, name: String? = nil) {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Resolver.self, name: name)
        synchronizedIfNeeded { registry.remove(key) }
        overlay?.hide(Service.self, key: key)
    }

    /// A new overlay over this container — over the overlay the task already bound over it, if any —
    /// configured by `overrides`, and the binding that puts it in front.
    private func makeOverlayBinding(_ overrides: (Container) throws -> Void) rethrows -> OverlayBinding {
        let below = Overlay.anyEverBound ? Overlay.bound(over: self) ?? self : self
        let overlay = Container(
            parent: below,
            debugHelper: debugHelper,
            defaultObjectScope: defaultObjectScope,
            overlay: Overlay(over: self)
        )
        try overrides(overlay)
        Overlay.noteBound()
        return OverlayBinding(overlay: overlay, outer: Overlay.bindings)
    }
}
