// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// One thread's resolutions in progress, one ``ResolutionContext`` per container hierarchy.
///
/// Everything here is touched by its own thread only (it lives in a ``ThreadLocal``), so it needs no
/// lock, and no dynamic exclusivity checks either (`@exclusivity(unchecked)`): nothing here is ever
/// accessed while another access to the same property is in progress. A synchronous resolve never
/// suspends, so a resolution never changes threads.
final class ThreadResolutions {
    /// The calling thread's state.
    static var current: ThreadResolutions { storage.value }

    /// Runs `body` with the calling thread's state, without retaining it.
    @inline(__always)
    static func withCurrent<Result>(_ body: (ThreadResolutions) -> Result) -> Result {
        storage.withValue(body)
    }
    /// Every thread's state. (A container keeps a reference, `Container.threadResolutions`: reading
    /// this lazily initialised constant costs a `swift_once` call.)
    static let storage = ThreadLocal { ThreadResolutions() }

    /// The most recently begun context; nearly always the only one.
    @exclusivity(unchecked) private var innermost: ResolutionContext?
    /// Contexts of other hierarchies begun earlier on this thread (a factory of one container
    /// resolving from another), outermost first.
    @exclusivity(unchecked) private var outer: [ResolutionContext] = []
    /// A finished context kept for the next resolution, so resolving allocates no bookkeeping.
    @exclusivity(unchecked) private var spare: ResolutionContext?
    /// How many hierarchy locks of `synchronize()` this thread holds, in any hierarchy. A thread
    /// holding one never waits in the ``CreationGate``: the creator may be waiting for that lock.
    @exclusivity(unchecked) var synchronizeLocksHeld = 0
    /// A graph restored (`restoreObjectGraph`) for the next top-level resolution of a hierarchy.
    /// One per thread; `anchor` keeps the hierarchy's identity (its lock) alive meanwhile, so no
    /// container tree created later can reuse its address and inherit the graph.
    @exclusivity(unchecked) private var restored: (hierarchy: ObjectIdentifier, graph: GraphIdentifier, anchor: AnyObject)?
    /// A top-level transient or graph-scoped resolve running without a context (``beginWithoutContext(in:resolving:)``):
    /// its hierarchy and registration (unretained: the resolve holds it). The first thing to ask for
    /// that hierarchy's context makes it (``materializePending()``), as if it had been entered.
    @exclusivity(unchecked) private var pending: (hierarchy: ObjectIdentifier, registration: Unmanaged<Registration>)?
    /// An instance a lookup found in a cache (container-scoped, or a scope id's), on its way from the
    /// lookup to the step of the same resolve that hands it out (``takeFoundInstance()``); `nil`
    /// outside that stretch, in which no user code runs. Here rather than in a local of the resolve,
    /// whose destruction cost every resolve the runtime's generic `Optional` value witnesses
    /// (see ``Container/resolveInstance(for:_:cacheHit:state:)``).
    @exclusivity(unchecked) var foundInstance: Any?
    private let threadNumber: UInt64
    /// This thread's slot in every ``ReaderGuard``: threads numbered one after another use
    /// different cache lines.
    let readerSlot: Int
    @exclusivity(unchecked) private var graphCounter: UInt64 = 0

    private init() {
        threadNumber = ThreadNumbers.shared.next()
        readerSlot = Int(truncatingIfNeeded: threadNumber)
    }

    /// Moves the instance out of ``foundInstance``, leaving `nil`.
    @inline(__always)
    func takeFoundInstance() -> Any? {
        foundInstance.take()
    }

    #if DEBUG
    /// Stops a debug build when a resolve left an instance in ``foundInstance``: it would be kept
    /// alive past the resolve, and handed out by the wrong one.
    func assertNoFoundInstance() {
        precondition(foundInstance == nil, "Loom internal error: a found instance was left behind by a resolve")
    }
    #endif

    /// A process-unique graph number: the thread's number in the top 24 bits, a counter below.
    @inline(__always)
    func nextGraphNumber() -> UInt64 {
        graphCounter &+= 1
        return threadNumber << 40 | (graphCounter & (1 << 40 - 1))
    }

