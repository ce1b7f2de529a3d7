/// One container's own registrations and behaviours, behind a lock.
///
/// `@unchecked Sendable`: `services` and `behaviors` are only read or written with `lock` held, and
/// no user code (factories, behaviours) ever runs while it is held.
final class Registry: @unchecked Sendable {
    /// Also the lock of every ``Registration`` this container makes, so that a resolve finds its
    /// registration and reads its storage under one lock hold (``lookUp(_:cached:needsRegistration:)``).
    let lock = Lock()
    // Guarded by `lock`, so accesses never overlap and need no dynamic exclusivity checks.
    /// Each registration retained once by the registry itself (`passRetained` when stored, released
    /// when replaced or removed, outside the lock): a lookup that finds a cached instance reads it
    /// without retaining and releasing the registration. Beside it, when its key was last
    /// registered: `resolveAll` answers in registration order.
    @exclusivity(unchecked) private var services: [ServiceKey: Entry] = [:]
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
    #if DEBUG
    /// The manual retains this registry holds (debug builds only): one per entry of `services`,
    /// checked after every change by ``checkRetainsLocked()``. Guarded by `lock`.
    private var heldRetains = 0
    #endif

    /// One stored registration and its ``RegistrationSequence`` number (0 for a copy from an
    /// overlaid container, which `resolveAll` lists in the place of the registration it copies).
    /// One dictionary for both, not two keyed alike: the five-word key is stored and hashed once
    /// per `register` (scenario R, 100,000 registrations: 492 → 387 heap bytes per registration).
    private struct Entry {
        let registration: Unmanaged<Registration>
        let sequence: UInt64
    }

    init(synchronizedBy synchronizationLock: Lock? = nil) {
        self.synchronizationLock = synchronizationLock
    }

    deinit {
        lock.withLock {
            #if DEBUG
            heldRetains -= services.count
            precondition(heldRetains == 0, "Loom internal error: a registry released \(services.count) registrations but held \(heldRetains + services.count) retains")
            #endif
        }
        for entry in services.values {
            entry.registration.release()
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

    func registration(for key: ServiceKey) -> Registration? {
        guard hasServices.load() != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return services[key]?.registration.takeUnretainedValue()
    }

    /// The registration for `key` and, when it is guarded by this registry's lock (it was registered
    /// here, not forwarded from another container), what it knows before the graph is known —
    /// read under the same lock hold; a container-scoped instance goes to `cached`.
    ///
    /// A found container-scoped instance (`reading.foundCached`) comes without the registration, unless
    /// `needsRegistration`: the cache hit then costs no retain and release of it.
    @inline(__always)
    func lookUp(
        _ key: ServiceKey,
        cached: inout Any?,
        needsRegistration: Bool
    ) -> (registration: Registration?, reading: CacheReading?)? {
        guard hasServices.load() != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let found = services[key]?.registration else { return nil }
        return found._withUnsafeGuaranteedRef { registration in
            guard registration.isGuarded(by: lock) else { return (registration, nil) }
            let reading = registration.prepareLocked(in: nil, resumingGraph: false, cached: &cached)
            return (reading.foundCached && !needsRegistration ? nil : registration, reading)
        }
    }

    /// Stores `registration` under `key` (replacing any earlier one) and returns the behaviours to notify.
    func insert(_ registration: Registration, for key: ServiceKey) -> [Behavior] {
        // A replaced registration is handed out of the lock and released there: releasing it can
        // release its cached instance, whose `deinit` may resolve (and take this lock).
        let sequence = RegistrationSequence.next()
        lock.lock()
        let replaced = services.updateValue(Entry(registration: .passRetained(registration), sequence: sequence), forKey: key)?.registration
        #if DEBUG
        heldRetains += replaced == nil ? 1 : 0  // a replaced one's retain is given back below
        #endif
        checkRetainsLocked()
        hasServices.store(1)
        let toNotify = behaviors
        lock.unlock()
        replaced?.release()
        return toNotify
    }

    /// Stores `registration`, a copy of an overlaid container's, under `key` unless the key already
    /// has one; returns the one stored. A copy gets no sequence number: `resolveAll` lists it in the
    /// place of the registration it copies.
    func insertCopyIfAbsent(_ registration: Registration, for key: ServiceKey) -> Registration {
        lock.withLock {
            if let existing = services[key] { return existing.registration.takeUnretainedValue() }
            services[key] = Entry(registration: .passRetained(registration), sequence: 0)
            #if DEBUG
            heldRetains += 1
            #endif
            checkRetainsLocked()
            hasServices.store(1)
            return registration
        }
    }

    /// Removes the registration under `key`, if any.
    func remove(_ key: ServiceKey) {
        let removed = lock.withLock { () -> Unmanaged<Registration>? in
            let removed = services.removeValue(forKey: key)?.registration
            #if DEBUG
            heldRetains -= removed == nil ? 0 : 1
            #endif
            checkRetainsLocked()
            if services.isEmpty { hasServices.store(0) }
            return removed
        }
        removed?.release()  // outside the lock, like a replaced registration in `insert`
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
        let removed = lock.withLock { () -> [ServiceKey: Entry] in
            defer {
                #if DEBUG
                heldRetains -= services.count  // given back below, outside the lock
                #endif
                services = [:]
                checkRetainsLocked()
                hasServices.store(0)
            }
            return services
        }
        for entry in removed.values {
            entry.registration.release()
        }
    }

    /// A copy of every registration, for diagnostics and whole-container operations.
    var snapshot: [ServiceKey: Registration] {
        lock.withLock { services.mapValues { $0.registration.takeUnretainedValue() } }
    }

    /// The keys registered for `serviceType` whose factories take `argumentsType`, under any name
    /// and without a ``ServiceKeyOption``, each with its registration sequence number.
    func keys(of serviceType: Any.Type, argumentsType: Any.Type) -> [(key: ServiceKey, sequence: UInt64)] {
        guard hasServices.load() != 0 else { return [] }
        return lock.withLock {
            services.compactMap { key, entry in
                entry.sequence != 0
                    && ObjectIdentifier(key.serviceType) == ObjectIdentifier(serviceType)
                    && ObjectIdentifier(key.argumentsType) == ObjectIdentifier(argumentsType)
                    && key.option == nil ? (key, entry.sequence) : nil
            }
        }
    }

    func containsKey(where predicate: (ServiceKey) -> Bool) -> Bool {
        lock.withLock { services.keys.contains(where: predicate) }
    }
}

/// Numbers registrations in the order they are made, process-wide, so that the registrations of a
/// parent and of its child can be put in one order.
enum RegistrationSequence {
    private static let lock = Lock()
    /// The last number handed out. Guarded by `lock`.
    nonisolated(unsafe) private static var last: UInt64 = 0

    /// The next number; taken before the registry lock, never under it.
    static func next() -> UInt64 {
        lock.withLock {
            last += 1
            return last
        }
    }
}
