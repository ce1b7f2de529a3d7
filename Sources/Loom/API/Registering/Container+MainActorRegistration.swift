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
    /// cannot run the factory: it gives `nil`, keeps nothing, and says so in ``loggingFunction``.
    /// (From other code, hop first:
    /// `await MainActor.run { container.resolve(CheckoutViewModel.self) }`.) A `@MainActor` factory
    /// that takes runtime arguments, `{ @MainActor (r: Resolver, id: Int) in … }`, selects
    /// ``register(_:name:factory:)-1z7yw``, which behaves the same way.
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
        registerOnMainActor(serviceType, name: name, factory: factory)
    }

    /// Registers `serviceType` with a factory isolated to the main actor that takes runtime
    /// arguments (one or more), such as one that creates a `@MainActor` view model for an identifier.
    ///
    /// ```swift
    /// @MainActor final class FeedViewModel {
    ///     init(id: Int, feeds: FeedService) { … }
    ///     init(query: String, page: Int) { … }
    /// }
    ///
    /// container.register(FeedViewModel.self) { @MainActor (r: Resolver, id: Int) in
    ///     FeedViewModel(id: id, feeds: r.resolve(FeedService.self)!)
    /// }
    /// container.register(FeedViewModel.self, name: "search") { @MainActor (r, query: String, page: Int) in
    ///     FeedViewModel(query: query, page: page)
    /// }
    ///
    /// @MainActor func showFeed(_ id: Int) {
    ///     let model = container.resolve(FeedViewModel.self, argument: id)!   // on the main actor: fine
    /// }
    /// ```
    ///
    /// It behaves as the factory without arguments does (``register(_:name:factory:)-5sgch``): mark
    /// the closure `@MainActor` to select it — also inside `@MainActor` code, where an unmarked
    /// closure picks the non-isolated `register` — and resolve on the main actor, with the same
    /// argument types in the same order.
    /// A synchronous resolve from anywhere else does not run the factory: it gives `nil`, keeps
    /// nothing, and says so in ``loggingFunction``, naming the argument types.
    ///
    /// - Parameters:
    ///   - serviceType: The registered type.
    ///   - name: Tells apart several registrations of one type.
    ///   - factory: Creates the instance on the main actor from the resolver and the runtime arguments.
    /// - Returns: The registration, to set its scope or `initCompleted`.
    @discardableResult
    public func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @MainActor (Resolver, repeat each Argument) -> Service
    ) -> ServiceEntry<Service> {
        // The pack function becomes a function of one argument tuple here, at the public boundary:
        // a pack function cannot be stored as `Any`, and a closure over a pack tuple crashes the
        // compiler (Swift 6.3.1); the non-pack generic below captures a plain function value.
        registerOnMainActor(serviceType, name: name, factory: factory)
    }

    /// A `@MainActor` factory as a function of its arguments: `Resolver`, or the tuple
    /// `(Resolver, Arg1, …)`. Off the main actor it returns the refusal marker, which the engine
    /// neither caches nor completes (as for a throwing factory that threw).
    private func registerOnMainActor<Service, Arguments>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping @MainActor (Arguments) -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, argumentsType: Arguments.self, name: name, option: nil) { arguments in
            guard isOnMainActor() else {
                // Inside a `verify()` called on the main actor, its caller runs the factory.
                if let made = VerificationLoop.onMainActorCaller({ Self.callOnMainActor(factory, with: arguments) }) {
                    return made
                }
                LogSink.shared.warn(Self.offMainActorMessage(Service.self, name: name, argumentsType: Arguments.self))
                return RefusedResolution.marker
            }
            return Self.callOnMainActor(factory, with: arguments)
        }
    }

    /// Calls a `@MainActor` factory with the argument tuple at `arguments` — on the main actor, which
    /// the caller checked.
    private static func callOnMainActor<Service, Arguments>(
        _ factory: @MainActor (Arguments) -> Service,
        with arguments: UnsafeRawPointer
    ) -> Service {
        // The key matched, so the tuple at `arguments` is of type `Arguments`.
        let tuple = SameThread(arguments.assumingMemoryBound(to: Arguments.self).pointee)
        // `isOnMainActor()` said so: synchronous code here runs on the main actor.
        return MainActor.assumeIsolated { SameThread(factory(tuple.value)) }.value
    }

    /// What a synchronous resolve of a `@MainActor` factory off the main actor says; `argumentsType`
    /// — `Resolver`, or `(Resolver, Arg1, …)` — gives the runtime argument types it names.
    static func offMainActorMessage(_ service: Any.Type, name: String?, argumentsType: Any.Type = Resolver.self) -> String {
        let named = name.map { " named \"\($0)\"" } ?? ""
        let arguments = ArgumentTypeList(argumentsType).names
        let taking = arguments.isEmpty ? "" : " with arguments (\(arguments.joined(separator: ", ")))"
        return """
            Loom: cannot resolve \(service)\(named)\(taking) off the main actor: its factory is @MainActor. \
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
