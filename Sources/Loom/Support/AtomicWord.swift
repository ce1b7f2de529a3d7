internal import CLoomAtomics

/// One machine word read and written atomically: a flag checked on a hot path without taking a
/// lock. Acquire loads and release stores (plain moves on x86-64, `ldar`/`stlr` on arm64).
///
/// Its own allocation, because Swift gives a class's stored property no stable address to hand
/// to C. `@unchecked Sendable`: every access goes through the atomic operations.
struct AtomicWord: ~Copyable, @unchecked Sendable {
    private let word: UnsafeMutablePointer<Int>

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
