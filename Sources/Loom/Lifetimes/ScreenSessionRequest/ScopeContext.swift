// Every `@inline(__always)` in this file: S1 705 → 779 instructions with ScopeContext's and
// ThreadCachedReference's out of line (measured together, not one by one).

/// Which screen, session or request is current, and the instances each of them owns.
///
/// Bind an id for a piece of work with ``withScope(_:id:_:)-(_,_,()->R)``: it holds for the closure and
/// everything it calls, and for the child tasks it starts (`async let`, task groups, `Task {}`).
/// Outside any binding, the id set with ``setCurrent(_:id:)`` is current. End a scope with
/// ``endScope(_:id:)``: its instances are disposed and the next resolve under that id starts afresh.
///
/// ```swift
/// container.register(RequestContext.self) { _ in RequestContext() }.inObjectScope(.request)
///
/// await ScopeContext.shared.withScope(.request, id: request.id) {
///     defer { ScopeContext.shared.endScope(.request, id: request.id) }
///     await handle(request, container.resolve(RequestContext.self)!)
/// }
/// ```
///
/// `Task.detached` and Dispatch queues do not inherit bindings. Carry the id across explicitly:
///
/// ```swift
/// let id = ScopeContext.shared.currentID(for: .request)!
/// Task.detached {
///     ScopeContext.shared.withScope(.request, id: id) { audit(container.resolve(RequestContext.self)!) }
/// }
/// ```
///
/// ## One context per container hierarchy
/// Containers consult ``shared`` unless their hierarchy was given a context of its own
/// (``Container/init(parent:defaultObjectScope:behaviors:scopeContext:registeringClosure:)``). Two
/// contexts share nothing — ids, bindings, instances — so tests running in parallel can each give
/// their container a fresh context and use the same kinds and ids:
///
/// ```swift
/// let scopes = ScopeContext()
/// let container = Container(scopeContext: scopes)
/// scopes.withScope(.request, id: "r1") { _ = container.resolve(RequestContext.self) }
/// ```
///
/// `@unchecked Sendable`: `scopes` and `globals`, and the mutable state of every `ScopeInstances`
/// and `ScopeSlot`, are only touched with `lock` held; no user code runs while it is held.
public final class ScopeContext: @unchecked Sendable {
    /// The process-wide context, consulted by every container hierarchy not given one of its own.
    public static let shared = ScopeContext()

    /// The ids bound by `withScope` in the running task, by every context (each binding names its own).
    @TaskLocal static var bindings = ScopeBindings()

    /// The scope whose instances the running code is disposing: a disposer's resolves under that
    /// ended id get one-off instances instead of bringing the scope back.
    @TaskLocal static var disposing: ScopeInstances?

    let lock = Lock()
    /// Every scope with instances or bindings.
    @exclusivity(unchecked) private var scopes: [ScopeID: ScopeInstances] = [:]
    /// The ids set with `setCurrent`. (Both guarded by `lock`: no dynamic exclusivity checks needed.)
    /// A short list rather than a dictionary: a process has a handful of kinds, and comparing a kind
    /// costs less than hashing its name on every resolve.
    @exclusivity(unchecked) private var globals: [ScopeInstances] = []
    /// Whether `withScope` ever bound an id of this context: 1 or 0, written with `lock` held and
    /// read without it. Until then no task can hold a binding, and a resolve need not read the
    /// task-local (a few hundred instructions). It never resets: a `Task {}` started in a binding
    /// keeps it after the `withScope` that made it returned.
    private let hasBoundTasks = AtomicWord(0)
    /// What cached resolves under a bound id read without `lock` — each scope's
    /// ``ScopeInstances/currentSnapshot`` — is read inside a section of this guard, and a dropped
    /// snapshot is retired to it, so that it is released only once no such resolve can hold it.
    let readerGuard = ReaderGuard()
    /// The ids set with `setCurrent` inside a task for a kind that is current per task (a request),
    /// by task. Guarded by `lock`; see ``setCurrent(_:id:)``.
    @exclusivity(unchecked) private var taskCurrents: [UnsafeCurrentTask: [ScopeInstances]] = [:]
    /// Whether `taskCurrents` ever had an entry: until then a resolve need not ask for its task.
    @exclusivity(unchecked) private var hasTaskCurrents = false

