/// Makes concurrent first resolves of a shared instance (container, weak, custom scopes) run the
/// factory once: the first resolution to arrive creates it, the others wait and then read the cache.
///
/// Waiting is only ever done while holding nothing that the creator could need:
/// - a thread never waits for itself (a cycle re-enters, as in Swinject);
/// - a resolution never waits when that would close a cycle of waiters (A creates X and waits for Y
///   while B creates Y and waits for X) — it creates its own instance instead, and the first one
///   stored wins;
/// - a resolution that holds the hierarchy lock of `synchronize()` never waits.
///
/// Only creations come here; a cache hit never touches the gate.
///
/// `@unchecked Sendable`: `owners` and `waiting` are only accessed with `lock` held.
final class CreationGate: @unchecked Sendable {
    /// The one gate of the process. Deliberately not one per container hierarchy: a factory of one
    /// hierarchy may resolve from another, and a wait that closes a cycle across two hierarchies
    /// (A creates X in one and waits for Y, B creates Y in the other and waits for X) can only be
    /// seen — and refused — by a gate that knows both. Its keys are registrations and scope slots,
    /// so hierarchies never contend on an entry, only on this bookkeeping lock, and only while
    /// creating.
    static let shared = CreationGate()

    private let lock = Lock()
    private let released = Condition()
    // Both only touched with `lock` held, so accesses never overlap: without `@exclusivity(unchecked)`
    // each `enter` paid the runtime's dynamic exclusivity checks, about 230 instructions of every
    // creation of a cached instance (callgrind, the request-scoped server example's per-request path).
    /// Which thread (its ``ThreadResolutions``) is creating the instance of each entry.
    @exclusivity(unchecked) private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Which entry each waiting thread waits for.
    @exclusivity(unchecked) private var waiting: [ObjectIdentifier: ObjectIdentifier] = [:]

    enum Admission {
        /// The caller creates the instance and must call ``leave(_:)`` afterwards.
        case owner
        /// The caller creates the instance without owning the gate (cycle, or no waiting allowed).
        case unowned
        /// Another resolution finished creating it: read the cache again.
        case retry
    }

    func enter(_ entry: ObjectIdentifier, as thread: ObjectIdentifier, mayWait: Bool) -> Admission {
        lock.lock()
        defer { lock.unlock() }
        guard let owner = owners[entry] else {
            owners[entry] = thread
            return .owner
        }
        if owner == thread || !mayWait || waitWouldDeadlock(for: thread, on: owner) {
            return .unowned
        }
        waiting[thread] = entry
        while owners[entry] == owner {
            lock.wait(on: released)
        }
        waiting[thread] = nil
        return .retry
    }

    func leave(_ entry: ObjectIdentifier) {
        lock.withLock {
            owners[entry] = nil
            released.broadcast()
        }
    }

    /// Gives up every entry `thread` owns: its creations will never finish (`verify()` abandoned the
    /// thread inside them). Whoever waits reads the cache again, finds nothing and creates.
    func leaveAll(ownedBy thread: ObjectIdentifier) {
        lock.withLock {
            owners = owners.filter { $0.value != thread }
            waiting[thread] = nil
            released.broadcast()
        }
    }

    /// Whether `owner` waits, directly or through other waiters, for something `thread` owns.
    private func waitWouldDeadlock(for thread: ObjectIdentifier, on owner: ObjectIdentifier) -> Bool {
        var current = owner
        var steps = 0
        while let awaited = waiting[current], let next = owners[awaited] {
            if next == thread { return true }
            current = next
            steps += 1
            if steps > owners.count { return true }
        }
        return false
    }
}
