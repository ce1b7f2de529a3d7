/// A registration: what ``Container/register(_:name:factory:)-(_,_,(Resolver)->Service)`` returns,
/// to configure its scope, post-creation steps and forwarded types.
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
/// `@unchecked Sendable`: the mutable configuration and the storage are only touched with `lock`
/// held; `factory`, `serviceType` and `argumentsType` are constants.
public final class ServiceEntry<Service>: @unchecked Sendable {
    /// The registered service type.
    public let serviceType: Any.Type
    /// The factory's parameter type: `Resolver`, or `(Resolver, Arg1, …)` with runtime arguments.
    public let argumentsType: Any.Type

    let factory: Any
    weak var container: Container?
    var registeredName: String?

    private let lock = Lock()
    private var scope: ObjectScopeProtocol
    private var madeStorage: (storage: InstanceStorage, policy: CachePolicy)?
    private var initCompletedActions: [(Resolver, Service) -> Void] = []

    init(serviceType: Service.Type, argumentsType: Any.Type, factory: Any) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.factory = factory
        self.scope = ObjectScope.graph
    }

    convenience init(serviceType: Service.Type, argumentsType: Any.Type, factory: Any, objectScope: ObjectScope) {
        self.init(serviceType: serviceType, argumentsType: argumentsType, factory: factory)
        self.scope = objectScope
    }

    /// Sets the scope that decides how long resolved instances are reused.
    ///
    /// ```swift
    /// container.register(Cache.self) { _ in Cache() }.inObjectScope(.container)
    /// ```
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        lock.withLock { scope = objectScope }
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
        lock.withLock { initCompletedActions.append(completed) }
        return self
    }
}

extension ServiceEntry: ServiceEntryProtocol {
    var objectScope: ObjectScopeProtocol {
        lock.withLock { scope }
    }

    var storage: InstanceStorage {
        lock.withLock { storageLocked().storage }
    }

    /// The storage, made from the scope the first time it is needed. Caller holds `lock`.
    private func storageLocked() -> (storage: InstanceStorage, policy: CachePolicy) {
        if let madeStorage { return madeStorage }
        let storage = scope.makeStorage()
        let made = (storage, CachePolicy(of: storage))
        madeStorage = made
        return made
    }

    func prepare(in graph: GraphIdentifier) -> (instance: Any?, policy: CachePolicy, hasInitCompleted: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let (storage, policy) = storageLocked()
        let instance = policy == .none ? nil : storage.instance(inGraph: graph)
        return (instance, policy, !initCompletedActions.isEmpty)
    }

    func store(_ instance: Any, in graph: GraphIdentifier) -> (instance: Any, isNew: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let storage = storageLocked().storage
        if let existing = storage.instance(inGraph: graph) {
            return (existing, false)
        }
        storage.setInstance(instance, inGraph: graph)
        return (instance, true)
    }

    func graphResolutionCompleted() {
        lock.withLock { madeStorage?.storage.graphResolutionCompleted() }
    }

    func reset(ifIn objectScope: ObjectScopeProtocol) -> Bool {
        lock.withLock {
            guard scope === objectScope else { return false }
            storageLocked().storage.instance = nil
            return true
        }
    }

    func runInitCompleted(resolver: Resolver, instance: Any) {
        let actions = lock.withLock { initCompletedActions }
        guard !actions.isEmpty, let service = instance as? Service else { return }
        for action in actions {
            action(resolver, service)
        }
    }

    func describeWithKey(_ key: ServiceKey) -> String {
        let (scope, closures) = lock.withLock { (self.scope, initCompletedActions.count) }
        let initCompleted = closures == 0 ? "" : ", InitCompleted: Specified \(closures) closures"
        let name = key.name.map { ", Name: \"\($0)\"" } ?? ""
        let option = key.option.map { ", \($0)" } ?? ""
        return "Service: \(serviceType)\(name)\(option), Factory: \(key.argumentsType) -> \(key.serviceType)"
            + ", ObjectScope: \(scope)\(initCompleted)"
    }
}