    /// Creates a context of its own, which shares no ids, bindings or instances with any other.
    ///
    /// ```swift
    /// let scopes = ScopeContext()
    /// let container = Container(scopeContext: scopes)
    /// ```
    public init() {}

    /// This context's identity, which its bindings carry.
    private var identity: ObjectIdentifier { ObjectIdentifier(self) }

    // MARK: WeaveDI's calls

    /// Makes `id` the current id of `kind` wherever no `withScope` binding says otherwise.
    ///
    /// ```swift
    /// ScopeContext.shared.setCurrent(.session, id: user.id)
    /// ```
    ///
    /// The previous global id of `kind` is not ended; call ``endScope(_:id:)`` or ``clear(_:)`` for that.
    ///
    /// ## Requests are current per task
    /// For ``ScopeKind/request``, an id set from inside a task is current for that task only, so
    /// concurrent requests handled in the child tasks of a task group each see their own id and
    /// instances:
    ///
    /// ```swift
    /// group.addTask {
    ///     ScopeContext.shared.setCurrent(.request, id: "Request_\(UUID())")
    ///     defer { ScopeContext.shared.clear(.request) }
    ///     await handle(request)
    /// }
    /// ```
    ///
    /// Screens, sessions and kinds of your own stay app-wide, as does a request id set outside any
    /// task. The task's own id wins over an app-wide one, and a `withScope` binding over both.
    /// Child tasks the request starts do not see the id (they see the app-wide one, if any): bind
    /// the id with ``withScope(_:id:_:)-(_,_,()->R)`` instead when child tasks resolve request-scoped
    /// services. A task that forgets ``clear(_:)`` keeps the id, its instances and a record of the
    /// task until ``endScope(_:id:)`` ends that id; ``activeIDs(of:)`` lists such ids.
    public func setCurrent(_ kind: ScopeKind, id: String) {
        if kind.isCurrentPerTask, let task = withUnsafeCurrentTask(body: { $0 }) {
            setCurrent(kind, id: id, for: task)
            return
        }
        lock.withLock {
            let instances = liveInstancesLocked(ScopeID(kind: kind, id: id))
            instances.bindings += 1
            if let index = globals.firstIndex(where: { $0.scope.kind == kind }) {
                let previous = globals[index]
                globals[index] = instances
                unbindLocked(previous)
            } else {
                globals.append(instances)
            }
        }
    }

    /// Ends the global current id of `kind` — its instances are disposed — and unsets it.
    ///
    /// ```swift
    /// ScopeContext.shared.clear(.session)  // signed out
    /// ```
    public func clear(_ kind: ScopeKind) {
        if kind.isCurrentPerTask, let task = withUnsafeCurrentTask(body: { $0 }), let cleared = clear(kind, for: task) {
            endScope(kind, id: cleared.scope.id)
            return
        }
        let cleared: ScopeInstances? = lock.withLock {
            guard let index = globals.firstIndex(where: { $0.scope.kind == kind }) else { return nil }
            let instances = globals.remove(at: index)
            unbindLocked(instances)
            return instances
        }
        if let cleared {
            endScope(kind, id: cleared.scope.id)
        }
    }

    /// The current id of `kind`: the innermost `withScope` binding of the running task, else the id
    /// set with ``setCurrent(_:id:)``, else `nil`.
    ///
    /// ```swift
    /// let screen = ScopeContext.shared.currentID(for: .screen)
    /// ```
    ///
    /// While `verify()` runs a factory, this reads the ids `verify()` opened in its sandbox.
    public func currentID(for kind: ScopeKind) -> String? {
        if let standIn = standingIn { return standIn.currentID(for: kind) }
        return currentInstances(of: kind)?.scope.id
    }

