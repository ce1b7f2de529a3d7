/// The instances of one scope id (say `request:r42`) across every container: what ending the scope
/// disposes. Registered in ``ScopeContext`` while it has instances or something binds its id.
///
/// A cached resolve under a bound id reads ``currentSnapshot`` without the context's lock, inside a
/// section of the context's ``ReaderGuard``; every change to what it copies — an instance kept, a
/// registration's instance ended, the scope ended — drops it (the `…Locked` methods below return the
/// dropped snapshot, which the caller retires to that guard once the lock is released). It is made
/// again after as many locked hits as the scope has instances (and at least 4).
///
/// `@unchecked Sendable`: every mutable property is only touched with ``ScopeContext``'s lock held
/// (so accesses never overlap, and need no dynamic exclusivity checks); the snapshot is immutable
/// and published through a ``PublishedObject``.
final class ScopeInstances: @unchecked Sendable {
    let scope: ScopeID
    /// The ``ScopeContext`` that keeps these instances: a task-local binding names its context, so
    /// two contexts never see each other's ids.
    let context: ObjectIdentifier
    /// That context's lock, which guards everything mutable here (checked in debug builds).
    private let lock: Lock
    /// One slot per registration that resolved under this id.
    @exclusivity(unchecked) var slots: [IdentityKey: ScopeSlot] = [:]
    /// Slots holding an instance, in the order the instances were created: disposal runs backwards.
    @exclusivity(unchecked) var created: [ScopeSlot] = []
    /// The slots of `created` by registration, unretained (`created` keeps them): a cached resolve
    /// finds its instance without retaining and releasing a slot. Changed only through the
    /// `…Locked` methods, which drop the snapshot that copies it.
    @exclusivity(unchecked) private(set) var filled: [IdentityKey: Unmanaged<ScopeSlot>] = [:]
    /// The values handed in when the scope was opened (``ScopeValues``), until it ends.
    @exclusivity(unchecked) var provided: [ProvidedKey: Any] = [:]
    /// How many `withScope` and `setCurrent` bindings name this scope right now.
    @exclusivity(unchecked) var bindings = 0
    /// Set once the scope ended (``endLocked()``); a binding that still refers to it then finds a fresh one.
    @exclusivity(unchecked) private(set) var ended = false
    /// The fresh instances of the same id that a resolve made after this scope ended while a
    /// binding still named it; they end when the last such binding does.
    @exclusivity(unchecked) var successor: ScopeInstances?
    /// Cached resolves that took the lock since the snapshot was last made or dropped.
    @exclusivity(unchecked) private var lockedHits = 0
    /// The published snapshot, if any.
    private let published = PublishedObject<ScopeInstancesSnapshot>()

    /// How many instances a scope is made room for when its first one comes: a request of the
    /// example server makes six, and growing `slots`, `filled` and `created` one doubling at a
    /// time cost it a dozen allocations and rehashes.
    static let expectedInstances = 8

    /// Empty tables with room for ``expectedInstances``, which a scope's first instance copies
    /// rather than calling `reserveCapacity`. The standard library does not inline a dictionary's
    /// `reserveCapacity` or `init(minimumCapacity:)`, so from here they looked up the dictionary's
    /// generic metadata and sized it at run time — about 1,400 instructions per table per scope —
    /// where copying a shared empty table goes through code specialised for these types: under
    /// callgrind, the request-scoped server example's per-request path.
    private static let emptySlotsWithRoom: [IdentityKey: ScopeSlot] = Dictionary(minimumCapacity: expectedInstances)
    /// The same for ``filled``.
    private static let emptyFilledWithRoom: [IdentityKey: Unmanaged<ScopeSlot>] = Dictionary(minimumCapacity: expectedInstances)

    init(scope: ScopeID, context: ObjectIdentifier, lock: Lock) {
        self.scope = scope
        self.context = context
        self.lock = lock
    }

    // MARK: The snapshot

    /// The published snapshot, unretained: read it inside a section of the context's guard.
    // @inline(__always): I2 1,081 → 1,091 instructions with ScopeEvents', ScopeBindings', ScopeInstances' and ScopeInstancesSnapshot's out of line (measured together, not one by one).
    @inline(__always)
    var currentSnapshot: Unmanaged<ScopeInstancesSnapshot>? {
        published.current
    }

