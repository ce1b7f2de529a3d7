// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// The state of one top-level resolution in one container hierarchy, on one thread.
///
/// Swinject keeps this on the container, which is why it needs one lock around everything; Loom keeps
/// it with the resolution, so concurrent resolutions share nothing but the caches they read.
/// Contexts are recycled per thread, so a resolution allocates nothing for its bookkeeping.
///
/// Thread-confined, hence `@exclusivity(unchecked)`: no two accesses to a property ever overlap.
final class ResolutionContext {
    /// The root container of the hierarchy this resolution runs in.
    @exclusivity(unchecked) var hierarchy: ObjectIdentifier
    /// The graph that graph-scoped instances are cached in.
    @exclusivity(unchecked) var graph: GraphIdentifier
    /// How many resolutions are nested right now (each `withObjectGraph` counts as one too).
    @exclusivity(unchecked) private(set) var depth = 0
    /// The registrations being resolved, outermost first (`nil` for a `withObjectGraph` level); names
    /// the chain of a cycle. Unretained: each is held by the resolution that pushed it.
    private let pathBuffer: UnsafeMutablePointer<Unmanaged<Registration>?>
    /// Shared-scope instances created by this resolution: kept alive until it completes, then their
    /// storages are told it did.
    @exclusivity(unchecked) var created: [(registration: Registration, instance: Any)] = []
    /// Graph-scoped instances created by this resolution. They live here, not in a storage: nobody
    /// else can see this graph, so no lock and no weak map are needed while it is being resolved.
    @exclusivity(unchecked) var graphInstances: [GraphInstance] = []
    /// Whether this resolution's graph identifier may be used again later — it was handed out
    /// (`resolve(GraphIdentifier.self)`, a `Lazy`) or supplied from outside (`withObjectGraph`). Only
    /// then are its graph-scoped instances remembered, weakly, in their ``GraphStorage``.
    @exclusivity(unchecked) var graphEscaped = false
    /// Instances of shared scopes whose `initCompleted` is still running: visible to this resolution
    /// (a cycle) but not yet to other threads.
    @exclusivity(unchecked) var unpublished: [(key: ObjectIdentifier, instance: Any)] = []
    /// The depth at which the innermost `Lazy` or `Provider` started resolving: registrations below it
    /// did not resolve the service themselves, so they cannot capture it (captive-dependency check).
    @exclusivity(unchecked) var wrapperDepth = 0

    init(hierarchy: ObjectIdentifier, graph: GraphIdentifier) {
        self.hierarchy = hierarchy
        self.graph = graph
        pathBuffer = .allocate(capacity: Container.maximumResolutionDepth)
    }

    deinit {
        pathBuffer.deallocate()
    }

    /// Enters one more nested level; `false` when that would exceed the depth limit.
    @inline(__always)
    func push(_ registration: Registration?) -> Bool {
        guard depth < Container.maximumResolutionDepth else { return false }
        (pathBuffer + depth).initialize(to: registration.map(Unmanaged.passUnretained))
        depth += 1
        return true
    }

    /// Leaves the innermost level.
    @inline(__always)
    func pop() {
        depth -= 1
    }

    /// The registrations being resolved, outermost first.
    var path: [Registration] {
        (0..<depth).compactMap { pathBuffer[$0]?.takeUnretainedValue() }
    }

    /// The graph-scoped instance of `registration` this resolution created in the current graph.
    @inline(__always)
    func graphInstance(of registration: Registration) -> Any? {
        // By index, newest first: iterating the items would copy (and destroy) each one.
        var index = graphInstances.endIndex
        while index > graphInstances.startIndex {
            index -= 1
            if graphInstances[index].registration === registration, graphInstances[index].graph == graph {
                return graphInstances[index].instance
            }
        }
        return nil
    }

    /// Clears the context for reuse and completes what its resolution created: storages of shared
    /// instances are told the graph completed; graph-scoped instances of an escaped graph are
    /// remembered weakly so the graph can be resumed while they live.
    func finish() {
        wrapperDepth = 0
        let escaped = graphEscaped
        graphEscaped = false
        // Nearly every resolution created nothing to complete: skip the array work.
        guard !(graphInstances.isEmpty && created.isEmpty && unpublished.isEmpty) else { return }
        unpublished.removeAll(keepingCapacity: true)
        // Emptied in place, keeping the buffers for the next resolution (a copy still holding a
        // buffer would make `removeAll` allocate a new one). A `deinit` that runs as instances are
        // released here may resolve: that begins a context of its own, this one is no longer current.
        if !graphInstances.isEmpty {
            if escaped {
                for item in graphInstances {
                    item.registration.remember(item.instance, in: item.graph)
                }
            }
            graphInstances.removeAll(keepingCapacity: true)
        }
        if !created.isEmpty {
            for item in created {
                item.registration.graphResolutionCompleted()
            }
            created.removeAll(keepingCapacity: true)
        }
    }

    /// An instance of `registration` this resolution created and has not cached in the registration's
    /// storage: a graph-scoped one, or a shared one whose `initCompleted` is still running.
    @inline(__always)
    func instanceInProgress(of registration: Registration, sharing: InstanceSharing) -> Any? {
        switch sharing {
        case .none: return nil
        case .perGraph: return graphInstance(of: registration)
        case .shared: return unpublishedInstance(for: ObjectIdentifier(registration))
        case .scoped: return nil  // found by slot, once the scope id is known
        }
    }

    /// The instance created by this resolution under `key` (see ``InstanceHome/gateKey``) whose
    /// publication is pending.
    func unpublishedInstance(for key: ObjectIdentifier) -> Any? {
        guard !unpublished.isEmpty else { return nil }
        return unpublished.last(where: { $0.key == key })?.instance
    }

    /// The registration resolved at nesting `level` (0 is the outermost); `nil` for a
    /// `withObjectGraph` level.
    func registration(atLevel level: Int) -> Registration? {
        pathBuffer[level]?.takeUnretainedValue()
    }
}

/// A graph-scoped instance created during a resolution.
struct GraphInstance {
    let registration: Registration
    let graph: GraphIdentifier
    let instance: Any
}
