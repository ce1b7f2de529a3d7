/// One thread's resolutions in progress, one ``ResolutionContext`` per container hierarchy.
///
/// Everything here is touched by its own thread only (it lives in a ``ThreadLocal``), so it needs no
/// lock. A synchronous resolve never suspends, so a resolution never changes threads.
final class ResolutionState {
    /// The calling thread's state.
    static var current: ResolutionState { storage.value }
    private static let storage = ThreadLocal { ResolutionState() }

    private var active: [ResolutionContext] = []
    private var spare: [ResolutionContext] = []
    private let threadNumber: UInt64
    private var graphCounter: UInt64 = 0

    private init() {
        threadNumber = ThreadNumbers.shared.next()
    }

    /// A process-unique graph number: the thread's number in the top 24 bits, a counter below.
    func nextGraphNumber() -> UInt64 {
        graphCounter &+= 1
        return threadNumber << 40 | (graphCounter & (1 << 40 - 1))
    }

    /// The resolution in progress (or the restored graph) for `hierarchy` on this thread.
    @inline(__always)
    func context(for hierarchy: ObjectIdentifier) -> ResolutionContext? {
        for context in active where context.hierarchy == hierarchy {
            return context
        }
        return nil
    }

    /// The context for `hierarchy`, begun with a fresh graph (or `graph`) if none is in progress.
    func enterContext(for hierarchy: ObjectIdentifier, graph: GraphIdentifier? = nil) -> ResolutionContext {
        if let context = context(for: hierarchy) { return context }
        let graph = graph ?? GraphIdentifier(number: nextGraphNumber())
        let context: ResolutionContext
        if let recycled = spare.popLast() {
            recycled.hierarchy = hierarchy
            recycled.graph = graph
            context = recycled
        } else {
            context = ResolutionContext(hierarchy: hierarchy, graph: graph)
        }
        active.append(context)
        return context
    }

    /// Ends `context` once nothing is nested in it any more: its graph completes.
    func finishIfDone(_ context: ResolutionContext) {
        guard context.depth == 0 else { return }
        let created = context.created
        context.created.removeAll(keepingCapacity: true)
        context.unpublished.removeAll(keepingCapacity: true)
        context.path.removeAll(keepingCapacity: true)
        if let index = active.firstIndex(where: { $0 === context }) {
            active.remove(at: index)
        }
        if spare.count < 4 { spare.append(context) }
        for item in created {
            item.entry.graphResolutionCompleted()
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
    init(number: UInt64) {
        self.id = number
    }
}
