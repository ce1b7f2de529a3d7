// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// A factory with its arguments erased: it reads the full argument tuple — `Resolver`, or
/// `(Resolver, Arg1, …)` — from the pointer. The registration's key guarantees the tuple's type.
typealias ErasedFactory = (UnsafeRawPointer) -> Any

/// The factory of a `registerAsyncScoped` registration, its service erased.
typealias AsyncFactory = @Sendable (Resolver) async -> Any

/// Loom's own name for `_Registration`, whose underscore keeps it out of users' completions and docs.
typealias Registration = _Registration

/// Part of Loom's engine, not of its API: public only because ``ServiceEntry`` inherits from it.
///
/// What the container stores and resolves: one registration, free of generic parameters so that the
/// resolution path needs no runtime type lookups. `register` makes a `ServiceEntry<Service>`, its
/// typed public face and subclass, so that one object is both what the registry stores and what
/// `register` returns (two objects cost scenario F an allocation per `register`); copies made for
/// overlays and verification sandboxes are plain registrations.
///
/// Its key and registration number are those of the `RegistryEntry` it is: a registry stores a
/// registration under its own key as itself.
///
/// `@unchecked Sendable`: the constants are set in `init`; the mutable configuration and the storage
/// are only touched with `lock` held (see `LockDiscipline.md`).
public class _Registration: _RegistryEntry, ScopedRegistration, @unchecked Sendable {
    /// The registered type, as `register` was given it (the key has the static `Service` type).
    let registeredType: Any.Type
    let factory: ErasedFactory
    /// The name it was registered under (for diagnostics).
    var registeredName: String? { key.name }
    /// The scope policy of the hierarchy it was registered in, kept by its registry's holder.
    var scopePolicyHolder: ScopePolicyHolder { snapshots.scopePolicyHolder }

    /// The registering container's registry lock, shared by all its registrations, so that one
    /// lock hold both finds a registration and reads its storage (see ``Registry/lookUp(_:cached:needsRegistration:)``).
    private var lock: Lock { snapshots.lock }
    /// Where that registry publishes its snapshot, which copies what this registration knows and
    /// must be dropped when that changes; it holds the lock. (One reference for both: a second
    /// would cost every registration another word, scenario R.)
    let snapshots: SnapshotHolder
    // Guarded by `lock`, so accesses never overlap and need no dynamic exclusivity checks.
    @exclusivity(unchecked) private var scope: ObjectScopeProtocol
    /// The storage alone, not its ``RegistrationStorage`` (whose policy and typed references the
    /// next fields keep): 24 bytes less per registration (scenario R).
    @exclusivity(unchecked) private var storage: InstanceStorage?
    /// `storage`'s policy, kept apart so that a resolve that needs no storage copies no reference.
    @exclusivity(unchecked) private var sharing: InstanceSharing?
    /// Whether `permanentStorage` was made by ``ObjectScope/container`` itself, so that only Loom
    /// changes its instance (a custom scope could keep its storage and change it behind Loom's back):
    /// only then may a ``RegistrySnapshot`` copy the instance. (Beside `sharing`, whose word it shares.)
    @exclusivity(unchecked) private var permanentIsLooms = false
    /// Whether `storage` is a ``PermanentStorage``, which `typedStorage` then is. (Beside `sharing`.)
    @exclusivity(unchecked) private var storageIsPermanent = false
    /// `storage`, unretained (the registration keeps it), when it is a ``ScopedStorage`` (`sharing`
    /// is `.scoped`) or a ``PermanentStorage`` (`storageIsPermanent`): read through
    /// ``scopedStorage`` and ``permanentStorage``. One word for both, where two typed references
    /// cost every registration a 16-byte larger heap block (scenario R, 100,000 registrations:
    /// 307 → 291 heap bytes per registration).
    @exclusivity(unchecked) private var typedStorage: Unmanaged<AnyObject>?
    /// The async factory, `initCompleted` and `onRelease` closures and verification and scope
    /// bookkeeping of the few registrations that have any, made the first time one is set.
    @exclusivity(unchecked) private var extras: RegistrationExtras?

