internal import CLoomAtomics
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The value an ``Inject`` property resolved on first access, kept for later ones and shared by
/// every copy of the wrapper, in a struct owner too.
///
/// One allocation per property: the kept value in a `ManagedBuffer`'s header and, as its one
/// element, a state word (`empty`, `writing`, `ready`) — a word with a stable address for the C
/// atomics, where a lock of its own cost every wrapper a second allocation and a mutex. The resolve
/// runs outside any lock; the first thread to move the state from `empty` to `writing` keeps its
/// value, publishes it with a release store of `ready`, and a reader that loads `ready` (acquire)
/// reads it.
///
/// ``Injected`` does not use it: it keeps its value in its owner (see its `_enclosingInstance`
/// subscript), which saved this allocation, the largest cost of making an owner and reading it.
/// Not inlinable: `Inject`, its one user, is not either.
///
/// `@unchecked Sendable`: the header is written once, by the thread that won the state word, before
/// it publishes `ready`, and only read after loading `ready`. A wrapper that holds one is `Sendable`
/// only when `Value` is, so a value never crosses isolation domains that a plain stored property of
/// its type could not.
struct ResolvedValue<Value>: @unchecked Sendable {
    private let buffer: ManagedBuffer<Value?, Int>

    init() {
        buffer = .create(minimumCapacity: 1) { buffer in
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: ResolvedValueState.empty) }
            return nil
        }
    }

    /// The kept value; else the one `resolve` gives, kept if it is not `nil`. When two threads
    /// resolve the first access at once, both get the value kept first.
    func value(resolvingWith resolve: () -> Value?) -> Value? {
        if let kept = kept() { return kept }
        guard let resolved = resolve() else { return nil }
        return keep(resolved)
    }

    /// The kept value, if one is published.
    private func kept() -> Value? {
        buffer.withUnsafeMutablePointers { header, state in
            ResolvedValueState.isReady(state) ? header.pointee : nil
        }
    }

    /// Keeps `resolved` unless another thread kept a value first; returns the value kept.
    private func keep(_ resolved: Value) -> Value {
        buffer.withUnsafeMutablePointers { header, state in
            if ResolvedValueState.beginWriting(state) {
                header.pointee = resolved
                ResolvedValueState.publish(state)
                return resolved
            }
            // Another thread is storing its value: a few instructions away from publishing it.
            ResolvedValueState.waitUntilReady(state)
            guard let kept = header.pointee else {
                preconditionFailure("Loom internal error: a property wrapper published no value")
            }
            return kept
        }
    }
}

/// The states of a ``ResolvedValue``'s word and the atomic operations on it.
enum ResolvedValueState {
    static let empty = 0
    static let writing = 1
    static let ready = 2

    /// Whether the word says `ready` (an acquire load: the value written before is visible).
    static func isReady(_ state: UnsafeMutablePointer<Int>) -> Bool {
        loom_atomic_load_acquire(state) == ready
    }

    /// Moves the word from `empty` to `writing`; whether this thread did.
    static func beginWriting(_ state: UnsafeMutablePointer<Int>) -> Bool {
        loom_atomic_compare_exchange(state, empty, writing)
    }

    /// Sets the word to `ready` (a release store: the value written before is published).
    static func publish(_ state: UnsafeMutablePointer<Int>) {
        loom_atomic_store_release(state, ready)
    }

    /// Waits for the thread that moved the word to `writing` to publish its value.
    static func waitUntilReady(_ state: UnsafeMutablePointer<Int>) {
        while loom_atomic_load_acquire(state) != ready {
            sched_yield()
        }
    }
}