    // MARK: Task-local bindings

    /// Runs `body` with `id` as the current id of `kind`, for everything it calls.
    ///
    /// ```swift
    /// ScopeContext.shared.withScope(.screen, id: "checkout") {
    ///     let model = container.resolve(CheckoutModel.self)
    /// }
    /// ```
    ///
    /// The binding ends with `body`; the scope and its instances do not — end them with ``endScope(_:id:)``.
    /// If `body` ends the scope itself, its later resolves get fresh instances, and those end (and
    /// are disposed) when `body` returns: nothing of the id outlives the binding.
    public func withScope<R>(_ kind: ScopeKind, id: String, _ body: () throws -> R) rethrows -> R {
        let instances = bind(ScopeID(kind: kind, id: id))
        defer { unbindScope(instances) }
        ScopeEvents.began(instances.scope)
        return try Self.$bindings.withValue(Self.bindings.binding(instances), operation: body)
    }

    /// Runs `body` with `id` as the current id of `kind`, for everything it calls or starts as a
    /// child task.
    ///
    /// ```swift
    /// await withTaskGroup(of: Void.self) { group in
    ///     for request in requests {
    ///         group.addTask {
    ///             await ScopeContext.shared.withScope(.request, id: request.id) {
    ///                 await handle(request)  // resolves see this request's instances only
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    public func withScope<R>(
        _ kind: ScopeKind,
        id: String,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        let instances = bind(ScopeID(kind: kind, id: id))
        defer { unbindScope(instances) }
        ScopeEvents.began(instances.scope)
        return try await Self.$bindings.withValue(Self.bindings.binding(instances), operation: body)
    }

    // MARK: Ending scopes

    /// Ends the scope `id` of `kind` in every container: removes its instances and disposes them.
    ///
    /// ```swift
    /// ScopeContext.shared.endScope(.request, id: request.id)
    /// ```
    ///
    /// Disposal runs `onRelease` handlers and ``ScopeDisposable/dispose()`` once per instance, newest
    /// instance first, outside every lock. An instance still being created when its scope ends is
    /// disposed as soon as it is made. A later resolve under the same id creates fresh instances.
    ///
    /// This call does not suspend, so it cannot await an ``AsyncScopeDisposable`` or an async
    /// `onRelease`: it disposes up to the first instance that needs one, then hands that instance
    /// and every older one, in order, to a task of their own, and reports that once per
    /// registration. Await them with ``endScopeAwaitingDisposal(_:id:)`` instead.
    public func endScope(_ kind: ScopeKind, id: String) {
        let ended = end(ScopeID(kind: kind, id: id))
        ScopeDisposal.disposeSynchronously(ended.disposals)
        ScopeEvents.ended(ended.scope, instances: ended.held, disposed: ended.disposals.count)
    }

    /// What ending a scope found: its instances to dispose, newest first, and how many it held.
    struct Ending {
        let scope: ScopeID
        let held: Int
        let disposals: [ScopeDisposal]
    }

    /// Removes the scope `scope` and its instances, and returns them for disposal — which the caller
    /// runs, outside every lock, synchronously or awaiting.
    func end(_ scope: ScopeID) -> Ending {
        var held = 0
        var dropped: ScopeInstancesSnapshot?
        let ended: [ScopeDisposal] = lock.withLock {
            guard let instances = scopes.removeValue(forKey: scope) else { return [] }
            held = instances.created.count
            if hasTaskCurrents {
                forgetTaskCurrentsLocked(of: instances)
            }
            let (created, snapshot) = instances.endLocked()
            dropped = snapshot
            return created.reversed().compactMap(ScopeDisposal.init(ofLocked:))
        }
        readerGuard.retireAndReclaim(dropped.map { [$0] } ?? [])
        return Ending(scope: scope, held: held, disposals: ended)
    }

