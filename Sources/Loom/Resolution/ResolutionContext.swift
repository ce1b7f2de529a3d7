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
    /// Instances created in this graph: kept alive until the graph completes, then their storages
    /// are told it did.
    @exclusivity(unchecked) var created: [(registration: Registration, instance: Any)] = []
    /// Instances of shared scopes whose `initCompleted` is still running: visible to this resolution
    /// (a cycle) but not yet to other threads.
    @exclusivity(unchecked) var unpublished: [(registration: ObjectIdentifier, instance: Any)] = []
    /// How many synchronized (`synchronize()`) resolutions of this context hold the hierarchy lock.
    @exclusivity(unchecked) var synchronizedDepth = 0

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

    /// Clears the context for reuse; returns the instances its graph created, to complete them.
    func reset() -> [(registration: Registration, instance: Any)] {
        unpublished.removeAll(keepingCapacity: true)
        synchronizedDepth = 0
        guard !created.isEmpty else { return [] }
        let finished = created
        created.removeAll(keepingCapacity: true)
        return finished
    }

    /// The instance of `registration` created by this resolution whose publication is pending.
    func unpublishedInstance(of registration: Registration) -> Any? {
        guard !unpublished.isEmpty else { return nil }
        let id = ObjectIdentifier(registration)
        return unpublished.last(where: { $0.registration == id })?.instance
    }
}
