/// The reader slots of ``ReaderGuard``s in which an ``AbandonableThread`` that gave its work up may
/// still count as a reader: a section it entered and will never leave.
///
/// Such a section only postpones releases in its guard (nothing ever waits for a reader), and the
/// abandoned thread never loads anything again; what it changes is the debug check that a guard
/// ends with no reader inside, which must not fail for a reader that can never read. The check
/// passes over these slots.
///
/// `@unchecked Sendable`: `slots` is only touched with `lock` held.
final class AbandonedReaders: @unchecked Sendable {
    static let shared = AbandonedReaders()

    private let lock = Lock()
    private var slots: Set<Int> = []

    /// Records that the thread reading on `slot` was abandoned.
    func add(slot: Int) {
        lock.withLock { _ = slots.insert(slot % ReaderGuard.slotCount) }
    }

    /// Whether an abandoned thread read on `slot`.
    func contains(slot: Int) -> Bool {
        lock.withLock { slots.contains(slot % ReaderGuard.slotCount) }
    }
}