    /// The ids of `kind` that currently have instances or bindings, sorted.
    ///
    /// ```swift
    /// assert(ScopeContext.shared.activeIDs(of: .request).isEmpty, "a request scope was never ended")
    /// ```
    public func activeIDs(of kind: ScopeKind) -> [String] {
        if let standIn = standingIn { return standIn.activeIDs(of: kind) }
        return lock.withLock { scopes.keys.filter { $0.kind == kind }.map(\.id) }.sorted()
    }

    // MARK: For the container

    /// The scope instances of the current id of `kind`, if one is current.
    @inline(__always)
    func currentInstances(of kind: ScopeKind) -> ScopeInstances? {
        if let bound = Self.bindings.instances(of: kind, in: identity) {
            return bound
        }
        return lock.withLock { globalInstancesLocked(of: kind) }
    }

    /// For a top-level resolve: copies the current id's instance of `registration` to `instance`,
    /// which must be `nil`, and returns `true`, if the id has one; `false` sends the caller down the
    /// full path (no id, no instance yet, an ended scope). One lock hold, and nothing retained but
    /// the instance.
    ///
    /// The kind is read in place from the registration's `storage` (unretained: the registration
    /// being resolved keeps it): copying a ``ScopeKind`` retains and releases its name, about 60
    /// instructions of a cached request-scoped resolve (under callgrind: S2 1,004 → 960, S1 840 → 796).
    @inline(__always)
    func copyCurrentInstance(
        of registration: IdentityKey,
        storage: Unmanaged<ScopedStorage>,
        readerSlot: Int,
        to instance: inout Any?
    ) -> Bool {
        storage._withUnsafeGuaranteedRef { storage in
            copyCurrentInstance(of: registration, kind: storage.kind, readerSlot: readerSlot, to: &instance)
        }
    }

    /// ``copyCurrentInstance(of:storage:readerSlot:to:)`` for the storage's `kind`, borrowed.
    @inline(__always)
    private func copyCurrentInstance(
        of registration: IdentityKey,
        kind: borrowing ScopeKind,
        readerSlot: Int,
        to instance: inout Any?
    ) -> Bool {
        // The running task's binding keeps its instances alive while this runs inside it.
        if hasBoundTasks.load() != 0, let bound = Self.bindings.withInstances(of: kind, in: identity, { Unmanaged.passUnretained($0) }) {
            return bound._withUnsafeGuaranteedRef { copyBoundInstance(registration, in: $0, readerSlot: readerSlot, to: &instance) }
        }
        lock.lock()
        defer { lock.unlock() }
        return withGlobalInstancesLocked(of: kind) { copyInstanceLocked(registration, in: $0, to: &instance) } ?? false
    }

    /// ``copyCurrentInstance(of:storage:readerSlot:to:)`` under a bound id: from the scope's
    /// snapshot, inside a section of ``readerGuard``, without `lock` — concurrent requests resolving
    /// from one context write no memory in common — or, until there is a snapshot, under `lock`.
    @inline(__always)
    private func copyBoundInstance(_ key: IdentityKey, in instances: ScopeInstances, readerSlot: Int, to instance: inout Any?) -> Bool {
        let section = readerGuard.enter(slot: readerSlot)
        defer { readerGuard.leave(section) }
        if let snapshot = instances.currentSnapshot {
            return snapshot._withUnsafeGuaranteedRef { $0.copyInstance(of: key, to: &instance) }
        }
        lock.lock()
        let found = copyInstanceLocked(key, in: instances, to: &instance)
        let replaced = found ? instances.countLockedHitLocked() : nil
        lock.unlock()
        if let replaced { readerGuard.retireAndReclaim([replaced]) }
        return found
    }

    /// ``copyCurrentInstance(of:kind:to:)`` in `instances`. Caller holds `lock`.
    @inline(__always)
    private func copyInstanceLocked(_ key: IdentityKey, in instances: ScopeInstances, to instance: inout Any?) -> Bool {
        lock.assertHeld()
        guard !instances.ended, let slot = instances.filled[key] else { return false }
        slot._withUnsafeGuaranteedRef { slot in fillNil(&instance, with: slot.value) }
        return true
    }

