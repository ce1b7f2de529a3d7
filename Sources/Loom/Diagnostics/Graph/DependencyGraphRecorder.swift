/// Who resolved whom during one `verify()` run, as the sandbox's resolves happen: the raw material
/// of its ``DependencyGraph``.
///
/// Owned by the run and reachable only from the thread resolving for it (``recording(_:)``), and
/// only between ``activate()`` and ``deactivate()``. Meanwhile the resolve hot path takes its
/// observed branch (the one atomic load it always pays, ``ObserverList/observedPathWanted``), which
/// tells the recorder of every resolve of the sandbox's hierarchy on this thread — those answered
/// from a cache too, which never reach a factory. A resolve on the verified container itself is
/// answered by the sandbox (``answering(_:)``); one of another container is recorded as a
/// dependency the run does not verify (``resolvedElsewhere(_:in:)``) and goes on as it always does.
/// A resolve on another thread finds no recorder.
///
/// Confined to one thread at a time — the run's, and, when the run gives a thread up, the next
/// one, which it hands over to under a lock — so its state needs no lock of its own.
final class DependencyGraphRecorder {
    /// One node to be: a registration key (with the other keys that stand for the same service) or
    /// a service asked for that nothing is registered for.
    struct Slot {
        /// The key the node is named after: the registration's own, a forwarded type, a definition's.
        let key: ServiceKey
        /// The sandbox copy answering it; `nil` for a missing service.
        let registration: Registration?
        /// The container of the hierarchy that registered it (0: the one verified); `nil` if missing.
        var level: Int?
        /// The other keys of the verified container's table that this node stands for, with their
        /// copies: a declared definition's aliases. (Apart from `key`, so that the thousand nodes
        /// with one key allocate no array: that cost `verify()` of 1,000 registrations 2,800
        /// instructions per registration under callgrind.)
        var aliases: [(key: ServiceKey, registration: Registration)] = []
        /// Whether the service was resolved on a container of another hierarchy, which the run
        /// does not verify (`registration` is `nil` then).
        var elsewhere = false

        /// Every key of the table this node stands for, with its copy; empty for a missing service.
        var keys: [(key: ServiceKey, registration: Registration)] {
            guard let registration else { return [] }
            return [(key, registration)] + aliases
        }
    }

