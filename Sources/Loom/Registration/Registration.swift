/// A factory with its arguments erased: it reads the full argument tuple — `Resolver`, or
/// `(Resolver, Arg1, …)` — from the pointer. The registration's key guarantees the tuple's type.
typealias ErasedFactory = (UnsafeRawPointer) -> Any

/// The factory of a `registerAsyncScoped` registration, its service erased.
typealias AsyncFactory = @Sendable (Resolver) async -> Any

/// What the container stores and resolves: one registration, free of generic parameters so that the
/// resolution path needs no runtime type lookups. ``ServiceEntry`` is its typed public face.
///
/// `@unchecked Sendable`: the constants are set in `init`; the mutable configuration and the storage
/// are only touched with `lock` held (see `LockDiscipline.md`).
final class Registration: @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let factory: ErasedFactory
    /// The name it was registered under (for diagnostics).
    let registeredName: String?
    /// The factory of `registerAsyncScoped`, which only `resolveAsync` can call.
    let asyncFactory: AsyncFactory?
    /// The scope policy of the hierarchy it was registered in.
    let scopeSettings: ScopeSettings

    private let lock = Lock()
    // Guarded by `lock`, so accesses never overlap and need no dynamic exclusivity checks.
    @exclusivity(unchecked) private var scope: ObjectScopeProtocol
    @exclusivity(unchecked) private var madeStorage: (storage: InstanceStorage, policy: CachePolicy)?
    @exclusivity(unchecked) private var initCompletedActions: [(Resolver, Any) -> Void] = []
    @exclusivity(unchecked) private var releaseActions: [(Any) throws -> Void] = []
    @exclusivity(unchecked) private var reportedMissingScope = false

    init(
        serviceType: Any.Type,
        argumentsType: Any.Type,
        name: String?,
        scope: ObjectScopeProtocol,
        scopeSettings: ScopeSettings = ScopeSettings(),
        asyncFactory: AsyncFactory? = nil,
        factory: @escaping ErasedFactory
    ) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.registeredName = name
        self.scope = scope
        self.scopeSettings = scopeSettings
        self.asyncFactory = asyncFactory
        self.factory = factory
    }

    // MARK: Configuration (through ServiceEntry)

    var objectScope: ObjectScopeProtocol {
        get { lock.withLock { scope } }
        set { lock.withLock { scope = newValue } }
    }

    func addInitCompleted(_ action: @escaping (Resolver, Any) -> Void) {
        lock.withLock { initCompletedActions.append(action) }
    }

    // MARK: Resolution

    /// What a resolution needs to know, read under one lock: the instance cached for `graph`, how
    /// the storage shares instances, and whether `initCompleted` closures exist.
    ///
    /// Graph-scoped instances of a resolution live in its context; the storage is only asked about
    /// them when `resumingGraph` (the graph may have been resolved before).
    @inline(__always)
    func prepare(in graph: GraphIdentifier, resumingGraph: Bool) -> (instance: Any?, policy: CachePolicy, hasInitCompleted: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let (storage, policy) = storageLocked()
        let instance: Any?
        switch policy {
        case .none:
            instance = nil
        case .perGraph:
            instance = resumingGraph ? storage.instance(inGraph: graph) : nil
        case .shared:
            instance = storage.instance(inGraph: graph)
        case .scoped:
            instance = nil  // kept by scope id in ScopeContext
        }
        return (instance, policy, !initCompletedActions.isEmpty)
    }

    /// Records a graph-scoped instance in the storage when its escaped graph completes.
    func remember(_ instance: Any, in graph: GraphIdentifier) {
        lock.withLock {
            let storage = storageLocked().storage
            if storage.instance(inGraph: graph) == nil {
                storage.setInstance(instance, inGraph: graph)
            }
            storage.graphResolutionCompleted()
        }
    }

    /// The instance cached in the storage for `graph`.
    func cachedInstance(in graph: GraphIdentifier) -> Any? {
        prepare(in: graph, resumingGraph: true).instance
    }

    /// Stores `instance` for `graph` unless a nested resolution stored one first; returns the winner.
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

    /// Runs the `initCompleted` closures on a newly created instance, outside the lock.
    func runInitCompleted(resolver: Resolver, instance: Any) {
        let actions = lock.withLock { initCompletedActions }
        for action in actions {
            action(resolver, instance)
        }
    }

    /// Tells the storage that the graph that stored an instance has completed.
    func graphResolutionCompleted() {
        lock.withLock { madeStorage?.storage.graphResolutionCompleted() }
    }

    /// The kind of its screen, session, request or other ``ScopeKind`` scope.
    var scopeKind: ScopeKind? {
        lock.withLock { (storageLocked().storage as? ScopedStorage)?.kind }
    }

    /// Whether the registration's scope is `objectScope`.
    func isIn(_ objectScope: ObjectScopeProtocol) -> Bool {
        lock.withLock { scope === objectScope }
    }

    /// Discards stored instances if the registration is in `objectScope`.
    func reset(ifIn objectScope: ObjectScopeProtocol) {
        lock.withLock {
            guard scope === objectScope else { return }
            storageLocked().storage.instance = nil
        }
    }

    /// The storage, made from the scope the first time it is needed (as in Swinject, so a scope
    /// set after the first resolve does not replace it). Caller holds `lock`.
    private func storageLocked() -> (storage: InstanceStorage, policy: CachePolicy) {
        if let madeStorage { return madeStorage }
        let storage = scope.makeStorage()
        let made = (storage, CachePolicy(of: storage))
        madeStorage = made
        return made
    }

    // MARK: Scoped lifetimes

    func addReleaseAction(_ action: @escaping (Any) throws -> Void) {
        lock.withLock { releaseActions.append(action) }
    }

    /// Runs the `onRelease` handlers, then `ScopeDisposable.dispose()`, on an instance its scope
    /// ended; reports what throws and goes on. Called outside every lock.
    func dispose(_ instance: Any, endingScope scope: ScopeID) {
        ScopeContext.$disposing.withValue(scope) {
            runReleaseActions(on: instance, endingScope: scope)
        }
    }

    private func runReleaseActions(on instance: Any, endingScope scope: ScopeID) {
        let actions = lock.withLock { releaseActions }
        for action in actions {
            do {
                try action(instance)
            } catch {
                reportDisposalFailure(error, scope: scope)
            }
        }
        if let disposable = instance as? ScopeDisposable {
            do {
                try disposable.dispose()
            } catch {
                reportDisposalFailure(error, scope: scope)
            }
        }
    }

    private func reportDisposalFailure(_ error: any Error, scope: ScopeID) {
        let service = ServiceDescription(of: self).text
        scopeSettings.report(ScopeDiagnostic(
            kind: .disposalFailed,
            scopeKind: scope.kind,
            chain: [service],
            message: "Disposing \(service) at the end of \(scope) failed: \(error). The other instances of the scope were disposed."
        ))
    }

    /// Whether this is the first time a resolve of this registration found no current scope id.
    func isFirstResolveWithoutScope() -> Bool {
        lock.withLock {
            defer { reportedMissingScope = true }
            return !reportedMissingScope
        }
    }

    // MARK: Diagnostics

    func describe(as key: ServiceKey) -> String {
        let (scope, closures) = lock.withLock { (self.scope, initCompletedActions.count) }
        let initCompleted = closures == 0 ? "" : ", InitCompleted: Specified \(closures) closures"
        return key.description(service: serviceType) + ", ObjectScope: \(scope)\(initCompleted)"
    }
}

extension Registration: ServiceEntryProtocol {
    var registration: Registration { self }
}
