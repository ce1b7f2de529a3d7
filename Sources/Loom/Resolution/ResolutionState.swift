/// One thread's resolutions in progress, one ``ResolutionContext`` per container hierarchy.
///
/// Everything here is touched by its own thread only (it lives in a ``ThreadLocal``), so it needs no
/// lock, and no dynamic exclusivity checks either (`@exclusivity(unchecked)`): nothing here is ever
/// accessed while another access to the same property is in progress. A synchronous resolve never
/// suspends, so a resolution never changes threads.
final class ResolutionState {
    /// The calling thread's state.
    static var current: ResolutionState { storage.value }
    private static let storage = ThreadLocal { ResolutionState() }

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
    private let threadNumber: UInt64
    @exclusivity(unchecked) private var graphCounter: UInt64 = 0

    private init() {
        threadNumber = ThreadNumbers.shared.next()
    }

    /// A process-unique graph number: the thread's number in the top 24 bits, a counter below.
    @inline(__always)
    func nextGraphNumber() -> UInt64 {
        graphCounter &+= 1
        return threadNumber << 40 | (graphCounter & (1 << 40 - 1))
    }

    /// The resolution in progress (or the restored graph) for `hierarchy` on this thread.
    @inline(__always)
    func context(for hierarchy: ObjectIdentifier) -> ResolutionContext? {
        if let innermost, innermost.hierarchy == hierarchy { return innermost }
        guard !outer.isEmpty else { return nil }
        return outer.last(where: { $0.hierarchy == hierarchy })
    }

    /// The context for `hierarchy`, begun with a fresh graph (or `graph`) if none is in progress.
    @inline(__always)
    func enterContext(for hierarchy: ObjectIdentifier, graph: GraphIdentifier? = nil) -> ResolutionContext {
        if let context = context(for: hierarchy) { return context }
        let graph = graph ?? GraphIdentifier(number: nextGraphNumber())
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

    /// Ends `context` once nothing is nested in it any more: its graph completes.
    @inline(__always)
    func finishIfDone(_ context: ResolutionContext) {
        guard context.depth == 0 else { return }
        if innermost === context {
            innermost = outer.popLast()
        } else if let index = outer.firstIndex(where: { $0 === context }) {
            outer.remove(at: index)
        } else {
            return  // already finished by a nested call
        }
        spare = context
        context.finish()
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
    init(number: UInt64) {
        self.id = number
    }
}
