// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

internal import CLoomAtomics

/// Lets threads read objects that a writer may replace at any moment without taking a lock, and
/// releases each replaced object only once no reader can still be using it: read-copy-update, with
/// reader counts per thread slot in two generations.
///
/// - A reader ``enter(slot:)``s, loads published pointers and uses what they point to, then
///   ``leave(_:)``s. Entering adds 1 to its slot's counter of the current generation. Slots are
///   cache lines apart, so readers on different slots write no memory in common: two threads
///   resolving from one container do not slow each other down.
/// - A writer unpublishes (or replaces) an object, then ``retire(contentsOf:)``s it, which keeps it alive.
///   Once the writer holds none of its own locks it calls ``reclaim()``: the retired objects wait
///   while readers are flipped to the other generation, and are released as soon as every counter
///   of the generation they were retired in is 0 — every reader that could have loaded them has
///   left. Nothing ever waits for a reader: a reader still inside only postpones the release to the
///   moment it leaves (the last one out reclaims).
/// - Each container hierarchy has its own guard, so a resolve in progress in one hierarchy never
///   postpones a release in another (parallel tests stay apart).
///
/// Why a reader can never use a released object: every counter operation, every load and store of a
/// published pointer, of the generation and of the pending word is sequentially consistent. A
/// reader counts in a generation and then reads the generation again, and stays only if it has not
/// changed (``enter(slot:afterReadingGeneration:)``): so it counts in the generation that is current
/// when it starts loading pointers. A writer unpublishes, then (later in that single order) flips the
/// generation and reads the counters of the one it left. A reader that did load the old pointer
/// counted in that generation before the load, so before the writer's read: the writer sees it and
/// keeps the object waiting, and does not flip again until that generation is seen drained. A reader
/// that starts after the writer's read loads the pointer after the unpublishing, so it never sees
/// the old object. And why the release is never forgotten: the last reader of the draining
/// generation decrements after the writer read its count, so its read of the pending word comes
/// after the writer's store of it, and it reclaims.
///
/// At 16 threads: each thread's resolve writes only its own slot's counter (threads numbered alike
/// modulo ``slotCount`` share a line, which costs speed, never safety), and reads two words that
/// change only when something is registered. A writer's cost grows with the slots, not the threads.
///
/// `@unchecked Sendable`: the counters, the generation and the pending word are only accessed
/// atomically; the retired lists only with `lock` held.
final class ReaderGuard: @unchecked Sendable {
    /// How many reader slots a guard has; a thread uses the slot of its number modulo this.
    static let slotCount = 16
    /// Words per cache line: each slot's two counters fill one line, so slots never share one.
    private static let lineWords = 8

    /// Line 0: the current generation (0 or 1) and what waits to be released (``Pending``). Lines
    /// 1…``slotCount``: each slot's counter of generation 0, then of generation 1.
    private let words: UnsafeMutablePointer<Int>
    private let lock = Lock()
    /// Retired since the last flip: readers of either generation may hold them. Guarded by `lock`.
    @exclusivity(unchecked) private var retired: [AnyObject] = []
    /// Retired before the last flip: only readers of the previous generation may hold them.
    /// Guarded by `lock`.
    @exclusivity(unchecked) private var waiting: [AnyObject] = []

