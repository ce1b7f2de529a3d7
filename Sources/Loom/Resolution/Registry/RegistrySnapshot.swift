// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// A registry's table as it was at one moment, published for lookups that take no lock
/// (``Registry/lookUp(_:cached:needsRegistration:)``): every key, each with its registration and,
/// when that is already known and cannot change without the registry dropping this snapshot, what a
/// resolve reads from it under the lock (its ``CacheReading`` and container-scoped instance).
///
/// Immutable once made. The registry drops it — and retires it to its ``ReaderGuard`` — whenever a
/// key is added, replaced or removed, or one of its registrations changes what the snapshot copied
/// (a container-scoped instance made or reset, an `initCompleted` added).
final class RegistrySnapshot {
    /// One key's registration and what a resolve may read without the lock.
    struct Entry {
        /// Kept alive by the registry, or after it is replaced by the ``ReaderGuard`` it is retired to.
        let registration: Unmanaged<Registration>
        /// `nil`: ask under the lock — the registration has made no storage yet (its scope may still
        /// change), it is guarded by another container's lock, or its instances can change without
        /// the registry knowing (a custom scope's storage).
        let reading: CacheReading?
        /// The container-scoped instance, retained by this snapshot; set when `reading.foundCached`.
        let instance: Unmanaged<InstanceBox>?
    }

    /// A key beside its entry, so that a lookup reads one slot where a dictionary reads its key
    /// and its value from two arrays apart. Measured against the dictionary this replaced: a warm
    /// resolve by name among 100,000 registrations takes 1.07–1.21× its time among 10, was
    /// 1.23–1.27× (scenario R), and every lookup is about 40 instructions cheaper (callgrind,
    /// scenario A 799 → 759). An empty slot has no entry, and its key, ``emptyKey``, is never
    /// compared.
    private struct Slot {
        let key: ServiceKey
        let entry: Entry?
    }

    /// The key of every empty slot: a valid value, so that every slot is initialised memory.
    private static let emptyKey = ServiceKey(serviceType: Void.self, argumentsType: Void.self)

    /// Open addressing with linear probing over a power of two of slots, at least twice the keys,
    /// so that a lookup rarely probes past its first slot and always reaches an empty one (the
    /// initialiser's precondition). Allocated and freed by this snapshot, which is immutable once
    /// made: readers only load from it.
    private let slots: UnsafeMutablePointer<Slot>
    private let mask: Int

