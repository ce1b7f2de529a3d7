/// One container's own registrations and behaviours, behind a lock.
///
/// `@unchecked Sendable`: `services` and `behaviors` are only read or written with `lock` held, and
/// no user code (factories, behaviours) ever runs while it is held.
final class Registry: @unchecked Sendable {
    private let lock = Lock()
    private var services: [ServiceKey: Registration] = [:]
    private var behaviors: [Behavior] = []

    func registration(for key: ServiceKey) -> Registration? {
        lock.lock()
        defer { lock.unlock() }
        return services[key]
    }

    /// Stores `registration` under `key` (replacing any earlier one) and returns the behaviours to notify.
    func insert(_ registration: Registration, for key: ServiceKey) -> [Behavior] {
        lock.withLock {
            services[key] = registration
            return behaviors
        }
    }

    func add(_ behavior: Behavior) {
        lock.withLock { behaviors.append(behavior) }
    }

    func removeAll() {
        lock.withLock { services.removeAll() }
    }

    /// A copy of every registration, for diagnostics and whole-container operations.
    var snapshot: [ServiceKey: Registration] {
        lock.withLock { services }
    }

    func containsKey(where predicate: (ServiceKey) -> Bool) -> Bool {
        lock.withLock { services.keys.contains(where: predicate) }
    }
}
