/// Resolves a service the first time ``instance`` is read, then keeps it.
///
/// Needs no registration of its own: `Lazy<X>` resolves whenever `X` does, with the same name and
/// arguments. The instance belongs to the object graph in which the `Lazy` was resolved.
///
/// ```swift
/// container.register(Report.self) { r in Report(exporter: r.resolve(Lazy<Exporter>.self)!) }
/// // Exporter is created on the first `exporter.instance`.
/// ```
public final class Lazy<Service>: InstanceWrapper {
    static var wrappedType: Any.Type { Service.self }

    private let factory: (GraphIdentifier?) -> Any?
    private let graph: GraphIdentifier?
    private let lock = Lock()
    private var resolved: Service?

    init?(inContainer container: Container, withInstanceFactory factory: ((GraphIdentifier?) -> Any?)?) {
        guard let factory else { return nil }
        self.factory = factory
        self.graph = container.currentObjectGraph
    }

    /// The service, resolved on first access.
    ///
    /// - Precondition: The container it came from still exists.
    public var instance: Service {
        if let resolved = lock.withLock({ resolved }) { return resolved }
        guard let created = factory(graph) as? Service else {
            preconditionFailure("Loom: Lazy<\(Service.self)> could not resolve its service: its container was released")
        }
        return lock.withLock {
            if let resolved { return resolved }
            resolved = created
            return created
        }
    }
}