    enum CurrentSlot {
        /// The slot of the current id holds an instance; it went to the out-parameter.
        case filled
        /// The slot of the current id, still without an instance.
        case empty(ScopeSlot)
        /// No id of the kind is current.
        case noScope
        /// The current id's scope ended and its own disposers are running: make a one-off.
        case disposing
    }

    /// The slot of `registration` under the current id of `kind`, found under one lock hold whether
    /// the id is bound to the task or set globally; its instance, if it has one, goes to `instance`.
    func currentSlot(of registration: any ScopedRegistration, kind: ScopeKind, instance: inout Any?) -> CurrentSlot {
        lock.lock()
        defer { lock.unlock() }
        // Reading the task-local under the lock runs no user code.
        let bound = hasBoundTasks.load() != 0 ? Self.bindings.instances(of: kind, in: identity) : nil
        guard let instances = bound ?? globalInstancesLocked(of: kind) else { return .noScope }
        guard let slot = slotLocked(of: registration, in: instances) else { return .disposing }
        guard slot.isSet else { return .empty(slot) }
        instance = slot.value  // the `Any`, not an `Any?` copy (see `InstanceHolder`)
        return .filled
    }

    /// The scope instances of the id set with `setCurrent` for `kind`. Caller holds `lock`.
    @inline(__always)
    private func globalInstancesLocked(of kind: ScopeKind) -> ScopeInstances? {
        lock.assertHeld()
        return withGlobalInstancesLocked(of: kind) { $0 }
    }

    /// `body`'s result for the scope instances of the id set with `setCurrent` for `kind`, which it
    /// gets unretained (`globals` keeps them); `nil` when none is set. Caller holds `lock`.
    @inline(__always)
    private func withGlobalInstancesLocked<Result>(of kind: ScopeKind, _ body: (ScopeInstances) -> Result) -> Result? {
        lock.assertHeld()
        // Asking for the running task runs no user code.
        if hasTaskCurrents, kind.isCurrentPerTask, let task = withUnsafeCurrentTask(body: { $0 }),
           let own = taskCurrents[task]?.first(where: { $0.scope.kind == kind }) {
            return body(own)
        }
        for index in globals.indices {
            let instances = Unmanaged.passUnretained(globals[index])
            if let result = instances._withUnsafeGuaranteedRef({ $0.scope.kind == kind ? body($0) : nil }) {
                return result
            }
        }
        return nil
    }

    /// The slot of `registration` in `instances`, or in a fresh scope of the same id if that one
    /// ended; `nil` while that ended scope's own disposers run. Caller holds `lock`.
    private func slotLocked(of registration: any ScopedRegistration, in instances: ScopeInstances) -> ScopeSlot? {
        lock.assertHeld()
        // Reading the task-local value under the lock runs no user code; it is only read once ended.
        if instances.ended, Self.disposing === instances { return nil }
        let live = instances.ended ? liveInstancesLocked(instances.scope) : instances
        if live !== instances, instances.bindings > 0 {
            instances.successor = live  // reopened inside a binding: ends with it (`unbindScope`)
        }
        let key = IdentityKey(registration)
        if let slot = live.slots[key] {
            return slot
        }
        let slot = ScopeSlot(registration: registration, owner: live)
        live.addLocked(slot, of: key)
        return slot
    }

    enum AsyncCreation {
        case instance(Any)
        case inFlight(Task<UncheckedInstance, Never>, ScopeSlot)
        /// The scope ended and its disposers are running: make a one-off instance.
        case oneOff
    }

    /// The instance of `registration` in `instances`, or the creation in flight, started with `start`
    /// if none is — all under one lock, so the factory runs once per slot.
    func instanceOrCreation(
        of registration: any ScopedRegistration,
        in instances: ScopeInstances,
        start: (ScopeSlot) -> Task<UncheckedInstance, Never>
    ) -> AsyncCreation {
        lock.withLock {
            guard let slot = slotLocked(of: registration, in: instances) else { return .oneOff }
            if let instance = slot.instance { return .instance(instance) }
            if let pending = slot.pending { return .inFlight(pending, slot) }
            let task = start(slot)
            slot.pending = task
            return .inFlight(task, slot)
        }
    }

