// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// One container's own registrations and behaviours, behind a lock, and a snapshot of them that
/// resolves read without it.
///
/// A lookup first reads the published ``RegistrySnapshot``, inside the ``ReaderGuard`` section its
/// resolve entered, and takes the lock only when there is none yet or its entry says to. Every
/// change drops the snapshot and retires it (and any registration it replaced) to the guard, which
/// releases them once no reader can hold them. A new snapshot is made under the lock after as many
/// locked lookups as there are keys (and at least 16): copying the table costs about as much as those
/// lookups did, so a container that keeps registering pays little for it, and one that is being
/// resolved from soon reads without the lock.
///
/// `@unchecked Sendable`: `services`, `behaviors` and `lockedLookups` are only read or written with
/// `lock` held; the snapshot is published through an atomic word and immutable; no user code
/// (factories, behaviours, `deinit`s) ever runs while the lock is held.
final class Registry: @unchecked Sendable {
    /// Also the lock of every ``Registration`` this container makes (which reach it through
    /// ``snapshots``), so that a lookup that takes it finds a registration and reads its storage
    /// under one lock hold (``lookUp(_:cached:needsRegistration:)``).
    let lock = Lock()
    // Guarded by `lock`, so accesses never overlap and need no dynamic exclusivity checks.
    /// Each entry — a registration under its own key, or a ``ForwardedEntry`` — retained once by
    /// the registry itself (`passRetained` when stored; when replaced or removed, retired to the
    /// ``ReaderGuard`` outside the lock): a lookup uses the registration it finds without retaining
    /// and releasing it. Each entry knows when its key was last registered: `resolveAll` answers in
    /// registration order. Searched with ``StoredEntry/probing(_:_:)``.
    @exclusivity(unchecked) private var services: Set<StoredEntry> = []
    @exclusivity(unchecked) private var behaviors: [Behavior] = []
    /// Whether `services` has anything: 1 or 0, written with `lock` held, read without it, so that a
    /// lookup in a container with no registrations of its own (a `synchronize()` resolver, a child
    /// whose parent has them all) takes no lock. Reading 0 while another thread registers is fine:
    /// the lookup happened before that registration.
    private let hasServices = AtomicWord(0)
    /// The container, to hand to its behaviours. Set only once a behaviour is added: a weak
    /// reference gives the container a side table, which makes every retain of it slower.
    @exclusivity(unchecked) private weak var behaviorContainer: Container?
    /// The hierarchy lock of a synchronized container (``Container/synchronize()``): registering
    /// through one of its entries takes it, as registering on the container does.
    private let synchronizationLock: Lock?
    /// Where the snapshot is published, shared with the registrations made here.
    let snapshots: SnapshotHolder
    #if DEBUG
    /// The manual retains this registry holds (debug builds only): one per entry of `services`,
    /// checked after every change by ``checkRetainsLocked()``. Guarded by `lock`.
    private var heldRetains = 0
    #endif

    init(synchronizedBy synchronizationLock: Lock? = nil, readerGuard: ReaderGuard, scopePolicyHolder: ScopePolicyHolder) {
        self.synchronizationLock = synchronizationLock
        snapshots = SnapshotHolder(lock: lock, readerGuard: readerGuard, scopePolicyHolder: scopePolicyHolder)
        snapshots.belong(to: self)
    }

    deinit {
        // No resolve can be reading: each holds the container, which holds this registry.
        let snapshot = lock.withLock { () -> RegistrySnapshot? in
            #if DEBUG
            heldRetains -= services.count
            precondition(heldRetains == 0, "Loom internal error: a registry released \(services.count) registrations but held \(heldRetains + services.count) retains")
            #endif
            return snapshots.dropLocked()
        }
        withExtendedLifetime(snapshot) {}  // released here, outside the lock
        for stored in services {
            stored.entry.release()
        }
    }

    /// Stops a debug build when the manual retains held no longer match the registrations stored:
    /// a registration would leak, or be released while still reachable. Caller holds `lock`.
    @inline(__always)
    private func checkRetainsLocked() {
        lock.assertHeld()
        #if DEBUG
        precondition(
            heldRetains == services.count,
            "Loom internal error: a registry holds \(heldRetains) retains for \(services.count) registrations"
        )
        #endif
    }

