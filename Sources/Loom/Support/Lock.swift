#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// A small mutual-exclusion lock over `pthread_mutex_t`.
///
/// Loom does not use `Synchronization.Mutex` because it needs macOS 15 / iOS 18, and Loom is a
/// drop-in for apps that deploy far below that. See `LockDiscipline.md` in the DocC catalog for the
/// rules every lock in Loom follows; the short version is: *no user code runs while a `Lock` is held*,
/// except under the hierarchy lock that `synchronize()` promises, in an `InstanceStorage`, and in a
/// `ServiceKeyOption`'s hashing and comparison. Debug builds track the holder, so that
/// ``assertHeld(_:)`` checks every `…Locked` function's precondition.
///
/// `@unchecked Sendable`: the mutex is heap-allocated once, never moved, and only touched through
/// the pthread API, which is thread-safe by definition.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #if DEBUG
    /// The thread holding the lock and how many times it took it (debug builds only): what
    /// ``assertHeld(_:)`` checks. Written only by the holder, with the mutex held.
    private var owner: pthread_t?
    private var holds = 0
    #endif

    /// Creates a lock; a recursive lock may be taken again by the thread that holds it.
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        } else {
            Self.spinBeforeSleeping(&attributes)
        }
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "Loom: pthread_mutex_init failed (\(status))")
    }

    /// On glibc, makes the mutex spin for a short while before it puts a waiting thread to sleep.
    ///
    /// Nearly every hold of a Loom lock is a few hundred instructions with no user code in it, so a
    /// thread that finds it taken almost always gets it by waiting that long; behind a hold that does
    /// run user code (the exceptions `LockDiscipline.md` lists) a waiter spins its short while and
    /// then sleeps, as before. glibc's default mutex
    /// sleeps at once instead, and the holder's `unlock` then pays a system call to wake it: with
    /// requests on both cores of a two-core server each opening a scope, resolving in it and ending
    /// it, a fifth of the CPU time went to those sleeps and wake-ups (`middleware-bench --tasks 64`
    /// in the request-scoped server example, whose README has the numbers). Other platforms keep
    /// their default mutex.
    private static func spinBeforeSleeping(_ attributes: inout pthread_mutexattr_t) {
        #if canImport(Glibc)
        let status = pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        assert(status == 0, "Loom: glibc refused an adaptive mutex (\(status))")
        #endif
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() {
        pthread_mutex_lock(mutex)
        #if DEBUG
        owner = pthread_self()
        holds += 1
        #endif
    }

    @inline(__always)
    func unlock() {
        #if DEBUG
        assertHeld("unlocking a Lock this thread does not hold")
        holds -= 1
        if holds == 0 { owner = nil }
        #endif
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` with the lock held. `body` must not call user code (see `LockDiscipline.md`).
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Blocks on `condition` until it is signalled; the caller must hold this lock.
    func wait(on condition: Condition) {
        #if DEBUG
        assertHeld("waiting on a condition without holding its Lock")
        let (savedOwner, savedHolds) = (owner, holds)
        (owner, holds) = (nil, 0)
        #endif
        pthread_cond_wait(condition.pointer, mutex)
        #if DEBUG
        (owner, holds) = (savedOwner, savedHolds)
        #endif
    }

    /// Stops a debug build when the calling thread does not hold this lock: every `…Locked`
    /// function starts with it, so the rule written in its name is checked, not only stated.
    /// Compiled out of release builds.
    @inline(__always)
    func assertHeld(_ message: @autoclosure () -> String = "a …Locked function called without its Lock held") {
        #if DEBUG
        guard let owner, pthread_equal(owner, pthread_self()) != 0 else {
            preconditionFailure("Loom internal error: \(message())")
        }
        #endif
    }
}

/// A condition variable used together with a ``Lock``.
///
/// `@unchecked Sendable` for the same reason as ``Lock``: a fixed heap cell used only through pthreads.
final class Condition: @unchecked Sendable {
    fileprivate let pointer: UnsafeMutablePointer<pthread_cond_t>

    init() {
        pointer = .allocate(capacity: 1)
        pthread_cond_init(pointer, nil)
    }

    deinit {
        pthread_cond_destroy(pointer)
        pointer.deallocate()
    }

    /// Wakes every thread waiting on this condition.
    func broadcast() {
        pthread_cond_broadcast(pointer)
    }
}