    /// Counts a cached resolve that took the lock; once there were as many as the scope has
    /// instances (and at least 4), publishes a snapshot and returns the one it replaces, if any.
    /// Caller holds the lock.
    func countLockedHitLocked() -> ScopeInstancesSnapshot? {
        lock.assertHeld()
        lockedHits += 1
        guard !ended, lockedHits >= 4 + filled.count else { return nil }
        lockedHits = 0
        return published.publish(ScopeInstancesSnapshot(filled))
    }

    /// Unpublishes the snapshot and hands it over, to be retired once the lock is released.
    /// Caller holds the lock.
    private func dropSnapshotLocked() -> ScopeInstancesSnapshot? {
        lock.assertHeld()
        lockedHits = 0
        return published.take()
    }

    /// Adds the empty `slot` of `registration`, making room for ``expectedInstances`` with the first.
    /// (No instance yet, so the snapshot stays.) Caller holds the lock.
    func addLocked(_ slot: ScopeSlot, of registration: IdentityKey) {
        lock.assertHeld()
        if slots.isEmpty {
            slots = Self.emptySlotsWithRoom  // copied, with its room, at the insert below
        }
        slots[registration] = slot
    }

    // MARK: Changes, each dropping the snapshot

    /// Records that `slot`, of `registration`, now holds an instance. Caller holds the lock.
    func fillLocked(_ slot: ScopeSlot, of registration: IdentityKey) -> ScopeInstancesSnapshot? {
        lock.assertHeld()
        if created.isEmpty {
            created.reserveCapacity(Self.expectedInstances)
        }
        if filled.isEmpty {
            filled = Self.emptyFilledWithRoom  // copied, with its room, at the insert below
        }
        created.append(slot)
        filled[registration] = .passUnretained(slot)
        return dropSnapshotLocked()
    }

    /// Forgets the instance of `registration`, if it has one. Caller holds the lock.
    func unfillLocked(_ registration: IdentityKey) -> ScopeInstancesSnapshot? {
        lock.assertHeld()
        filled.removeValue(forKey: registration)
        return dropSnapshotLocked()
    }

    /// Marks the scope ended and forgets every slot and instance; returns the slots that held an
    /// instance, in the order they were made, and the dropped snapshot. Caller holds the lock.
    func endLocked() -> (created: [ScopeSlot], dropped: ScopeInstancesSnapshot?) {
        lock.assertHeld()
        ended = true
        for slot in slots.values {
            slot.ended = true
        }
        let made = created
        slots = [:]
        filled = [:]
        created = []
        provided = [:]
        return (made, dropSnapshotLocked())
    }
}

/// Where one registration keeps its instance for one scope id. Its identity is what concurrent first
/// resolves of that (registration, id) pass through in the ``CreationGate``.
///
/// `@unchecked Sendable`: the mutable properties are only touched with ``ScopeContext``'s lock held
/// (so accesses never overlap, and need no dynamic exclusivity checks).
final class ScopeSlot: InstanceHolder, @unchecked Sendable {
    let registration: any ScopedRegistration
    /// Strong: the cycle with `ScopeInstances.slots` ends when the scope ends or is reset.
    let owner: ScopeInstances
    @exclusivity(unchecked) var value: Any = ()
    @exclusivity(unchecked) var isSet = false
    /// The creation of an asynchronous factory in flight, which concurrent `resolveAsync` calls await.
    @exclusivity(unchecked) var pending: Task<UncheckedInstance, Never>?
    /// Set when the scope, or a reset, removed the slot: an instance created late is not kept.
    @exclusivity(unchecked) var ended = false

    init(registration: any ScopedRegistration, owner: ScopeInstances) {
        self.registration = registration
        self.owner = owner
    }
}

/// An instance crossing from the task that created it to the tasks awaiting it. Scoped instances are
/// shared across tasks by definition; making them safe to share is the service's business, as it is
/// for a container-scoped singleton.
struct UncheckedInstance: @unchecked Sendable {
    let value: Any
}

extension ScopeSlot {
    /// The instance created under the slot's id, if any.
    var instance: Any? {
        get { optionalInstance }
        set { optionalInstance = newValue }
    }
}
