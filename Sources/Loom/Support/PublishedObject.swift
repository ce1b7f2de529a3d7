/// An immutable object published to readers that take no lock, through one atomic word: the one
/// mechanism behind the registry's snapshot (``SnapshotHolder``) and a scope id's
/// (``ScopeInstances``).
///
/// The word holds one retain of the published object, or 0. Writers publish and take it back with
/// their own lock held, and retire what they took to a ``ReaderGuard``
/// (``ReaderGuard/retireAndReclaim(_:)``) once the lock is released; readers read ``current``
/// inside a section of that guard, which keeps what they read alive without a reference count.
/// Every access is in the single total order of sequentially consistent operations, which the
/// guard's reasoning needs (see `LockDiscipline.md`).
struct PublishedObject<Object: AnyObject>: ~Copyable, @unchecked Sendable {
    private let word = AtomicWord(0)

    init() {}

    deinit {
        if let bits = UnsafeRawPointer(bitPattern: word.load()) {
            Unmanaged<Object>.fromOpaque(bits).release()
        }
    }

    /// The published object, unretained: read it inside a section of the writer's guard.
    // @inline(__always): not measured alone: out of line with the scope files' (ScopeContext's among them), S1 705 → 779 instructions.
    @inline(__always)
    var current: Unmanaged<Object>? {
        UnsafeRawPointer(bitPattern: word.loadInTotalOrder()).map(Unmanaged.fromOpaque)
    }

    /// Publishes `object` and returns the one it replaces, if any, to be retired. Caller holds the
    /// writers' lock.
    func publish(_ object: Object) -> Object? {
        let replaced = take()
        word.storeInTotalOrder(Int(bitPattern: Unmanaged.passRetained(object).toOpaque()))
        return replaced
    }

    /// Unpublishes the object, if there is one, and hands it over, to be retired. Caller holds the
    /// writers' lock.
    func take() -> Object? {
        guard let bits = UnsafeRawPointer(bitPattern: word.load()) else { return nil }
        word.storeInTotalOrder(0)
        return Unmanaged<Object>.fromOpaque(bits).takeRetainedValue()
    }
}