    /// A registration of `serviceType` stored under `key` as number `sequence` (0 for one that is
    /// only ever stored under other keys or as a copy: a copy for an overlay, a sandbox's, a stand-in).
    init(
        key: ServiceKey,
        serviceType: Any.Type,
        scope: ObjectScopeProtocol,
        snapshots: SnapshotHolder = SnapshotHolder(),
        sequence: UInt64 = 0,
        asyncFactory: AsyncFactory? = nil,
        factory: @escaping ErasedFactory
    ) {
        self.snapshots = snapshots
        self.registeredType = serviceType
        self.scope = scope
        self.extras = asyncFactory.map { RegistrationExtras(asyncFactory: $0) }
        self.factory = factory
        super.init(key: key, sequence: sequence)
    }

    /// A registration of `serviceType` under the key of `serviceType`, `argumentsType` and `name`.
    convenience init(
        serviceType: Any.Type,
        argumentsType: Any.Type,
        name: String?,
        scope: ObjectScopeProtocol,
        snapshots: SnapshotHolder = SnapshotHolder(),
        asyncFactory: AsyncFactory? = nil,
        factory: @escaping ErasedFactory
    ) {
        self.init(
            key: ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name),
            serviceType: serviceType, scope: scope, snapshots: snapshots, asyncFactory: asyncFactory, factory: factory)
    }

    override var registration: Registration { self }

    /// The factory of `registerAsyncScoped`, which only `resolveAsync` can call.
    var asyncFactory: AsyncFactory? {
        lock.withLock { extras?.asyncFactory }
    }

    /// The extras, made if there are none yet. Caller holds `lock`.
    private func extrasLocked() -> RegistrationExtras {
        lock.assertHeld()
        if let extras { return extras }
        let made = RegistrationExtras()
        extras = made
        return made
    }

    // MARK: Configuration (through ServiceEntry)

    var objectScope: ObjectScopeProtocol {
        get { lock.withLock { scope } }
        set { lock.withLock { scope = newValue } }
    }

    func addInitCompleted(_ action: @escaping (Resolver, Any) -> Void) {
        changingSnapshot { extrasLocked().initCompletedActions.append(action) }
    }

    // MARK: The registry's snapshot

    /// What a ``RegistrySnapshot`` may copy: the reading of a resolve before the graph is known and
    /// a container-scoped instance, or `nil` when a resolve must still ask under the lock (no
    /// storage yet — its scope may still change — or a storage a custom scope made). Caller holds `lock`.
    func snapshotReadingLocked() -> (reading: CacheReading, instance: Any?)? {
        lock.assertHeld()
        guard storage != nil, !storageIsPermanent || permanentIsLooms else { return nil }
        var cached: Any?
        let reading = prepareLocked(in: nil, resumingGraph: false, cached: &cached)
        return (reading, reading.foundCached ? cached : nil)
    }

    /// Runs `change` with `lock` held, then has the registry holding this registration drop the
    /// snapshot that copied what `change` changes (retired once the lock is released). With
    /// `ofInstance`, the change is to the stored instance, which a snapshot copies only from Loom's
    /// own container-scope storage: any other storage (weak, custom) keeps the snapshot, so that a
    /// weak singleton made again does not send the next lookups back to the lock.
    private func changingSnapshot<T>(ofInstance: Bool = false, _ change: () -> T) -> T {
        lock.lock()
        let result = change()
        let dropped = !ofInstance || permanentIsLooms ? snapshots.dropLocked() : nil
        lock.unlock()
        snapshots.retire(dropped)
        return result
    }

    /// The same registration — factory, scope, `initCompleted` and release actions — with storage
    /// of its own, guarded by the lock of `registry` (an overlay's): an overlay of `withOverrides`
    /// keeps a singleton it creates in such a copy rather than in the overlaid container.
    func copy(for registry: SnapshotHolder) -> Registration {
        let copy = duplicate(snapshots: registry, scope: objectScope, factory: factory)
        let release = lock.withLock { extras?.releaseActions ?? [] }
        if !release.isEmpty {
            registry.lock.withLock { copy.extrasLocked().releaseActions = release }
        }
        return copy
    }

    /// A new registration under the same key, with `factory` in `scope` (a storage of its own) and
    /// this one's `initCompleted` closures, made for the registry of `newSnapshots`: what both copies share.
    private func duplicate(
        snapshots newSnapshots: SnapshotHolder,
        scope: ObjectScopeProtocol,
        sequence: UInt64 = 0,
        factory: @escaping ErasedFactory
    ) -> Registration {
        let copy = Registration(
            key: key, serviceType: registeredType,
            scope: scope, snapshots: newSnapshots, sequence: sequence, asyncFactory: asyncFactory, factory: factory)
        let actions = lock.withLock { extras?.initCompletedActions ?? [] }
        if !actions.isEmpty {
            newSnapshots.lock.withLock { copy.extrasLocked().initCompletedActions = actions }
        }
        return copy
    }

    // MARK: Resolution

    /// What a resolution needs to know, read under one lock: the instance cached for `graph`, how
    /// the storage shares instances, and whether `initCompleted` closures exist.
    ///
    /// Graph-scoped instances of a resolution live in its context; the storage is only asked about
    /// them when `resumingGraph` (the graph may have been resolved before).
    func prepare(in graph: GraphIdentifier, resumingGraph: Bool) -> (instance: Any?, reading: CacheReading) {
        lock.lock()
        defer { lock.unlock() }
        var instance: Any?
        let reading = prepareLocked(in: graph, resumingGraph: resumingGraph, cached: &instance)
        return (instance, reading)
    }

    /// ``prepare(in:resumingGraph:)`` with `lock` held by the caller; the cached instance goes to
    /// `cached` (an out-parameter keeps the hot path free of structs holding an `Any`, which Swift
    /// copies through runtime metadata). With `graph` `nil` (not known yet) it reads only what no
    /// graph changes — a container-scoped instance — and says whether the storage still has to be
    /// asked once the graph is known.
    @inline(__always)
    func prepareLocked(in graph: GraphIdentifier?, resumingGraph: Bool, cached: inout Any?) -> CacheReading {
        lock.assertHeld()
        let sharing = self.sharing ?? madeSharingLocked()
        let extras = self.extras
        let hasInitCompleted = extras.map { !$0.initCompletedActions.isEmpty } ?? false
        let isAsync = extras?.asyncFactory != nil
        switch sharing {
        case .none:
            return CacheReading(sharing: .none, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: false)
        case .scoped:
            // Scoped instances are kept by scope id in ScopeContext.
            return CacheReading(sharing: .scoped, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: false, scopedStorage: scopedStorage)
        case .perGraph:
            guard let graph else {
                return CacheReading(sharing: .perGraph, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: true)
            }
            if resumingGraph {
                cached = storageLocked().instance(inGraph: graph)
            }
            return CacheReading(sharing: .perGraph, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: false)
        case .shared:
            if let graph {
                cached = storageLocked().instance(inGraph: graph)
            } else if let permanent = permanentStorage {
                // Copies the instance, not the `Any?` around it (which goes through runtime metadata).
                let found = permanent._withUnsafeGuaranteedRef { permanent in
                    guard permanent.isSet else { return false }
                    cached = permanent.value
                    return true
                }
                if found {
                    return CacheReading(sharing: .shared, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: false, foundCached: true)
                }
            } else {
                return CacheReading(sharing: .shared, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: true)
            }
            return CacheReading(sharing: .shared, hasInitCompleted: hasInitCompleted, isAsync: isAsync, needsGraph: false)
        }
    }

    /// Whether this registration's state is guarded by `lock` (it was made for that lock's
    /// registry), which is then held.
    @inline(__always)
    func isGuarded(by lock: Lock) -> Bool {
        self.lock === lock
    }

    /// Records a graph-scoped instance in the storage when its escaped graph completes.
    /// What the storage held before is released after the lock (a `deinit` may resolve).
    func remember(_ instance: Any, in graph: GraphIdentifier) {
        let replaced = lock.withLock { () -> [Any] in
            let storage = storageLocked()
            let held = Self.instances(heldBy: storage)
            if storage.instance(inGraph: graph) == nil {
                storage.setInstance(instance, inGraph: graph)
            }
            storage.graphResolutionCompleted()
            return held
        }
        withExtendedLifetime(replaced) {}
    }

    /// The instance cached in the storage for `graph`.
    func cachedInstance(in graph: GraphIdentifier) -> Any? {
        prepare(in: graph, resumingGraph: true).instance
    }

    /// Stores `instance` for `graph` unless a nested resolution stored one first; returns the winner.
    func store(_ instance: Any, in graph: GraphIdentifier) -> (instance: Any, isNew: Bool) {
        changingSnapshot(ofInstance: true) {
            let storage = storageLocked()
            if let existing = storage.instance(inGraph: graph) {
                return (existing, false)
            }
            storage.setInstance(instance, inGraph: graph)
            return (instance, true)
        }
    }

    /// Runs the `initCompleted` closures on a newly created instance, outside the lock.
    /// Not for the marker a throwing factory returns after it threw: that is no instance.
    func runInitCompleted(resolver: Resolver, instance: Any) {
        guard !holdsExactly(instance, RefusedResolution.self) else { return }
        let actions = lock.withLock { extras?.initCompletedActions ?? [] }
        for action in actions {
            action(resolver, instance)
        }
    }

    /// Tells the storage that the graph that stored an instance has completed; what the storage lets
    /// go of is released after the lock (a `deinit` may resolve).
    func graphResolutionCompleted() {
        let released = lock.withLock { () -> [Any] in
            guard let storage else { return [] }
            let held = Self.instances(heldBy: storage)
            storage.graphResolutionCompleted()
            return held
        }
        withExtendedLifetime(released) {}
    }

    /// The kind of its screen, session, request or other ``ScopeKind`` scope.
    var scopeKind: ScopeKind? {
        lock.withLock { (storageLocked() as? ScopedStorage)?.kind }
    }

    /// Whether the registration's scope is `objectScope`.
    func isIn(_ objectScope: ObjectScopeProtocol) -> Bool {
        lock.withLock { scope === objectScope }
    }

    /// Discards stored instances if the registration is in `objectScope`. They are released after
    /// the lock: a `deinit` may resolve from the container, which takes it.
    func reset(ifIn objectScope: ObjectScopeProtocol) {
        let discarded = changingSnapshot(ofInstance: true) { () -> [Any] in
            guard scope === objectScope else { return [] }
            let storage = storageLocked()
            let held = Self.instances(heldBy: storage)
            storage.instance = nil
            return held
        }
        withExtendedLifetime(discarded) {}  // the last references go here, outside the lock
    }

    /// What `storage` holds (each component of a ``CompositeStorage``), so that clearing it under
    /// the lock releases nothing there.
    private static func instances(heldBy storage: InstanceStorage) -> [Any] {
        if let composite = storage as? CompositeStorage {
            return composite.components.flatMap(instances(heldBy:))
        }
        return storage.instance.map { [$0] } ?? []
    }

    /// The storage, made from the scope the first time it is needed (as in Swinject, so a scope
    /// set after the first resolve does not replace it). Caller holds `lock`.
    @inline(__always)
    private func storageLocked() -> InstanceStorage {
        lock.assertHeld()
        if let storage { return storage }
        // `.transient` keeps nothing, so all its registrations share one storage.
        let made = scope === ObjectScope.transient ? RegistrationStorage.transient : RegistrationStorage(scope.makeStorage())
        storage = made.storage
        sharing = made.sharing
        let typed: AnyObject? = made.scoped ?? made.permanent
        typedStorage = typed.map(Unmanaged.passUnretained)
        storageIsPermanent = made.permanent != nil
        permanentIsLooms = scope === ObjectScope.container
        return made.storage
    }

    /// The storage's policy, once ``storageLocked()`` has made the storage. Caller holds `lock`.
    @inline(never)
    private func madeSharingLocked() -> InstanceSharing {
        _ = storageLocked()
        guard let sharing else { preconditionFailure("Loom internal error: a registration made its storage without its policy") }
        return sharing
    }

    /// `storage`'s ``ScopedStorage``, unretained: what a scoped resolve needs to know, its
    /// ``ScopeKind``, without a second lock hold. Caller holds `lock`.
    private var scopedStorage: Unmanaged<ScopedStorage>? {
        guard sharing == .scoped, let typedStorage else { return nil }
        // Only a scoped storage has the `.scoped` policy (`InstanceSharing(of:)`), so the cast holds.
        assert(typedStorage.takeUnretainedValue() is ScopedStorage, "Loom internal error: a scoped registration's storage is not a ScopedStorage")
        return Unmanaged.fromOpaque(typedStorage.toOpaque())
    }

    /// `storage`'s ``PermanentStorage``, unretained: a container-scoped cache hit reads its instance
    /// without retaining and releasing the storage. Caller holds `lock`.
    private var permanentStorage: Unmanaged<PermanentStorage>? {
        guard storageIsPermanent, let typedStorage else { return nil }
        assert(typedStorage.takeUnretainedValue() is PermanentStorage, "Loom internal error: a permanent registration's storage is not a PermanentStorage")
        return Unmanaged.fromOpaque(typedStorage.toOpaque())
    }

    // MARK: Scoped lifetimes

    func addReleaseAction(_ action: ReleaseAction) {
        lock.withLock { extrasLocked().releaseActions.append(action) }
    }

    /// What disposing `instance` runs (see `Registration+Disposal.swift`): the release actions, and
    /// whether the instance was handed into its scope rather than made by the factory.
    var releasePlan: (actions: [ReleaseAction], isProvided: Bool) {
        lock.withLock { (extras?.releaseActions ?? [], extras?.providedKind != nil) }
    }

    /// The scope kind whose openings hand this registration's instances in (`registerProvided`).
    var providedKind: ScopeKind? {
        get { lock.withLock { extras?.providedKind } }
        set { lock.withLock { extrasLocked().providedKind = newValue } }
    }

    /// Whether this is the first time a resolve of this registration found no current scope id.
    func isFirstResolveWithoutScope() -> Bool {
        lock.withLock {
            let extras = extrasLocked()
            defer { extras.reportedMissingScope = true }
            return !extras.reportedMissingScope
        }
    }

    // MARK: Diagnostics

    /// The registration under `key` as `Container.description` prints it, in Swinject's format: under
    /// a forwarded type, the registered type as `Service` and the forwarded type as the result.
    func describe(as key: ServiceKey) -> String {
        key.description(service: registeredType) + scopeDescription
    }

    /// The registration under `key` as failure messages show it: under a forwarded type, that
    /// type forwarded to the registered one, and the factory's real result,
    /// `Service: Animal (forwarded to Cat), Factory: Resolver -> Cat, ObjectScope: graph`.
    func describeForDiagnostics(as key: ServiceKey) -> String {
        guard key.serviceType != registeredType else { return describe(as: key) }
        return key.description(service: "\(key.serviceType) (forwarded to \(registeredType))", result: registeredType) + scopeDescription
    }

    /// `, ObjectScope: graph` and the number of `initCompleted` closures, if any.
    private var scopeDescription: String {
        let (scope, closures) = lock.withLock { (self.scope, extras?.initCompletedActions.count ?? 0) }
        let initCompleted = closures == 0 ? "" : ", InitCompleted: Specified \(closures) closures"
        return ", ObjectScope: \(scope)\(initCompleted)"
    }
}