    /// Whether this container has registrations of its own, read without the lock.
    var hasRegistrations: Bool {
        hasServices.load() != 0
    }

    func registration(for key: ServiceKey) -> Registration? {
        guard hasServices.load() != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return entryLocked(for: key)?._withUnsafeGuaranteedRef { $0.registration }
    }

    /// The entry stored under `key`, unretained. Caller holds `lock`.
    @inline(__always)
    private func entryLocked(for key: ServiceKey) -> Unmanaged<RegistryEntry>? {
        lock.assertHeld()
        guard let index = StoredEntry.probing(key, { services.firstIndex(of: $0) }) else { return nil }
        return services[index].entry
    }

    /// The registration of `entry`, unretained: the entry keeps it.
    @inline(__always)
    private static func registration(of entry: Unmanaged<RegistryEntry>) -> Unmanaged<Registration> {
        entry._withUnsafeGuaranteedRef { .passUnretained($0.registration) }
    }

    /// The registration for `key` and, when it is guarded by this registry's lock (it was registered
    /// here, not forwarded from another container), what it knows before the graph is known; a
    /// container-scoped instance goes to `cached`. Read from the snapshot when one is published and
    /// its entry knows, otherwise under the lock.
    ///
    /// The registration comes unretained: the caller is inside a section of ``readerGuard``
    /// (``Container/resolveInstance(for:_:)``), which keeps it alive even if it is replaced meanwhile.
    /// A found container-scoped instance (`reading.foundCached`) comes without the registration,
    /// unless `needsRegistration`. `cached` must be `nil` on entry (it is written with ``fillNil(_:with:)``).
    @inline(__always)
    func lookUp(
        _ key: ServiceKey,
        cached: inout Any?,
        needsRegistration: Bool
    ) -> Found? {
        guard hasServices.load() != 0 else { return nil }
        if let snapshot = snapshots.current {
            let known = snapshot._withUnsafeGuaranteedRef { snapshot -> Found?? in
                guard let entry = snapshot.entry(for: key) else { return .some(nil) }  // not registered
                guard let reading = entry.reading else { return nil }  // ask under the lock
                if let instance = entry.instance {
                    instance._withUnsafeGuaranteedRef { box in fillNil(&cached, with: box.value) }
                    return .some((needsRegistration ? entry.registration : nil, reading))
                }
                return .some((entry.registration, reading))
            }
            if let known { return known }
        }
        return lookUpLocked(key, cached: &cached, needsRegistration: needsRegistration)
    }

    /// What ``lookUp(_:cached:needsRegistration:)`` finds.
    typealias Found = (registration: Unmanaged<Registration>?, reading: CacheReading?)

    /// ``lookUp(_:cached:needsRegistration:)`` under the lock; publishes a snapshot once enough
    /// lookups have come this way.
    @inline(never)
    private func lookUpLocked(_ key: ServiceKey, cached: inout Any?, needsRegistration: Bool) -> Found? {
        lock.lock()
        snapshots.lockedLookups += 1
        let replaced = snapshots.lockedLookups >= 16 + services.count ? publishSnapshotLocked() : nil
        let found: Found? = entryLocked(for: key).map { entry in
            let unmanaged = Self.registration(of: entry)
            return unmanaged._withUnsafeGuaranteedRef { registration in
                guard registration.isGuarded(by: lock) else { return (unmanaged, nil) }
                let reading = registration.prepareLocked(in: nil, resumingGraph: false, cached: &cached)
                return (reading.foundCached && !needsRegistration ? nil : unmanaged, reading)
            }
        }
        lock.unlock()
        snapshots.retire(replaced)
        return found
    }

    /// Makes and publishes a snapshot of the table; returns the one it replaces. Caller holds `lock`.
    private func publishSnapshotLocked() -> RegistrySnapshot? {
        lock.assertHeld()
        let snapshot = RegistrySnapshot(count: services.count) { add in
            for stored in services {
                let registration = Self.registration(of: stored.entry)
                let known = registration._withUnsafeGuaranteedRef { registration in
                    registration.isGuarded(by: lock) ? registration.snapshotReadingLocked() : nil
                }
                add(stored.key, RegistrySnapshot.Entry(
                    registration: registration,
                    reading: known?.reading,
                    instance: known?.instance.map { Unmanaged.passRetained(InstanceBox($0)) }
                ))
            }
        }
        return snapshots.publishLocked(snapshot)
    }

