// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

internal import CLoomAtomics

/// One machine word read and written atomically: a flag checked on a hot path without taking a
/// lock. Acquire loads and release stores (plain moves on x86-64, `ldar`/`stlr` on arm64).
///
/// Its own allocation, because Swift gives a class's stored property no stable address to hand
/// to C. `@unchecked Sendable`: every access goes through the atomic operations.
struct AtomicWord: ~Copyable, @unchecked Sendable {
    fileprivate let word: UnsafeMutablePointer<Int>

    init(_ value: Int) {
        word = .allocate(capacity: 1)
        word.initialize(to: value)
    }

    deinit {
        word.deallocate()
    }

    @inline(__always)
    func load() -> Int {
        loom_atomic_load_acquire(word)
    }

    @inline(__always)
    func store(_ value: Int) {
        loom_atomic_store_release(word, value)
    }
}

extension AtomicWord {
    /// Reads the word in the single total order of sequentially consistent operations, which
    /// ``ReaderGuard``'s reasoning needs for a published pointer.
    @inline(__always)
    func loadInTotalOrder() -> Int {
        loom_atomic_load_seq_cst(word)
    }

    /// Adds 1 to the word, in that single total order; returns the new value.
    @inline(__always)
    func increment() -> Int {
        loom_atomic_increment(word) + 1
    }

    /// Writes the word in that single total order.
    @inline(__always)
    func storeInTotalOrder(_ value: Int) {
        loom_atomic_store_seq_cst(word, value)
    }
}