    /// The instance a slot holds.
    func instance(in slot: ScopeSlot) -> Any? {
        lock.withLock { slot.instance }
    }

    enum Storing {
        /// The instance is now the slot's.
        case stored
        /// The slot already had an instance (a cycle made one first): use that one.
        case existing(Any)
        /// The scope ended meanwhile: the instance is not kept and must be disposed.
        case ended
    }

    /// Keeps a newly created instance in its slot, unless the slot has one or its scope ended.
    func store(_ instance: Any, in slot: ScopeSlot) -> Storing {
        var dropped: ScopeInstancesSnapshot?
        defer { readerGuard.retireAndReclaim(dropped.map { [$0] } ?? []) }
        return lock.withLock {
            slot.pending = nil
            if slot.ended { return .ended }
            if let existing = slot.instance { return .existing(existing) }
            slot.instance = instance
            dropped = slot.owner.fillLocked(slot, of: IdentityKey(slot.registration))
            return .stored
        }
    }

    /// Ends the instances of the given registrations in every scope of `kind`
    /// (`Container.resetObjectScope`).
    func end(_ registrations: Set<ObjectIdentifier>, of kind: ScopeKind) {
        guard !registrations.isEmpty else { return }
        var dropped: [ScopeInstancesSnapshot] = []
        let ended: [ScopeDisposal] = lock.withLock {
            var ended: [ScopeDisposal] = []
            for instances in scopes.values where instances.scope.kind == kind {
                var endedHere: [ScopeSlot] = []
                for key in registrations {
                    if let snapshot = instances.unfillLocked(IdentityKey(key)) { dropped.append(snapshot) }
                    guard let slot = instances.slots.removeValue(forKey: IdentityKey(key)) else { continue }
                    slot.ended = true
                }
                instances.created.removeAll { slot in
                    guard registrations.contains(ObjectIdentifier(slot.registration)) else { return false }
                    endedHere.append(slot)
                    return true
                }
                ended.append(contentsOf: endedHere.reversed().compactMap(ScopeDisposal.init(ofLocked:)))
                removeIfIdleLocked(instances)
            }
            return ended
        }
        readerGuard.retireAndReclaim(dropped)
        ScopeDisposal.disposeSynchronously(ended)
    }

    // MARK: Bookkeeping

    private func bind(_ scope: ScopeID) -> ScopeInstances {
        lock.withLock {
            noteBoundTasksLocked()
            let instances = liveInstancesLocked(scope)
            instances.bindings += 1
            return instances
        }
    }

    /// Sets ``hasBoundTasks``, unless it is set: a store on every binding would dirty the word's
    /// cache line, which every resolve on every core reads, once a request.
    @inline(__always)
    private func noteBoundTasksLocked() {
        if hasBoundTasks.load() == 0 { hasBoundTasks.store(1) }
    }

    /// Binds `scope` as ``bind(_:)`` does and hands it `values`. A value of a type the open scope
    /// already has keeps the first, and is reported.
    func bind(_ scope: ScopeID, providing values: ScopeValues) -> ScopeInstances {
        var conflicts: [ScopeValues.ServiceName] = []
        let instances: ScopeInstances = lock.withLock {
            noteBoundTasksLocked()
            let instances = liveInstancesLocked(scope)
            instances.bindings += 1
            for (key, service, value) in values.values {
                if instances.provided[key] == nil {
                    instances.provided[key] = value
                } else {
                    conflicts.append(service)
                }
            }
            return instances
        }
        for service in conflicts.map(\.text) {
            let message = "\(scope) was opened again while open, with another \(service): resolves under it keep the \(service) it was first given. Give each opening of a scope an id of its own."
            ScopePolicy.defaultReport(ScopeDiagnostic(kind: .providedValueConflict, scopeKind: scope.kind, chain: [service], message: message))
        }
        return instances
    }