extension _Registration: ServiceEntryProtocol {}

// MARK: Verification

extension Registration {
    /// Why `verify()` leaves this registration out, if it does.
    var excludedFromVerification: String? {
        get { lock.withLock { extras?.verificationExclusion } }
        set { lock.withLock { extrasLocked().verificationExclusion = newValue } }
    }

    /// A copy for a verification sandbox: the same factory, scope (with a storage of its own) and
    /// `initCompleted` closures, for the sandbox's registry and scope policy; no instances, no
    /// release actions. It has a registration number of its own, so that the sandbox can store it
    /// under its own key as a registration (`resolveAll` lists it), without a forwarding entry.
    /// `scope` and `factory` replace the registration's own when given.
    func sandboxCopy(
        snapshots sandbox: SnapshotHolder,
        scope replacementScope: ObjectScopeProtocol? = nil,
        factory replacementFactory: ErasedFactory? = nil
    ) -> Registration {
        let copy = duplicate(
            snapshots: sandbox, scope: replacementScope ?? objectScope,
            sequence: RegistrationSequence.next(), factory: replacementFactory ?? factory)
        // Read in one lock hold: most registrations have no extras, and each read is a lock.
        let (exclusion, kind, definition) = lock.withLock {
            (extras?.verificationExclusion, extras?.providedKind, extras?.declaredDefinition)
        }
        if exclusion != nil || kind != nil || definition != nil {
            sandbox.lock.withLock {
                let extras = copy.extrasLocked()
                extras.verificationExclusion = exclusion
                extras.providedKind = kind
                extras.declaredDefinition = definition
            }
        }
        return copy
    }

    /// What the dependency graph shows of this registration — its scope, and the scope kind it is
    /// provided in, if it is — read in one lock hold.
    var graphFacts: (scope: ObjectScopeProtocol, providedKind: ScopeKind?) {
        lock.withLock { (scope, extras?.providedKind) }
    }

    /// The key of the definition this registration resolves, if it is the alias `declare` made.
    var declaredDefinition: ServiceKey? {
        get { lock.withLock { extras?.declaredDefinition } }
        set { lock.withLock { extrasLocked().declaredDefinition = newValue } }
    }
}
