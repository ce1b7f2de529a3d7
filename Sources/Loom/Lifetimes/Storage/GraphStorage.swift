/// Storage for ``ObjectScope/graph``: one instance per object graph.
///
/// While a resolution runs, its graph-scoped instances live with the resolution. When the graph can
/// be resumed later (its ``GraphIdentifier`` left the resolution), the container records each
/// instance here, weakly, so ``Container/withObjectGraph(_:closure:)`` and `Lazy` can get it back
/// while something else keeps it alive. References to released instances are pruned as new graphs
/// arrive, so memory stays flat however many graphs a process resolves.
///
/// Used in a custom scope, it behaves as in Swinject: an instance per graph, kept weakly.
public final class GraphStorage: InstanceStorage {
    private var graphs: [GraphIdentifier: WeakReference] = [:]
    private var pruneThreshold = 16

    /// The instance of the graph being resolved most recently; cleared when its resolution ends.
    public var instance: Any?

    /// Creates an empty storage.
    public init() {}

    /// Drops the strong reference to the last graph's instance.
    public func graphResolutionCompleted() {
        instance = nil
    }

    /// The instance stored for `graph`, while it is alive.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        graphs[graph]?.value
    }

    /// Stores `instance` for `graph`, weakly, and strongly until the resolution completes.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
        guard let object = WeakReference.object(in: instance) else {
            graphs[graph] = nil
            return
        }
        graphs[graph] = WeakReference(object: object)
        if graphs.count >= pruneThreshold {
            graphs = graphs.filter { $0.value.value != nil }
            pruneThreshold = max(16, graphs.count * 2)
        }
    }

    /// How many graphs still have an entry; for tests of the pruning.
    var trackedGraphCount: Int { graphs.count }
}
