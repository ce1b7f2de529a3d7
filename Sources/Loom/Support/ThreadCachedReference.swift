// Every `@inline(__always)` in this file: S1 705 → 779 instructions with ScopeContext's and
// ThreadCachedReference's out of line (measured together, not one by one).

/// An object read on nearly every access and replaced rarely, if ever: what ``Container/default``
/// is kept in.
///
/// - Until the first replacement a read is one acquire load of a generation word, and the first
///   object — kept for the life of this reference, replaced or not, so that a reader that saw
///   generation 0 may go on using it whatever happens next, even without a retain
///   (``borrowedFirst``).
/// - After one, each thread keeps the object it read last with the generation it read it in, and
///   takes the lock only when a replacement has bumped the generation since. A replaced object
///   stays alive until every thread that read it reads again or ends: each thread's slot holds one
///   reference.
///
/// Why not a lock per read: it cost every property wrapper's first read a mutex taken and
/// released, two atomic read-modify-writes and about 70 instructions (callgrind, make an owner with
/// one by-type `@Injected` property and read it, scenario I2: 1,288 → 1,224 instructions with the
/// generation-0 read); reading the thread's slot on every access cost about 60. Not a
/// ``PublishedObject`` behind a ``ReaderGuard``, as the registry's snapshot is: a reader's section
/// there is an atomic increment and decrement per read, what the lock cost, where a default that
/// is replaced once at start-up, if ever, can afford to keep its first object for good.
///
/// `@unchecked Sendable`: `object` is only accessed with `lock` held, the generation atomically, and
/// each slot only by its own thread.
final class ThreadCachedReference<Object: AnyObject>: @unchecked Sendable {
    private let lock = Lock()
    /// The object this reference was made with: what every read returns until the first replacement.
    private let first: Object
    /// Guarded by `lock`.
    @exclusivity(unchecked) private var object: Object
    /// Bumped, with `lock` held, after each replacement of `object`.
    private let generation = AtomicWord(0)
    private let slots = ThreadLocal { ThreadCachedSlot<Object>() }

    init(_ object: Object) {
        first = object
        self.object = object
    }

    /// The object: this thread's copy while no replacement came after it, else the current one.
    @inline(__always)
    var current: Object {
        if generation.load() == 0 { return first }
        return slots.withValue { slot in
            if slot.generation == generation.load(), let object = slot.object {
                return object
            }
            return refresh(slot)
        }
    }

    /// The first object, unretained, while no replacement came: this reference keeps it alive for
    /// its own life, so a caller whose reference outlives the use may use it without a retain.
    @inline(__always)
    var borrowedFirst: Unmanaged<Object>? {
        guard generation.load() == 0 else { return nil }
        #if DEBUG
        // The invariant the unretained use rests on: generation 0 means `object` is still `first`
        // (both are changed together, with the lock held; a replacement may have come since the
        // load above, which leaves `first` alive all the same).
        lock.withLock {
            assert(generation.load() != 0 || object === first, "Loom internal error: generation 0 with another object")
        }
        #endif
        return .passUnretained(first)
    }

    /// Replaces the object. The replaced one is released here, after the lock: its `deinit` runs no
    /// code of ours with the lock held.
    func replace(with replacement: Object) {
        let replaced: Object = lock.withLock {
            defer { generation.store(generation.load() + 1) }
            return swapLocked(replacement)
        }
        _ = replaced
    }

    /// Takes the current object and its generation into this thread's slot.
    @inline(never)
    private func refresh(_ slot: ThreadCachedSlot<Object>) -> Object {
        let (current, read) = lock.withLock { (object, generation.load()) }
        slot.object = current
        slot.generation = read
        return current
    }

    /// Sets `object`, returning the one it held. Caller holds `lock`.
    private func swapLocked(_ replacement: Object) -> Object {
        lock.assertHeld()
        defer { object = replacement }
        return object
    }
}

/// One thread's copy of a ``ThreadCachedReference``'s object: read and written only by that thread.
final class ThreadCachedSlot<Object: AnyObject> {
    /// The generation `object` was read in; -1 before the first read.
    var generation = -1
    var object: Object?
}
