/// The hand-written minimum for graph scope (scenario C): factories in a dictionary, and a dictionary
/// per top-level resolve that keeps the graph-scoped instances of that one graph.
///
/// `@unchecked Sendable` for the same reason as ``MinimumContainer``: filled first, then only read.
final class MinimumGraphContainer: @unchecked Sendable {
    typealias Factory = (Graph) -> AnyObject

    private var entries: [ObjectIdentifier: (factory: Factory, graphScoped: Bool)] = [:]

    func register<Service: AnyObject>(_: Service.Type, graphScoped: Bool = false, factory: @escaping Factory) {
        entries[ObjectIdentifier(Service.self)] = (factory, graphScoped)
    }

    /// Resolves `Service` as the root of a new graph.
    @inline(__always)
    func resolve<Service: AnyObject>(_: Service.Type) -> Service {
        Graph(container: self).resolve(Service.self)
    }

    /// One object graph: what its factories resolve, and its graph-scoped instances.
    final class Graph {
        private let container: MinimumGraphContainer
        private var instances: [ObjectIdentifier: AnyObject] = [:]

        fileprivate init(container: MinimumGraphContainer) {
            self.container = container
        }

        @inline(__always)
        func resolve<Service: AnyObject>(_: Service.Type) -> Service {
            let key = ObjectIdentifier(Service.self)
            let entry = container.entries[key]!
            guard entry.graphScoped else { return entry.factory(self) as! Service }
            if let instance = instances[key] { return instance as! Service }
            let instance = entry.factory(self)
            instances[key] = instance
            return instance as! Service
        }
    }
}
