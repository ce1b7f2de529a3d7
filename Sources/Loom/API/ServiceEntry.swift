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
/// `@unchecked Sendable`: its state lives in the internal registration, which guards it with a lock.
public final class ServiceEntry<Service>: @unchecked Sendable {
    /// The registered service type.
    public var serviceType: Any.Type { registration.serviceType }
    /// The factory's parameter type: `Resolver`, or `(Resolver, Arg1, …)` with runtime arguments.
    public var argumentsType: Any.Type { registration.argumentsType }

    let registration: Registration
    /// The registry of the container it was registered in, for `implements`; `nil` once that
    /// container is gone. Read through the registry's ``SnapshotHolder``, which every registration
    /// made there shares: one weak reference per registry rather than one per entry (scenario F,
    /// about 140 instructions per `register`).
    var registry: Registry? { registration.snapshots.registry }

    init(registration: Registration) {
        self.registration = registration
    }

    /// An entry around a factory of any shape; it is never called (for tests of configuration).
    convenience init(serviceType: Service.Type, argumentsType: Any.Type, factory: Any, objectScope: ObjectScope = .graph) {
        self.init(registration: Registration(
            serviceType: serviceType,
            argumentsType: argumentsType,
            name: nil,
            scope: objectScope,
            factory: { _ in preconditionFailure("Loom: this entry was made without a callable factory") }
        ))
    }

    var objectScope: ObjectScopeProtocol { registration.objectScope }

    /// Sets the scope that decides how long resolved instances are reused.
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.container)
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        registration.objectScope = objectScope
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
        registration.addInitCompleted { resolver, instance in
            if let service = instance as? Service { completed(resolver, service) }
        }
        return self
    }
}

extension ServiceEntry: ServiceEntryProtocol {}
