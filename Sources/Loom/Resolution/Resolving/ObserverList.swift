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

/// Non-zero while resolves must take the observed path: one for the installed resolution observers
/// (if any), plus one per dependency-graph recording in progress (``DependencyGraphRecorder``). A
/// global with a constant initial value is initialised statically: reading it passes no lazy
/// initialisation (`swift_once`), which a `static let` on a type would, on every resolve. Only
/// touched through the atomic operations.
@exclusivity(unchecked) nonisolated(unsafe) private var observedPathReasons = 0

/// Non-zero while a resolution observer is installed. Read on failure paths and on the observed
/// path only, never on the resolve hot path. Only touched through the atomic operations.
@exclusivity(unchecked) nonisolated(unsafe) private var observersActive = 0

/// The installed resolution observers, and the flags a resolve reads to learn that there are none.
///
/// `@unchecked Sendable`: `observers` is only touched with `lock` held; observers are called with
/// a copy, outside the lock. The flags, `observersActive` and `observedPathReasons`, are read and
/// written atomically; the observers' share of both is written with `lock` held.
final class ObserverList: @unchecked Sendable {
    static let shared = ObserverList()

    private let lock = Lock()
    private var observers: [any ResolutionObserver] = []
    /// Whether any observer is installed: one atomic load, no lazy initialisation of `shared`.
    static var isActive: Bool { loom_atomic_load_acquire(&observersActive) != 0 }

    /// Whether resolves must take the observed path (`Container.observedInstance`): an observer is
    /// installed, or a dependency graph is being recorded on some thread. The one load the resolve
    /// hot path pays for both.
    static var observedPathWanted: Bool { loom_atomic_load_acquire(&observedPathReasons) != 0 }

    /// Makes resolves take the observed path until the matching ``endObservedPath()``: a graph
    /// recording begins.
    static func beginObservedPath() {
        _ = loom_atomic_increment(&observedPathReasons)
    }

    /// Ends what ``beginObservedPath()`` began.
    static func endObservedPath() {
        _ = loom_atomic_decrement(&observedPathReasons)
    }

    func add(_ observer: any ResolutionObserver) {
        lock.withLock {
            if observers.isEmpty {
                loom_atomic_store_release(&observersActive, 1)
                _ = loom_atomic_increment(&observedPathReasons)
            }
            observers.append(observer)
        }
        ScopeEvents.install(
            begin: { scope in ObserverList.shared.notify { $0.scopeDidBegin(scope) } },
            end: { scope, instances, disposed in
                ObserverList.shared.notify { $0.scopeDidEnd(scope, instances: instances, disposed: disposed) }
            })
    }

    func remove(_ id: ObjectIdentifier) {
        let empty = lock.withLock {
            let wasEmpty = observers.isEmpty
            observers.removeAll { ObjectIdentifier($0) == id }
            if observers.isEmpty && !wasEmpty {
                loom_atomic_store_release(&observersActive, 0)
                _ = loom_atomic_decrement(&observedPathReasons)
            }
            return observers.isEmpty
        }
        if empty {
            ScopeEvents.install(begin: nil, end: nil)
        }
    }

    /// The observers now installed.
    var current: [any ResolutionObserver] {
        lock.withLock { observers }
    }

    /// Calls `body` for each installed observer, outside the lock.
    func notify(_ body: (any ResolutionObserver) -> Void) {
        for observer in current {
            body(observer)
        }
    }

    /// Monotonic nanoseconds, for resolve durations.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
