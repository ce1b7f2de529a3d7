internal import CLoomAtomics

/// What makes a container the overlay of ``Container/withOverrides(_:operation:)-(_,()->R)``: the
/// container it is layered over, the keys it hides, and the overridden types, to tell when an older
/// singleton holds one.
///
/// An overlay is a child container of the overlaid one (or of the enclosing overlay of the same
/// container). Its own registry holds the overrides; a lookup that misses there comes here
/// (``lookUpBelow(_:cached:needsRegistration:in:)``) before it falls back to the parent.
///
/// `@unchecked Sendable`: `hidden`, `overridden` and `checked` are only touched with `lock` held,
/// and no user code runs while it is held (the `matches` closures are `is` casts).
final class Overlay: @unchecked Sendable {
    /// The container whose resolves this overlay answers, in the tasks that bound it. Strong: a
    /// `Task {}` started inside may keep the binding after `withOverrides` returned (no cycle: the
    /// container never references its overlays).
    let base: Container
    private let lock = Lock()
    /// Keys unregistered in the overlay: lookups stop here instead of reaching the parent.
    @exclusivity(unchecked) private var hidden: Set<ServiceKey> = []
    /// Each overridden (registered or unregistered) key, with a test for "is an instance of its
    /// service type".
    @exclusivity(unchecked) private var overridden: [(key: ServiceKey, matches: (Any) -> Bool)] = []
    /// The keys of older singletons already checked for captured overridden services.
    @exclusivity(unchecked) private var checked: Set<ServiceKey> = []

    init(over base: Container) {
        self.base = base
    }

    // MARK: Binding

    /// The overlays the running task has bound, innermost first.
    @TaskLocal static var bindings: OverlayBinding?

    /// Whether `withOverrides` ever bound an overlay in this process: until then a resolve need not
    /// read the task-local. Never reset (a `Task {}` started inside keeps its binding). One load of
    /// a global word: a Swift `static let` would cost a lazy-initialisation check on every resolve.
    static var anyEverBound: Bool { loom_atomic_load_acquire(&overlaysEverBound) != 0 }

    /// Sets ``anyEverBound``.
    static func noteBound() {
        loom_atomic_store_release(&overlaysEverBound, 1)
    }

    /// The innermost overlay the running task has bound over `container`, if any.
    static func bound(over container: Container) -> Container? {
        var binding = bindings
        while let current = binding {
            if current.overlay.overlay?.base === container { return current.overlay }
            binding = current.outer
        }
        return nil
    }

    // MARK: Overriding

    /// Records that the overlay registers or removes `key` of `Service`.
    func noteOverride<Service>(of _: Service.Type, key: ServiceKey) {
        lock.withLock {
            hidden.remove(key)
            overridden.append((key, { $0 is Service }))
        }
    }

    /// Hides `key` from lookups through the overlay.
    func hide<Service>(_: Service.Type, key: ServiceKey) {
        noteOverride(of: Service.self, key: key)
        lock.withLock { _ = hidden.insert(key) }
    }

    func hides(_ key: ServiceKey) -> Bool {
        lock.withLock { hidden.contains(key) }
    }

    // MARK: Lookup

    /// A lookup in `overlay` that missed its own registry: `nil` for a hidden key; otherwise the
    /// parent's registration, except that a singleton (container-scoped) registration that has no
    /// instance yet is copied into the overlay, so the instance is created and kept there.
    func lookUpBelow(
        _ key: ServiceKey,
        cached: inout Any?,
        needsRegistration: Bool,
        in overlay: Container
    ) -> Registry.Found? {
        if hides(key) { return nil }
        guard let parent = overlay.parent,
              let found = parent.lookUp(key, cached: &cached, needsRegistration: true),
              let registration = found.registration?.takeUnretainedValue()
        else { return nil }
        guard let reading = found.reading, reading.sharing == .shared else { return found }
        if let instance = cached.take() {
            // Out of `cached` while the report reflects on it: a `customMirror` is user code, which
            // may resolve, and `cached` may be the thread's `ThreadResolutions.foundInstance`.
            reportCapture(by: instance, of: key, to: overlay.debugHelper)
            cached = instance
            return (needsRegistration ? found.registration : nil, reading)
        }
        _ = overlay.registry.insertCopyIfAbsent(registration.copy(for: overlay.registry.snapshots), for: key)
        return overlay.registry.lookUp(key, cached: &cached, needsRegistration: needsRegistration)
    }

    /// Logs, once per key, when `instance` — a singleton made before this overlay — holds an
    /// instance of an overridden service in a stored property: the override cannot reach it.
    private func reportCapture(by instance: Any, of key: ServiceKey, to debugHelper: DebugHelper) {
        let tests = lock.withLock { () -> [(key: ServiceKey, matches: (Any) -> Bool)] in
            guard !overridden.isEmpty, checked.insert(key).inserted else { return [] }
            return overridden
        }
        guard !tests.isEmpty else { return }
        for child in Mirror(reflecting: instance).children {
            for test in tests where test.key != key && test.matches(child.value) {
                debugHelper.overrideCannotReach(Self.captureMessage(holder: key, property: child.label, held: test.key))
            }
        }
    }

    /// The diagnostic for a singleton that captured an overridden service before the override.
    static func captureMessage(holder: ServiceKey, property: String?, held: ServiceKey) -> String {
        let property = property.map { " in `\($0)`" } ?? ""
        return """
            Loom: withOverrides: the \(holder.serviceType) singleton was created before these overrides \
            and holds a \(held.serviceType)\(property); the override of \(held.serviceType) cannot reach it. \
            Override \(holder.serviceType) as well, or create it inside withOverrides.
            """
    }
}

/// ``Overlay/anyEverBound``'s word: 0, then 1 for good. A global with a literal initial value is
/// statically initialised (no lazy-initialisation check), and only ever accessed through the atomic
/// operations, which is what makes `nonisolated(unsafe)` and the unchecked exclusivity safe.
@exclusivity(unchecked) nonisolated(unsafe) private var overlaysEverBound = 0

/// One `withOverrides` binding of a task: the overlay, and the bindings around it. A property
/// wrapper made inside `withOverrides` keeps it, to resolve later as it would have then.
///
/// `Sendable`: immutable, and containers are `Sendable`.
@usableFromInline
final class OverlayBinding: Sendable {
    @usableFromInline let overlay: Container
    let outer: OverlayBinding?

    init(overlay: Container, outer: OverlayBinding?) {
        self.overlay = overlay
        self.outer = outer
    }
}