    init() {
        let count = (Self.slotCount + 1) * Self.lineWords
        let raw = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Int>.stride, alignment: 64)
        words = raw.initializeMemory(as: Int.self, repeating: 0, count: count)
    }

    deinit {
        #if DEBUG
        for slot in 0..<Self.slotCount {
            precondition(
                counter(slot: slot, generation: 0).pointee == 0 && counter(slot: slot, generation: 1).pointee == 0
                    || AbandonedReaders.shared.contains(slot: slot),
                "Loom internal error: a reader guard ended with a reader inside"
            )
        }
        #endif
        words.deallocate()  // the retired lists are released with the guard: no reader is left
    }

    /// What ``leave(_:)`` needs: the counter ``enter(slot:)`` incremented, and its generation.
    struct Section {
        fileprivate let counter: UnsafeMutablePointer<Int>
        fileprivate let generation: Int
    }

    /// The values of the pending word: what a leaving reader may do about retired objects.
    private enum Pending {
        /// Nothing is retired.
        static let nothing = 0
        /// Objects are retired and none waits for a generation to drain: reclaiming flips at once.
        static let flip = 1
        /// Objects wait for generation `value - drainingBase` to drain: only a reader leaving that
        /// generation can finish it, so readers of the current one do not take the lock for it (a
        /// resolve that runs for seconds would otherwise send every other resolve through it).
        static let drainingBase = 2
    }

    private var generation: UnsafeMutablePointer<Int> { words }
    private var pending: UnsafeMutablePointer<Int> { words + 1 }

    @inline(__always)
    private func counter(slot: Int, generation: Int) -> UnsafeMutablePointer<Int> {
        words + (1 + slot) * Self.lineWords + generation
    }

    /// Announces a reader on `slot` (any number: it is taken modulo ``slotCount``). Pair with
    /// ``leave(_:)`` once nothing loaded since is used any more.
    @inline(__always)
    func enter(slot: Int) -> Section {
        enter(slot: slot, afterReadingGeneration: {})
    }

    /// ``enter(slot:)``, running `pause` between reading the generation and counting in it: tests
    /// put a writer's flip there, the moment a reader can be overtaken. (An empty closure, as
    /// ``enter(slot:)`` passes, is inlined away.)
    ///
    /// Reading the generation and counting in it are two steps. A writer may flip in between and
    /// find the generation read drained before the count lands: a reader counting there would be
    /// invisible to the next flip, which releases what it may load. So the reader reads the
    /// generation again after counting and, if it changed, leaves and counts in the new one. Once
    /// the second read agrees, every later flip away from that generation reads the counter after
    /// the count, and no flip follows it until the generation is seen drained. (The second read is
    /// one load of a word that changes only on reclaiming, the retry is out of line: callgrind,
    /// graph of 12 18,682 → 18,711 instructions per root of 21 sections.)
    @inline(__always)
    func enter(slot: Int, afterReadingGeneration pause: () -> Void) -> Section {
        let current = loom_atomic_load_seq_cst(generation)
        pause()
        let section = count(slot: slot, generation: current)
        if loom_atomic_load_seq_cst(generation) == current { return section }
        return enterAgain(slot: slot, leaving: section)
    }

    /// Counts a reader on `slot` in `generation`.
    @inline(__always)
    private func count(slot: Int, generation: Int) -> Section {
        let counter = counter(slot: slot & (Self.slotCount - 1), generation: generation)
        let before = loom_atomic_increment(counter)
        #if DEBUG
        precondition(before >= 0, "Loom internal error: a reader count below 0")
        #endif
        _ = before
        return Section(counter: counter, generation: generation)
    }

    /// A reader overtaken by a flip: leaves `stray`, counted where a writer may already have looked
    /// (which reclaims what it held back), and counts in the current generation until one agrees.
    /// Out of line: it runs only when a writer flipped in those few instructions.
    @inline(never)
    private func enterAgain(slot: Int, leaving stray: Section) -> Section {
        leave(stray)
        while true {
            let current = loom_atomic_load_seq_cst(generation)
            let section = count(slot: slot, generation: current)
            if loom_atomic_load_seq_cst(generation) == current { return section }
            leave(section)
        }
    }

    /// Ends a reader's section; the last reader out releases what was retired meanwhile.
    @inline(__always)
    func leave(_ section: Section) {
        let before = loom_atomic_decrement(section.counter)
        #if DEBUG
        precondition(before > 0, "Loom internal error: a reader left a section it had not entered")
        #endif
        _ = before
        let state = loom_atomic_load_seq_cst(pending)
        if state == Pending.flip || state == Pending.drainingBase + section.generation {
            reclaim()
        }
    }

    /// Keeps `object` until no reader can be using it. The caller has already unpublished it; it
    /// calls ``reclaim()`` once it holds no lock of its own (releasing can run a `deinit`).
    func retire(contentsOf objects: [AnyObject]) {
        lock.withLock {
            retired.append(contentsOf: objects)
            if waiting.isEmpty { loom_atomic_store_seq_cst(pending, Pending.flip) }
        }
    }

    /// ``retire(contentsOf:)`` then ``reclaim()``: for a writer that holds no lock any more, which
    /// is every writer once its change is made.
    func retireAndReclaim(_ objects: [AnyObject]) {
        guard !objects.isEmpty else { return }
        retire(contentsOf: objects)
        reclaim()
    }

    /// Releases the retired objects no reader can be using any more; never waits for a reader.
    func reclaim() {
        // Released when this goes out of scope, after the lock: a `deinit` may resolve again.
        var released: [AnyObject] = []
        lock.withLock {
            let current = loom_atomic_load_seq_cst(generation)
            if !waiting.isEmpty, isDrainedLocked(generation: 1 - current) {
                swap(&released, &waiting)
            }
            if waiting.isEmpty, !retired.isEmpty {
                // Flip: readers entering from now on count in the other generation, so the one the
                // retired objects may be held in only drains.
                loom_atomic_store_seq_cst(generation, 1 - current)
                swap(&waiting, &retired)
                if isDrainedLocked(generation: current) {
                    released.append(contentsOf: waiting)
                    waiting.removeAll()
                }
            }
            let draining = 1 - loom_atomic_load_seq_cst(generation)
            loom_atomic_store_seq_cst(
                pending,
                !waiting.isEmpty ? Pending.drainingBase + draining : retired.isEmpty ? Pending.nothing : Pending.flip
            )
        }
    }

    /// Whether no reader counts in `generation`. Caller holds `lock`.
    private func isDrainedLocked(generation: Int) -> Bool {
        lock.assertHeld()
        for slot in 0..<Self.slotCount where loom_atomic_load_seq_cst(counter(slot: slot, generation: generation)) != 0 {
            return false
        }
        return true
    }

    /// How many retired objects still wait for readers to leave (for tests).
    var waitingCount: Int {
        lock.withLock { retired.count + waiting.count }
    }
}
