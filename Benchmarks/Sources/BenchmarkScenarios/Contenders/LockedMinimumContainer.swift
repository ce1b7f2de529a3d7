#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hand-written minimum for synchronized resolves (scenario H): a ``MinimumContainer`` whose
/// lookup and factory call happen under one lock, as `synchronize()` serialises factory calls.
final class LockedMinimumContainer: Sendable {
    private let container: MinimumContainer
    private let lock = PlainLock()

    init(_ container: MinimumContainer) {
        self.container = container
    }

    @inline(__always)
    func resolve<Service>(_: Service.Type) -> Service {
        lock.lock()
        defer { lock.unlock() }
        return container.resolve(Service.self)
    }
}

/// A pthread mutex: the cheapest plain lock on Linux.
///
/// `@unchecked Sendable`: the mutex is what makes sharing it safe; its storage never moves.
final class PlainLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    func unlock() { pthread_mutex_unlock(mutex) }
}