    /// One dependency: slot `from`'s creation asked for `asked`, which slot `to` answered.
    struct Request: Hashable {
        let from: Int
        let to: Int
        let name: String?
        let argumentsType: Any.Type

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.from == rhs.from && lhs.to == rhs.to && lhs.name == rhs.name
                && ObjectIdentifier(lhs.argumentsType) == ObjectIdentifier(rhs.argumentsType)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(from)
            hasher.combine(to)
            hasher.combine(name)
            hasher.combine(ObjectIdentifier(argumentsType))
        }
    }

    /// The root container of the sandbox's hierarchy: only its resolves are recorded.
    let hierarchy: ObjectIdentifier
    /// The sandbox, which answers what a factory resolves on the verified container itself.
    unowned let sandbox: Container
    /// The container verified: a factory that captured it and resolves on it is answered by the
    /// sandbox (``answering(_:)``).
    private let verified: ObjectIdentifier
    private(set) var slots: [Slot] = []
    /// Every dependency seen, once each.
    private(set) var requests: Set<Request> = []
    /// The slots a resolve reached, at the top level or nested: the others were not verified.
    private(set) var reached: Set<Int> = []
    /// Every failure the run recorded, nested and tolerated ones included, in order.
    private(set) var failures: [ResolutionError] = []

    /// The slot of each sandbox copy under its own key (a declaration's alias: its definition's).
    private var slotOfCopy: [ObjectIdentifier: Int] = [:]
    /// The slot of each key answered by a copy registered under another key (a forwarded type).
    private var slotOfForwardedKey: [ServiceKey: Int] = [:]
    /// The slot of each missing service asked for.
    private var slotOfMissingKey: [ServiceKey: Int] = [:]
    /// The slot of each service resolved on another container.
    private var slotOfElsewhereKey: [ServiceKey: Int] = [:]
    /// The dependencies on services of another container, in the order first seen.
    private(set) var elsewhereRequests: [Request] = []
    /// The resolves in progress in the sandbox on this thread, innermost last: the copy each one
    /// found and its slot, so that a registration reached through a forwarded key resolves its own
    /// dependencies as that key's node.
    private var inProgress: [(registration: ObjectIdentifier?, slot: Int)] = []
    /// An explicit subject for resolves made outside any registration's creation (an injection
    /// closure run on an object made elsewhere), innermost last.
    private var subjects: [Int] = []
    /// The recorder this thread had before ``start()`` (a `verify()` inside a factory's), restored by ``stop()``.
    private var outer: DependencyGraphRecorder?

    /// A recorder for `sandbox`, whose `roots` are the keys and copies the run verifies; `levels`
    /// says which container each root came from (0 for the container verified, 1 for its parent, …).
    init(sandbox: Container, verifying verified: Container, roots: [(key: ServiceKey, registration: Registration)], levels: [Int]) {
        hierarchy = sandbox.hierarchyID
        self.sandbox = sandbox
        self.verified = ObjectIdentifier(verified)
        slots.reserveCapacity(roots.count)
        slotOfCopy.reserveCapacity(roots.count)
        var definitionSlots: [ServiceKey: Int] = [:]
        var later: [(index: Int, level: Int, definition: ServiceKey?)] = []
        // First the keys that name a node of their own: each registration's own key, a definition's.
        for (index, (key, copy)) in roots.enumerated() {
            let level = levels[index]
            let definition = key.isDefinition ? nil : copy.declaredDefinition
            guard key == copy.key, definition == nil else {
                later.append((index, level, definition))
                continue
            }
            let slot = slots.count
            slots.append(Slot(key: key, registration: copy, level: level))
            slotOfCopy[ObjectIdentifier(copy)] = slot
            if key.isDefinition { definitionSlots[key] = slot }
        }
        // Then the other keys: a declaration's aliases join their definition's node; a forwarded
        // type is a node of its own.
        for (index, level, definition) in later {
            let (key, copy) = roots[index]
            if let definition, let slot = definitionSlots[definition] {
                slots[slot].aliases.append((key, copy))
                slots[slot].level = min(slots[slot].level ?? level, level)
                slotOfCopy[ObjectIdentifier(copy)] = slot
                continue
            }
            let slot = slots.count
            slots.append(Slot(key: key, registration: copy, level: level))
            if key == copy.key || slotOfCopy[ObjectIdentifier(copy)] == nil {
                slotOfCopy[ObjectIdentifier(copy)] = slot
            }
            if key != copy.key {
                slotOfForwardedKey[key] = slot
            }
        }
    }

    // MARK: Recording

    /// This thread's recorder, if it is recording a run whose sandbox is in `hierarchy`.
    static func recording(_ hierarchy: ObjectIdentifier) -> DependencyGraphRecorder? {
        guard let recorder = active.value.recorder, recorder.hierarchy == hierarchy else { return nil }
        return recorder
    }

    /// This thread's recorder, if it is recording.
    static var current: DependencyGraphRecorder? { active.value.recorder }

    /// Tells this recorder of the sandbox's resolves on this thread until ``deactivate()``. (Resolves
    /// take the observed path, where the recorder hears of them, while the run lasts: the run
    /// calls `ObserverList.beginObservedPath()`.)
    func activate() {
        let slot = Self.active.value
        outer = slot.recorder
        slot.recorder = self
    }

    /// Ends what ``activate()`` began, on the same thread.
    func deactivate() {
        Self.active.value.recorder = outer
        outer = nil
    }

    /// Makes `recorder` this thread's, and returns the one it replaces: for a thread that carries a
    /// run's work on for a while (see `VerificationLoop.onMainActorCaller(_:)`).
    static func exchangeActive(_ recorder: DependencyGraphRecorder?) -> DependencyGraphRecorder? {
        let slot = active.value
        defer { slot.recorder = recorder }
        return slot.recorder
    }

    /// Forgets the resolves in progress: the thread making them was given up inside them, and
    /// the run goes on with another.
    func abandonInProgress() {
        inProgress.removeAll()
        subjects.removeAll()
    }

    /// A resolve of `asked` in the sandbox begins (`container` is the sandbox or a container of its
    /// hierarchy): records who asked, if anyone is being created; returns what ``didResolve(_:)``
    /// takes when it ends.
    func willResolve(_ asked: ServiceKey, in container: Container) -> Bool {
        var key = asked
        var found = container.registration(for: key)
        if found == nil, WrapperTypes.contains(key.serviceType) {
            key = Container.unwrappedKey(asked)  // a `Lazy`, `Provider` or `Optional` depends on what it wraps
            found = container.registration(for: key)
        }
        if found == nil, key.isDefinition {
            return false  // a definition never called before: it is stored, then resolved again
        }
        let target = slot(answering: key, with: found)
        // A declaration's alias resolving its definition is one node, not a dependency; a
        // registration resolving itself is a cycle.
        if let from = subject(), from.slot != target || from.registration == found.map(ObjectIdentifier.init) {
            requests.insert(Request(from: from.slot, to: target, name: key.isDefinition ? nil : key.name, argumentsType: key.argumentsType))
        }
        reached.insert(target)
        inProgress.append((found.map(ObjectIdentifier.init), target))
        return true
    }

    /// The sandbox, when `container` is the one verified: a factory that captured the container
    /// (`{ _ in Audit(log: container.resolve(Log.self)!) }`, `self.log()` on it) is answered there,
    /// so that what it resolves is verified, drawn, and made in the sandbox rather than in the app's
    /// container.
    func answering(_ container: Container) -> Container? {
        ObjectIdentifier(container) == verified ? sandbox : nil
    }

    /// A resolve of `asked` on `container`, a container of another hierarchy, which the run does not
    /// verify: when a registration of the sandbox is being created and this is the resolve that
    /// enters `container`'s hierarchy, the dependency is recorded, to a node of its own.
    func resolvedElsewhere(_ asked: ServiceKey, in container: Container) {
        guard ThreadResolutions.current.isIdle(in: container.hierarchyID), let from = subject() else { return }
        let slot: Int
        if let known = slotOfElsewhereKey[asked] {
            slot = known
        } else {
            slot = slots.count
            var made = Slot(key: asked, registration: nil, level: nil)
            made.elsewhere = true
            slots.append(made)
            slotOfElsewhereKey[asked] = slot
        }
        let request = Request(from: from.slot, to: slot, name: asked.isDefinition ? nil : asked.name, argumentsType: asked.argumentsType)
        if requests.insert(request).inserted {
            elsewhereRequests.append(request)
        }
    }

    /// The notes for the dependencies on another container's services: the run checked none of
    /// them, and a replacement on the verified container does not reach them.
    var elsewhereNotes: [String] {
        elsewhereRequests.map { request in
            let from = slots[request.from], to = slots[request.to]
            let holder = from.registration.map { ResolutionError.Step(of: $0).description } ?? ResolutionError.Step(of: from.key).description
            let what = to.key.isDefinition ? "calls the definition" : "resolves"
            return "\(holder) \(what) \(ResolutionError.Step(of: to.key)) on another container than the one verified: "
                + "verify() does not check it, and a replacement registered on this container (in a test's withOverrides, "
                + "on a child) does not reach it. Resolve it through the factory's resolver (or `self` in a definition) to keep it in this container."
        }
    }

    /// A resolve begun with ``willResolve(_:in:)`` ended.
    func didResolve(_ entered: Bool) {
        if entered { inProgress.removeLast() }
    }

    /// Records a failure of the run (``FailureRecorder/record(_:)`` hands each one over).
    func failed(_ error: ResolutionError) {
        failures.append(error)
    }

    /// Runs `body` with the resolves it makes outside any registration's creation recorded as
    /// `key`'s dependencies, and `key`'s node as verified: for `verify()` running an injection
    /// closure on an object made elsewhere.
    func attributing<Result>(to key: ServiceKey, _ body: () -> Result) -> Result {
        guard let slot = slots.indices.first(where: { slots[$0].keys.contains { $0.key == key } }) else { return body() }
        reached.insert(slot)  // run, so verified
        subjects.append(slot)
        defer { subjects.removeLast() }
        return body()
    }

    /// The slot of the registration whose creation is asking, and that registration: the innermost
    /// on this thread's path in the sandbox (as the key that reached it, when that was a forwarded one).
    private func subject() -> (slot: Int, registration: ObjectIdentifier?)? {
        if let context = ThreadResolutions.current.context(for: hierarchy) {
            var level = context.depth - 1
            while level >= 0 {
                if let registration = context.registration(atLevel: level) {
                    let id = ObjectIdentifier(registration)
                    if let innermost = inProgress.last, innermost.registration == id { return (innermost.slot, id) }
                    if let slot = slotOfCopy[id] { return (slot, id) }
                    if registration.key.isDefinition { return (extraSlot(for: registration), id) }
                    // Otherwise a stand-in no table holds (the one an injection runs in): look further out.
                }
                level -= 1
            }
        }
        return subjects.last.map { ($0, nil) }
    }

    /// The slot answering `key`, found as `registration` (or nothing): made for a service nothing is
    /// registered for, or a registration the sandbox stored itself (a definition called for the first time).
    private func slot(answering key: ServiceKey, with registration: Registration?) -> Int {
        if !slotOfForwardedKey.isEmpty, let slot = slotOfForwardedKey[key] { return slot }
        if let registration {
            return slotOfCopy[ObjectIdentifier(registration)] ?? extraSlot(for: registration)
        }
        if let slot = slotOfMissingKey[key] { return slot }
        let slot = slots.count
        slots.append(Slot(key: key, registration: nil, level: nil))
        slotOfMissingKey[key] = slot
        return slot
    }

    /// A slot for a registration that was not in the verified container's table: a definition the
    /// sandbox stored in its root when first called.
    private func extraSlot(for registration: Registration) -> Int {
        let slot = slots.count
        let top = slots.compactMap(\.level).max() ?? 0
        slots.append(Slot(key: registration.key, registration: registration, level: top))
        slotOfCopy[ObjectIdentifier(registration)] = slot
        return slot
    }

    /// What the run recorded, with its `captives` and why it left keys out, in the form the report keeps.
    func record(
        captives: [ScopeDiagnostic], unverifiedReasons: [ServiceKey: String], unverifiedAfterResolving: [ServiceKey: String]
    ) -> DependencyGraphRecord {
        let recorded = slots.map { slot in
            DependencyGraphRecord.Slot(
                key: slot.key, registration: slot.registration.map(DependencyGraphRecord.Registered.init), level: slot.level,
                aliases: slot.aliases.map { ($0.key, DependencyGraphRecord.Registered($0.registration)) },
                elsewhere: slot.elsewhere)
        }
        return DependencyGraphRecord(
            slots: recorded, requests: requests, reached: reached, failures: failures, captives: captives,
            unverifiedReasons: unverifiedReasons, unverifiedAfterResolving: unverifiedAfterResolving)
    }

    // MARK: The thread's recorder

    /// A thread's recorder, while it records.
    private final class ActiveRecorder {
        var recorder: DependencyGraphRecorder?
    }

    private static let active = ThreadLocal { ActiveRecorder() }
}