    /// The resolution in progress for `hierarchy` on this thread.
    @inline(__always)
    func context(for hierarchy: ObjectIdentifier) -> ResolutionContext? {
        if let innermost, innermost.hierarchy == hierarchy { return innermost }
        if let pending, pending.hierarchy == hierarchy { return materializePending() }
        guard !outer.isEmpty else { return nil }
        return outer.last(where: { $0.hierarchy == hierarchy })
    }

    /// Makes the next top-level resolution of `hierarchy` on this thread use `graph`; during a
    /// resolution, switches that resolution to it.
    func restore(_ graph: GraphIdentifier, for hierarchy: ObjectIdentifier, anchor: AnyObject) {
        if let context = context(for: hierarchy) {
            context.graph = graph
            context.graphEscaped = true
        } else {
            restored = (hierarchy, graph, anchor)
        }
    }

    /// Whether a resolve in `hierarchy` may hand out an instance cached in a storage without entering
    /// a context: it would not be stopped by the depth limit, and would not use up a restored graph.
    @inline(__always)
    func mayReturnCachedInstance(in hierarchy: ObjectIdentifier) -> Bool {
        if let innermost, innermost.hierarchy == hierarchy {
            return innermost.depth < Container.maximumResolutionDepth
        }
        if let pending, pending.hierarchy == hierarchy {
            return true  // a resolve without a context: its own would be at depth 1, so it need not be made
        }
        if !outer.isEmpty, let context = outer.last(where: { $0.hierarchy == hierarchy }) {
            return context.depth < Container.maximumResolutionDepth
        }
        return restored == nil
    }

    /// Whether nothing is being resolved in `hierarchy` on this thread: a resolve there is a
    /// top-level one.
    @inline(__always)
    func isIdle(in hierarchy: ObjectIdentifier) -> Bool {
        if let innermost, innermost.hierarchy == hierarchy { return false }
        if let pending, pending.hierarchy == hierarchy { return false }
        return outer.isEmpty || !outer.contains { $0.hierarchy == hierarchy }
    }

    /// The graph restored for the next top-level resolution of `hierarchy`, if any.
    func restoredGraph(for hierarchy: ObjectIdentifier) -> GraphIdentifier? {
        guard let restored, restored.hierarchy == hierarchy else { return nil }
        return restored.graph
    }

    /// The context for `hierarchy`, begun with a fresh graph (or `graph`, or a restored one) if none
    /// is in progress.
    @inline(__always)
    func enterContext(for hierarchy: ObjectIdentifier, graph: GraphIdentifier? = nil) -> ResolutionContext {
        if let context = context(for: hierarchy) { return context }
        var graph = graph
        var resumed = graph != nil
        if graph == nil, let restored, restored.hierarchy == hierarchy {
            graph = restored.graph
            resumed = true
            self.restored = nil
        }
        let context = beginContext(for: hierarchy, graph: graph ?? GraphIdentifier(number: nextGraphNumber()))
        context.graphEscaped = resumed
        return context
    }

    private func beginContext(for hierarchy: ObjectIdentifier, graph: GraphIdentifier) -> ResolutionContext {
        let context: ResolutionContext
        if let recycled = spare {
            spare = nil
            recycled.hierarchy = hierarchy
            recycled.graph = graph
            context = recycled
        } else {
            context = ResolutionContext(hierarchy: hierarchy, graph: graph)
        }
        if let innermost { outer.append(innermost) }
        innermost = context
        return context
    }

    /// Starts a top-level resolve of `registration` (transient, or graph-scoped without
    /// `initCompleted`: ``CacheReading/mayStartWithoutContext``) in `hierarchy` without entering a
    /// context, if nothing is in progress on this thread and no graph is restored; `false` when the
    /// caller must enter one. Most factories of a graph's root resolve nothing, and such a resolve needs no
    /// graph, depth or path. If something does need them — a nested resolve, `withObjectGraph`, the
    /// current graph, a `Lazy` — ``context(for:)`` makes the context then, with this resolve at
    /// depth 1, exactly as entering it at the start would have. Pair with
    /// ``endWithoutContext(in:)``.
    @inline(__always)
    func beginWithoutContext(in hierarchy: ObjectIdentifier, resolving registration: Registration) -> Bool {
        // No innermost context means no context at all (`outer` only holds contexts below one).
        guard innermost == nil, pending == nil, restored == nil else { return false }
        pending = (hierarchy, Unmanaged.passUnretained(registration))
        return true
    }