    /// A snapshot of `count` keys, which `fill` hands to the function it is given, each key once.
    init(count: Int, entries fill: (_ add: (ServiceKey, Entry) -> Void) -> Void) {
        var capacity = 4
        while capacity < count * 2 { capacity *= 2 }
        let mask = capacity - 1
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: Self.emptyKey, entry: nil), count: capacity)
        var added = 0
        fill { key, entry in
            // More keys than `count` could fill every slot, and a lookup of a missing key would never end.
            precondition(added < count, "Loom internal error: a registry snapshot given more keys than it has room for")
            var index = Self.firstIndex(of: key, mask: mask)
            while slots[index].entry != nil {
                assert(!(slots[index].key == key), "Loom internal error: a key stored twice in a registry snapshot")
                index = (index + 1) & mask
            }
            slots[index] = Slot(key: key, entry: entry)
            added += 1
        }
        self.slots = slots
        self.mask = mask
    }

    deinit {
        for index in 0...mask {
            slots[index].entry?.instance?.release()
        }
        slots.deinitialize(count: mask + 1)
        slots.deallocate()
    }

    /// The entry for `key`; `nil` when nothing was registered under it. Keys are compared in place,
    /// through the pointer: no key is copied, so no name is retained (no reference count is written).
    @inline(__always)
    func entry(for key: ServiceKey) -> Entry? {
        var index = Self.firstIndex(of: key, mask: mask)
        while slots[index].entry != nil {
            if slots[index].key == key { return slots[index].entry }
            index = (index + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private static func firstIndex(of key: ServiceKey, mask: Int) -> Int {
        key.slotHash() & mask
    }
}

/// One instance held by a ``RegistrySnapshot``: a class, so that the snapshot's entries hold no
/// `Any` and copying one touches no reference count.
final class InstanceBox {
    let value: Any

    init(_ value: Any) {
        self.value = value
    }
}

/// Where a ``Registry`` publishes its ``RegistrySnapshot``, and the registry's lock, shared with the
/// registrations made for it: one of them that changes what the snapshot copied drops it
/// (``dropLocked()``). A class of its own, held by those registrations, so that one outliving its
/// container (through a ``ServiceEntry``) still has its lock and somewhere safe to drop a
/// snapshot — no back reference to the registry to clear. A registration made outside any
/// container has one of its own, which never publishes anything.
///
/// `@unchecked Sendable`: `published` is written with `lock` (the registry's) held and read through
/// its atomic word; `lockedLookups` is guarded by `lock`; `registry` is written once before the
/// holder is shared, and Swift reads weak references atomically.
final class SnapshotHolder: @unchecked Sendable {
    /// The registry's lock.
    let lock: Lock
    /// The hierarchy's guard, to which dropped snapshots are retired; `nil` outside a container.
    let readerGuard: ReaderGuard?
    /// The scope policy of the container hierarchy the registry belongs to, which its registrations
    /// report to: kept here, once per registry, rather than in each registration (a word each,
    /// scenario R).
    let scopePolicyHolder: ScopePolicyHolder
    /// The registry, for a ``ServiceEntry`` of one of its registrations (`implements`): weak, like
    /// Swinject's reference to the container, and not to the container itself, since a weak
    /// reference gives its target a side table, and every retain of a container — one per resolve
    /// with runtime arguments — would take the slow path. The registry lives exactly as long as its
    /// container. Set once, by the registry's `init`, before the holder is shared; `nil` outside a
    /// container.
    private(set) weak var registry: Registry?
    /// The published snapshot, if any.
    private let published = PublishedObject<RegistrySnapshot>()
    /// Lookups that took the lock since the snapshot was last made or dropped. Guarded by `lock`.
    @exclusivity(unchecked) var lockedLookups = 0

    init(lock: Lock = Lock(), readerGuard: ReaderGuard? = nil, scopePolicyHolder: ScopePolicyHolder = ScopePolicyHolder()) {
        self.lock = lock
        self.readerGuard = readerGuard
        self.scopePolicyHolder = scopePolicyHolder
    }

    /// Records the registry this holder belongs to; called once, by that registry's `init`.
    func belong(to registry: Registry) {
        precondition(self.registry == nil, "Loom internal error: a snapshot holder given a second registry")
        self.registry = registry
    }

    /// The published snapshot, unretained: read it inside a section of ``readerGuard``.
    @inline(__always)
    var current: Unmanaged<RegistrySnapshot>? {
        published.current
    }

    /// Publishes `snapshot`; returns the one it replaces, for ``retire(_:_:)``. Caller holds `lock`.
    func publishLocked(_ snapshot: RegistrySnapshot) -> RegistrySnapshot? {
        lock.assertHeld()
        lockedLookups = 0
        return published.publish(snapshot)
    }

    /// Unpublishes the snapshot, if there is one, and hands it over: the caller retires it once the
    /// lock is released (its instances' `deinit`s may resolve). Caller holds `lock`.
    func dropLocked() -> RegistrySnapshot? {
        lock.assertHeld()
        lockedLookups = 0
        return published.take()
    }

    /// Hands what a change replaced to the guard, which releases it once no reader can hold it.
    /// Called without `lock`. (Two optional parameters rather than a variadic one: a `register` that
    /// replaces nothing then allocates no array.)
    @inline(__always)
    func retire(_ first: AnyObject?, _ second: AnyObject? = nil) {
        guard first != nil || second != nil else { return }
        retire(contentsOf: [first, second].compactMap { $0 })
    }

    /// ``retire(_:_:)`` for any number of objects.
    func retire(contentsOf replaced: [AnyObject]) {
        readerGuard?.retireAndReclaim(replaced)  // without a guard, nothing was published
    }
}
