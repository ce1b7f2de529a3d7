/// The state of one top-level resolution in one container hierarchy, on one thread.
///
/// Swinject keeps this on the container, which is why it needs one lock around everything; Loom keeps
/// it with the resolution, so concurrent resolutions share nothing but the caches they read.
/// Contexts are recycled per thread, so a resolution allocates nothing for its bookkeeping.
final class ResolutionContext {
    /// The root container of the hierarchy this resolution runs in.
    var hierarchy: ObjectIdentifier
    /// The graph that graph-scoped instances are cached in.
    var graph: GraphIdentifier
    /// How many resolutions are nested right now (each `withObjectGraph` counts as one too).
    var depth = 0
    /// The registrations being resolved, outermost first; names the chain of a cycle.
    var path: [ServiceEntryProtocol] = []
    /// Instances created in this graph: kept alive until the graph completes, then their storages
    /// are told it did.
    var created: [(entry: ServiceEntryProtocol, instance: Any)] = []
    /// Instances of shared scopes whose `initCompleted` is still running: visible to this resolution
    /// (a cycle) but not yet to other threads.
    var unpublished: [(entry: ObjectIdentifier, instance: Any)] = []
    /// How many synchronized (`synchronize()`) resolutions of this context hold the hierarchy lock.
    var synchronizedDepth = 0

    init(hierarchy: ObjectIdentifier, graph: GraphIdentifier) {
        self.hierarchy = hierarchy
        self.graph = graph
        path.reserveCapacity(16)
    }

    /// The instance of `entry` created by this resolution whose publication is pending.
    func unpublishedInstance(of entry: ServiceEntryProtocol) -> Any? {
        guard !unpublished.isEmpty else { return nil }
        let id = ObjectIdentifier(entry)
        return unpublished.last(where: { $0.entry == id })?.instance
    }
}