    /// Ends a binding made by ``bind(_:providing:)``.
    func unbind(_ instances: ScopeInstances) {
        unbindScope(instances)
    }

    /// Ends a `withScope` binding. When the scope ended inside it and was resolved in again, the
    /// fresh instances of that reopened id end too, once nothing binds it: otherwise they would
    /// stay in ``activeIDs(of:)``, never disposed.
    private func unbindScope(_ instances: ScopeInstances) {
        let reopened: ScopeInstances? = lock.withLock {
            unbindLocked(instances)
            guard instances.ended, instances.bindings == 0, let successor = instances.successor else { return nil }
            instances.successor = nil
            guard successor.bindings == 0, !successor.ended, scopes[successor.scope] === successor else { return nil }
            return successor
        }
        if let reopened {
            endScope(reopened.scope.kind, id: reopened.scope.id)
        }
    }

    private func unbindLocked(_ instances: ScopeInstances) {
        lock.assertHeld()
        instances.bindings -= 1
        removeIfIdleLocked(instances)
    }

    /// The registered scope instances of `scope`, made and registered if there are none.
    private func liveInstancesLocked(_ scope: ScopeID) -> ScopeInstances {
        lock.assertHeld()
        if let instances = scopes[scope] { return instances }
        let instances = ScopeInstances(scope: scope, context: identity, lock: lock)
        scopes[scope] = instances
        return instances
    }

    /// Forgets a scope that nothing binds and that holds nothing.
    private func removeIfIdleLocked(_ instances: ScopeInstances) {
        lock.assertHeld()
        guard !instances.ended, instances.bindings == 0, instances.slots.isEmpty,
              scopes[instances.scope] === instances else { return }
        scopes[instances.scope] = nil
    }

    // MARK: Ids current per task

    /// ``setCurrent(_:id:)`` for a kind current per task, called from `task`.
    private func setCurrent(_ kind: ScopeKind, id: String, for task: UnsafeCurrentTask) {
        lock.withLock {
            hasTaskCurrents = true
            let instances = liveInstancesLocked(ScopeID(kind: kind, id: id))
            instances.bindings += 1
            var currents = taskCurrents[task] ?? []
            if let index = currents.firstIndex(where: { $0.scope.kind == kind }) {
                let previous = currents[index]
                currents[index] = instances
                unbindLocked(previous)
            } else {
                currents.append(instances)
            }
            taskCurrents[task] = currents
        }
    }

    /// Unsets the id of `kind` that `task` set; `nil` when it set none.
    private func clear(_ kind: ScopeKind, for task: UnsafeCurrentTask) -> ScopeInstances? {
        lock.withLock {
            guard hasTaskCurrents, var currents = taskCurrents[task],
                  let index = currents.firstIndex(where: { $0.scope.kind == kind }) else { return nil }
            let instances = currents.remove(at: index)
            taskCurrents[task] = currents.isEmpty ? nil : currents
            unbindLocked(instances)
            return instances
        }
    }

    /// Drops every task's record of `instances`, whose scope is ending: a task that forgot
    /// `clear` keeps nothing once its id is ended. Caller holds `lock`.
    private func forgetTaskCurrentsLocked(of instances: ScopeInstances) {
        lock.assertHeld()
        for (task, currents) in taskCurrents where currents.contains(where: { $0 === instances }) {
            let kept = currents.filter { $0 !== instances }
            taskCurrents[task] = kept.isEmpty ? nil : kept
        }
    }
}

extension ScopeKind {
    /// Whether an id set with `setCurrent` inside a task is current for that task only: requests,
    /// which a server handles concurrently. Kinds of your own keep app-wide ids, whatever their
    /// lifetime, as they always had.
    var isCurrentPerTask: Bool {
        self == .request
    }
}
