/// A storage made of several storages: reads return the first stored instance, writes go to all.
///
/// ``ObjectScope`` builds one when a scope has a parent scope; ``ObjectScope/weak`` is a
/// ``WeakStorage`` composed with ``GraphStorage``.
public final class CompositeStorage: InstanceStorage {
    let components: [InstanceStorage]

    /// Creates a storage over `components`, consulted in order.
    public init(_ components: [InstanceStorage]) {
        self.components = components
    }

    /// The first component's instance that is not `nil`; setting it sets every component.
    public var instance: Any? {
        get {
            for component in components {
                if let instance = component.instance { return instance }
            }
            return nil
        }
        set {
            for component in components { component.instance = newValue }
        }
    }

    /// Tells every component that the resolution has completed.
    public func graphResolutionCompleted() {
        for component in components { component.graphResolutionCompleted() }
    }

    /// The first component's instance for `graph` that is not `nil`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        for component in components {
            if let instance = component.instance(inGraph: graph) { return instance }
        }
        return nil
    }

    /// Stores `instance` for `graph` in every component.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        for component in components { component.setInstance(instance, inGraph: graph) }
    }
}
