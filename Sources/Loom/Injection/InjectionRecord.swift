/// Which instances a container hierarchy has injected, so that each is injected at most once. The
/// root container makes it; its children (and `synchronize()` resolvers) share it.
///
/// It keeps instances by weak reference, so it never keeps one alive. An entry is found by the
/// instance's address but counts only while its weak reference still reaches an instance: an
/// object created later at the address of a dead one finds a `nil` reference and is new. (While
/// the caller holds the instance it asks about, a live entry at that address can only be that
/// instance.)
///
/// Entries of dead instances are dropped from time to time: when the table has doubled since the
/// last sweep, so the cost per injection stays constant.
///
/// `@unchecked Sendable`: `entries`, `nextSerial` and `sweepThreshold` are only touched with `lock`
/// held. No user code runs under it — not even a `deinit`: under the lock, a weak reference is only
/// loaded for the instance the caller holds, so that load can never release the last reference.
/// Sweeps load the other references after the lock is released.
final class InjectionRecord: @unchecked Sendable {
    private struct Entry {
        weak var instance: AnyObject?
        /// Tells a later entry at the same address from this one, when a sweep removes dead entries.
        let serial: UInt64
    }

    private static let minimumSweepThreshold = 64

    private let lock = Lock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextSerial: UInt64 = 0
    private var sweepThreshold = InjectionRecord.minimumSweepThreshold

    /// Records that `instance` is being injected now. Returns `false`, recording nothing, when it
    /// was injected before and `again` is `false`.
    func beginInjection(of instance: AnyObject, again: Bool) -> Bool {
        let id = ObjectIdentifier(instance)
        let (begins, sweepDue) = lock.withLock { () -> (Bool, Bool) in
            if !again, let entry = entries[id], entry.instance === instance {
                return (false, false)
            }
            nextSerial &+= 1
            entries[id] = Entry(instance: instance, serial: nextSerial)
            return (true, entries.count >= sweepThreshold)
        }
        if sweepDue {
            sweep()
        }
        return begins
    }

    /// Whether `instance` was injected in this hierarchy (for tests and diagnostics).
    func contains(_ instance: AnyObject) -> Bool {
        lock.withLock { entries[ObjectIdentifier(instance)]?.instance === instance }
    }

    /// The number of entries, dead ones included (for tests).
    var count: Int {
        lock.withLock { entries.count }
    }

    /// Removes the entries whose instance has died.
    func sweep() {
        // Copying entries copies weak references without loading them: nothing is retained here.
        let snapshot = lock.withLock { entries }
        let dead = snapshot.compactMap { id, entry in entry.instance == nil ? (id, entry.serial) : nil }
        lock.withLock {
            for (id, serial) in dead where entries[id]?.serial == serial {
                entries[id] = nil
            }
            sweepThreshold = max(Self.minimumSweepThreshold, entries.count * 2)
        }
    }
}
