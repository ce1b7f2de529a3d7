internal import CLoomAtomics

/// The containers made while a collector is bound to a task, each with the samples its
/// `verify(samples:)` calls were given: what lets a test verify every container its code built, once
/// that code is done, with the samples it used — a safety net that needs no one to list the
/// containers. Internal, for Loom's own test targets (`@testable import Loom`); no public API.
///
/// The net must not change what it watches: a container is recorded without being kept alive. One
/// released before ``finish()`` leaves a stand-in instead (``Container/verificationStandIn()``, made
/// from the container in its `deinit`): copies of its registrations, whose instances are not the
/// container's, so a sample that proves a container frees its singletons still proves it.
///
/// The normal path pays one atomic load in `Container`'s public `init`, its `deinit` and
/// `verify(samples:)`: ``anyEverBound``, 0 in every process that never binds a collector.
///
/// `@unchecked Sendable`: `entries` and `isOpen` are only touched with `lock` held, and no user code
/// runs while it is held (stand-ins are made, and containers released, outside it).
final class ContainerCollector: @unchecked Sendable {
    /// A container the collector recorded and the samples it was verified with.
    struct Collected {
        /// The container, or the stand-in of one released before ``finish()``.
        let container: Container
        /// Every sample its `verify(samples:)` and `dependencyGraph(samples:)` calls were given, in order.
        let samples: [VerificationSample]
        /// Whether the container was released before ``finish()``, so ``container`` is its stand-in.
        let isStandIn: Bool
    }

    private struct Entry {
        let id: ObjectIdentifier
        weak var container: Container?
        var standIn: Container?
        var samples: [VerificationSample] = []
    }

    private let lock = Lock()
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var isOpen = true

    init() {}

    // MARK: Binding

    /// The collector bound to the running task, if any.
    @TaskLocal private static var bound: ContainerCollector?

    /// Whether a collector was ever bound in this process: until then, nothing need read the
    /// task-local. Never reset. One load of a global word (see ``Overlay/anyEverBound``).
    static var anyEverBound: Bool { loom_atomic_load_acquire(&collectorsEverBound) != 0 }

    /// Runs `body` with this collector bound: the containers made in it and its child tasks are
    /// recorded.
    func collecting<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        loom_atomic_store_release(&collectorsEverBound, 1)
        return try await Self.$bound.withValue(self, operation: body, isolation: isolation)
    }

    // MARK: Recording

    /// Called by `Container.init`: records `container` in the collector bound to the running task.
    static func noteMade(_ container: Container) {
        guard let collector = bound else { return }
        let recorded = collector.lock.withLock {
            guard collector.isOpen else { return false }
            collector.entries.append(Entry(id: ObjectIdentifier(container), container: container))
            return true
        }
        if recorded { recorders.withLock { $0[ObjectIdentifier(container)] = collector } }
    }

    /// Called by `verify(samples:)`: adds `samples` to the samples of `container`, if the collector
    /// bound to the running task recorded it.
    static func noteSamples(_ samples: [VerificationSample], for container: Container) {
        guard !samples.isEmpty, let collector = bound else { return }
        let id = ObjectIdentifier(container)
        collector.lock.withLock {
            guard let index = collector.entries.firstIndex(where: { $0.id == id && $0.container === container }) else { return }
            collector.entries[index].samples += samples
        }
    }

    /// Called by `Container.deinit`: when an open collector recorded `container`, gives it the
    /// container's stand-in. `container` is being deinitialised: it is read, never kept.
    static func noteReleasing(_ container: Container) {
        let id = ObjectIdentifier(container)
        guard let collector = recorders.withLock({ $0.removeValue(forKey: id) }) else { return }
        let standIn = container.verificationStandIn()
        let kept = collector.lock.withLock { () -> Bool in
            guard collector.isOpen, let index = collector.entries.firstIndex(where: { $0.id == id && $0.standIn == nil }) else {
                return false
            }
            collector.entries[index].standIn = standIn
            return true
        }
        if !kept { withExtendedLifetime(standIn) {} }  // released here, out of the lock
    }

    /// Ends the recording and returns what it recorded, in the order the containers were made:
    /// each container still alive (held strongly from now on), and the stand-in of each released one.
    /// `Container.default`, shared by everything running at once, is left out.
    func finish() -> [Collected] {
        let recorded = lock.withLock { () -> [Entry] in
            isOpen = false
            defer { entries = [] }
            return entries
        }
        Self.recorders.withLock { recorders in
            for entry in recorded where recorders[entry.id] === self { recorders[entry.id] = nil }
        }
        let shared = Container.default
        return recorded.compactMap { entry in
            if let container = entry.container {
                return container === shared ? nil : Collected(container: container, samples: entry.samples, isStandIn: false)
            }
            return entry.standIn.map { Collected(container: $0, samples: entry.samples, isStandIn: true) }
        }
    }

    /// Which open collector recorded each container alive, by the container's identity: what its
    /// `deinit`, which may run on any thread, outside the recording task, finds its collector by.
    private static let recorders = Locked<[ObjectIdentifier: ContainerCollector]>([:])
}

/// ``ContainerCollector/anyEverBound``'s word: 0, then 1 for good. Statically initialised, and only
/// accessed through the atomic operations (see `overlaysEverBound`).
@exclusivity(unchecked) nonisolated(unsafe) private var collectorsEverBound = 0

/// A value behind a ``Lock``.
///
/// `@unchecked Sendable`: `value` is only touched with `lock` held.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = Lock()
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.withLock { body(&value) }
    }
}
