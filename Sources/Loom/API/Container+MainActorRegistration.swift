extension Container {
    /// Registers `serviceType` with a factory isolated to the main actor, such as one that creates
    /// a `@MainActor` view model.
    ///
    /// ```swift
    /// @MainActor final class CheckoutViewModel { init(orders: OrderService) { … } }
    ///
    /// container.register(CheckoutViewModel.self) { @MainActor r in
    ///     CheckoutViewModel(orders: r.resolve(OrderService.self)!)
    /// }
    ///
    /// @MainActor func showCheckout() {
    ///     let model = container.resolve(CheckoutViewModel.self)!   // on the main actor: fine
    /// }
    /// ```
    ///
    /// Mark the closure `@MainActor`: that selects this method, which needs no `assumeIsolated` at
    /// the call site. Resolve the service on the main actor. A synchronous resolve from anywhere else
    /// cannot run the factory: it gives `nil`, keeps nothing, and says so — to
    /// ``loggingFunction`` when one is set, else to standard error. (From other code, hop first:
    /// `await MainActor.run { container.resolve(CheckoutViewModel.self) }`.)
    ///
    /// - Parameters:
    ///   - serviceType: The registered type.
    ///   - name: Tells apart several registrations of one type.
    ///   - factory: Creates the instance on the main actor.
    /// - Returns: The registration, to set its scope or `initCompleted`.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, argumentsType: Resolver.self, name: name, option: nil, isMainActorBound: true) { arguments in
            let resolver = SameThread(arguments.assumingMemoryBound(to: Resolver.self).pointee)
            guard isOnMainActor() else {
                LogSink.shared.warn(Self.offMainActorMessage(Service.self, name: name))
                return RefusedResolution.marker
            }
            // On the main thread, synchronous code runs on the main actor.
            return MainActor.assumeIsolated { SameThread(factory(resolver.value)) }.value
        }
    }

    /// What a synchronous resolve of a `@MainActor` factory off the main actor says.
    static func offMainActorMessage(_ service: Any.Type, name: String?) -> String {
        let named = name.map { " named \"\($0)\"" } ?? ""
        return """
            Loom: cannot resolve \(service)\(named) off the main actor: its factory is @MainActor. \
            Resolve it on the main actor (a @MainActor function, or `await MainActor.run { … }`); \
            this resolve gives nil.
            """
    }
}

/// The resolver handed into `MainActor.assumeIsolated`, and the instance the factory made there,
/// handed back to the synchronous resolve running on the main thread.
///
/// `@unchecked Sendable`: neither leaves the thread: `assumeIsolated` runs its closure on the
/// calling thread and returns to it.
private struct SameThread<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