    /// Ends a resolve begun with ``beginWithoutContext(in:resolving:)``: if its context was made
    /// meanwhile, leaves its level and finishes it.
    @inline(__always)
    func endWithoutContext(in hierarchy: ObjectIdentifier) {
        // Resolves nest, so whatever began after this one (and took the slot) has ended: the slot is
        // still this resolve's, or empty because its context was made.
        if pending != nil {
            pending = nil
        } else {
            finishMaterialized(in: hierarchy)
        }
    }

    /// Whether something asked for the context of the pending resolve begun with
    /// ``beginWithoutContext(in:resolving:)``, which made it (``context(for:)`` then finds it).
    /// Call before ``endWithoutContext(in:)``.
    @inline(__always)
    var madeContextWhilePending: Bool {
        // As in `endWithoutContext`: the slot is still this resolve's, or empty because its context was made.
        pending == nil
    }

    /// The context of the pending resolve, made now: a fresh graph, the resolve at depth 1.
    @inline(never)
    private func materializePending() -> ResolutionContext {
        guard let (hierarchy, registration) = pending else { preconditionFailure("Loom: no pending resolve") }
        pending = nil
        let context = beginContext(for: hierarchy, graph: GraphIdentifier(number: nextGraphNumber()))
        context.graphEscaped = false
        _ = context.push(registration.takeUnretainedValue())  // depth 0 → 1: within the limit
        return context
    }

    @inline(never)
    private func finishMaterialized(in hierarchy: ObjectIdentifier) {
        // Its level keeps the context from finishing before this: it is still in progress.
        guard let context = context(for: hierarchy) else { preconditionFailure("Loom: lost a resolution context") }
        context.pop()
        finishIfDone(context)
    }

    /// Ends `context` once nothing is nested in it any more: its graph completes.
    @inline(__always)
    func finishIfDone(_ context: ResolutionContext) {
        guard context.depth == 0 else { return }
        // Moved out of the state into a local that owns it: the caller may hold it unretained
        // (``withContext(for:_:)``).
        let finished: ResolutionContext
        if innermost === context {
            finished = innermost.take()!
            innermost = outer.popLast()
        } else if let index = outer.firstIndex(where: { $0 === context }) {
            finished = outer.remove(at: index)
        } else {
            return  // already finished by a nested call
        }
        // Finishing can release instances whose `deinit` resolves again: the context becomes the
        // spare only once it is clean, so such a resolution never picks it up half-finished.
        finished.finish()
        spare = finished
    }

    /// Runs `body` in the context for `hierarchy` (entered as ``enterContext(for:graph:)`` does), then
    /// finishes it if nothing is nested in it any more. The context is handed over without being
    /// retained: this state keeps it until ``finishIfDone(_:)`` moves it out, after `body`.
    @inline(__always)
    func withContext<Result>(for hierarchy: ObjectIdentifier, _ body: (ResolutionContext) -> Result) -> Result {
        Unmanaged.passUnretained(enterContext(for: hierarchy))._withUnsafeGuaranteedRef { context in
            defer { finishIfDone(context) }
            return body(context)
        }
    }
}

/// Hands every thread a distinct number, once.
private final class ThreadNumbers: @unchecked Sendable {
    static let shared = ThreadNumbers()
    // `@unchecked Sendable`: `last` is only read and written with `lock` held.
    private let lock = Lock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.withLock {
            last &+= 1
            return last & (1 << 24 - 1)
        }
    }
}

extension GraphIdentifier {
    /// Creates a new, never-before-used identifier, numbered by the calling thread.
    init() {
        self.init(number: ThreadResolutions.current.nextGraphNumber())
    }

    init(number: UInt64) {
        self.id = number
    }
}
