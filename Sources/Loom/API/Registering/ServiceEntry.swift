/// A registration: what `register` returns, to configure its scope, post-creation steps and
/// forwarded types.
///
/// ```swift
/// container.register(Logger.self) { _ in FileLogger() }
///     .inObjectScope(.container)
///     .initCompleted { r, logger in (logger as! FileLogger).clock = r.resolve(Clock.self) }
///     .implements(Flushable.self)
/// ```
///
/// Configure an entry right after registering it, before it is first resolved.
///
/// The entry is the registration the container stores (its superclass holds what resolving
/// needs, free of `Service`), so registering makes one object.
///
/// `@unchecked Sendable`: its state is the registration's, which guards it with a lock.
public final class ServiceEntry<Service>: _Registration, @unchecked Sendable {
    /// The registered service type.
    public var serviceType: Any.Type { registeredType }
    /// The factory's parameter type: `Resolver`, or `(Resolver, Arg1, …)` with runtime arguments.
    public var argumentsType: Any.Type { key.argumentsType }

    /// The registry of the container it was registered in, for `implements`; `nil` once that
    /// container is gone. Read through the registry's ``SnapshotHolder``, which every registration
    /// made there shares: one weak reference per registry rather than one per entry (scenario F,
    /// about 140 instructions per `register`).
    var registry: Registry? { snapshots.registry }

    /// An entry around a factory of any shape; it is never called (for tests of configuration).
    convenience init(serviceType: Service.Type, argumentsType: Any.Type, factory: Any, objectScope: ObjectScope = .graph) {
        self.init(
            key: ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: nil),
            serviceType: serviceType,
            scope: objectScope
        ) { _ in preconditionFailure("Loom: this entry was made without a callable factory") }
    }

    /// Sets the scope that decides how long resolved instances are reused.
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.container)
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        self.objectScope = objectScope
        return self
    }

    /// Sets the scope that decides how long resolved instances are reused.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Adds a closure that runs on each newly created instance, after it is cached — the place to
    /// inject circular dependencies. Closures run in the order they were added.
    ///
    /// ```swift
    /// container.register(Child.self) { _ in Child() }
    ///     .initCompleted { r, child in child.parent = r.resolve(Parent.self) }
    /// ```
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        addInitCompleted(TypedHandler.erased(completed))
        return self
    }
}