    /// Stores `registration` under its own key, as its own entry with its own number (replacing any
    /// earlier one), and returns the behaviours to notify.
    func register(_ registration: Registration) -> [Behavior] {
        store(registration)
    }

    /// Stores `registration` under `key`, another key than its own, with the next number (replacing
    /// any earlier one), and returns the behaviours to notify.
    func insert(_ registration: Registration, for key: ServiceKey) -> [Behavior] {
        store(ForwardedEntry(key: key, sequence: RegistrationSequence.next(), target: registration))
    }

    /// Stores `entry` (replacing any earlier one under its key) and returns the behaviours to notify.
    private func store(_ entry: RegistryEntry) -> [Behavior] {
        // A replaced entry is handed out of the lock and released there: releasing it can
        // release its cached instance, whose `deinit` may resolve (and take this lock).
        lock.lock()
        let replaced = services.update(with: StoredEntry(.passRetained(entry)))?.entry
        #if DEBUG
        heldRetains += replaced == nil ? 1 : 0  // a replaced one's retain is given back below
        #endif
        checkRetainsLocked()
        hasServices.store(1)
        let snapshot = snapshots.dropLocked()
        let toNotify = behaviors
        lock.unlock()
        snapshots.retire(replaced?.takeRetainedValue(), snapshot)
        return toNotify
    }

    /// Stores `registration`, a copy of an overlaid container's, under `key` unless the key already
    /// has one; returns the one stored. A copy gets no sequence number: `resolveAll` lists it in the
    /// place of the registration it copies.
    func insertCopyIfAbsent(_ registration: Registration, for key: ServiceKey) -> Registration {
        precondition(registration.sequence == 0, "Loom internal error: a copy with a registration number")
        return storeIfAbsent(registration, for: key)
    }

    /// Stores `registration` under its own key unless the key already has one (a definition two
    /// threads materialise at once: the first stored is the one both use); returns the one stored.
    func registerIfAbsent(_ registration: Registration) -> Registration {
        storeIfAbsent(registration, for: registration.key)
    }

    /// Stores `registration` under `key` unless the key already has an entry, with the number of
    /// `registration` under its own key and none under another (`resolveAll` leaves such an alias
    /// out); returns the registration stored under `key`.
    func storeIfAbsent(_ registration: Registration, for key: ServiceKey) -> Registration {
        let (stored, snapshot) = lock.withLock { () -> (Registration, RegistrySnapshot?) in
            if let existing = entryLocked(for: key) { return (existing._withUnsafeGuaranteedRef { $0.registration }, nil) }
            // Under its own key the registration is its own entry; under another it needs one.
            let entry = registration.key == key ? registration : ForwardedEntry(key: key, sequence: 0, target: registration)
            services.insert(StoredEntry(.passRetained(entry)))
            #if DEBUG
            heldRetains += 1
            #endif
            checkRetainsLocked()
            hasServices.store(1)
            return (registration, snapshots.dropLocked())
        }
        snapshots.retire(snapshot)
        return stored
    }

    /// Removes the registration under `key`, if any.
    func remove(_ key: ServiceKey) {
        let (removed, snapshot) = lock.withLock { () -> (Unmanaged<RegistryEntry>?, RegistrySnapshot?) in
            // By index: `remove(_:)` may hand back its argument, the probe, rather than the entry.
            let index = StoredEntry.probing(key) { services.firstIndex(of: $0) }
            let removed = index.map { services.remove(at: $0).entry }
            #if DEBUG
            heldRetains -= removed == nil ? 0 : 1
            #endif
            checkRetainsLocked()
            if services.isEmpty { hasServices.store(0) }
            return (removed, snapshots.dropLocked())
        }
        snapshots.retire(removed?.takeRetainedValue(), snapshot)  // outside the lock, like a replaced registration in `insert`
    }

    func add(_ behavior: Behavior, of container: Container) {
        lock.withLock {
            behaviors.append(behavior)
            behaviorContainer = container
        }
    }

    /// Makes `type` (under `name`) resolve through `service`'s registration and tells the
    /// behaviours (``Container/forward(_:name:to:)``; `ServiceEntry.implements`, which has no
    /// container at hand, passes none and it is looked up, weakly, only if a behaviour is there).
    func forward<T, S>(_ type: T.Type, name: String?, to service: ServiceEntry<S>, from container: Container? = nil) {
        let key = ServiceKey(serviceType: T.self, argumentsType: service.argumentsType, name: name)
        synchronizationLock?.lock()
        let behaviors = insert(service.registration, for: key)
        synchronizationLock?.unlock()
        guard !behaviors.isEmpty, let container = container ?? lock.withLock({ behaviorContainer }) else { return }
        for behavior in behaviors {
            behavior.container(container, didRegisterType: type, toService: service, withName: name)
        }
    }

    func removeAll() {
        // Released after the lock, like a replaced registration in `insert`.
        let (removed, snapshot) = lock.withLock { () -> (Set<StoredEntry>, RegistrySnapshot?) in
            defer {
                #if DEBUG
                heldRetains -= services.count  // given back below, outside the lock
                #endif
                services = []
                checkRetainsLocked()
                hasServices.store(0)
            }
            return (services, snapshots.dropLocked())
        }
        snapshots.retire(contentsOf: removed.map { $0.entry.takeRetainedValue() } + (snapshot.map { [$0] } ?? []))
    }

    /// A copy of every registration, for diagnostics and whole-container operations.
    var snapshot: [ServiceKey: Registration] {
        Dictionary(uniqueKeysWithValues: registrations.lazy.map { ($0.key, $0.registration) })
    }

    /// Makes room for `count` entries at once, for a registry about to be filled in one go (a
    /// verification sandbox): the table is not rebuilt as it grows.
    func reserveCapacity(_ count: Int) {
        lock.withLock { services.reserveCapacity(count) }
    }

    /// Every key with its registration, in no particular order: for whole-container operations
    /// that go through them all once (``snapshot`` makes a dictionary of it).
    var registrations: [(key: ServiceKey, registration: Registration)] {
        lock.withLock {
            services.map { stored in stored.entry._withUnsafeGuaranteedRef { ($0.key, $0.registration) } }
        }
    }

    /// Every key with its registration and the number its entry was stored with (0 for a copy or an
    /// alias that has none), in no particular order: for `verify()`, which puts them in registration
    /// order.
    var numberedRegistrations: [(key: ServiceKey, registration: Registration, sequence: UInt64)] {
        lock.withLock {
            services.map { stored in stored.entry._withUnsafeGuaranteedRef { ($0.key, $0.registration, $0.sequence) } }
        }
    }

    /// The keys registered for `serviceType` whose factories take `argumentsType`, under any name
    /// and without a ``ServiceKeyOption``, each with its registration sequence number.
    func keys(of serviceType: Any.Type, argumentsType: Any.Type) -> [(key: ServiceKey, sequence: UInt64)] {
        guard hasServices.load() != 0 else { return [] }
        return lock.withLock {
            services.compactMap { stored in
                stored.entry._withUnsafeGuaranteedRef { entry in
                    let key = entry.key
                    return entry.sequence != 0
                        && ObjectIdentifier(key.serviceType) == ObjectIdentifier(serviceType)
                        && ObjectIdentifier(key.argumentsType) == ObjectIdentifier(argumentsType)
                        && key.option == nil ? (key, entry.sequence) : nil
                }
            }
        }
    }

    func containsKey(where predicate: (ServiceKey) -> Bool) -> Bool {
        lock.withLock { services.contains { predicate($0.key) } }
    }
}

/// Numbers registrations in the order they are made, process-wide, so that the registrations of a
/// parent and of its child can be put in one order.
enum RegistrationSequence {
    /// The last number handed out. An atomic counter rather than a locked one: every `register`
    /// takes a number (scenario F, 1,000 registrations: about 60 fewer instructions per registration).
    private static let last = AtomicWord(0)

    /// The next number; taken before the registry lock, never under it.
    static func next() -> UInt64 {
        UInt64(last.increment())
    }
}
