/// Resolves a new instance of a service every time ``instance`` is read (as its scope allows).
///
/// Needs no registration of its own: `Provider<X>` resolves whenever `X` does. Each read is a new
/// object graph, unless it happens during a resolution, which it then joins.
///
/// ```swift
/// container.register(Spawner.self) { r in Spawner(make: r.resolve(Provider<Enemy>.self)!) }
/// let a = spawner.make.instance, b = spawner.make.instance   // two enemies
/// ```
public final class Provider<Service>: InstanceWrapper {
    static var wrappedType: Any.Type { Service.self }

    private let factory: (GraphIdentifier?) -> Any?

    init?(inContainer _: Container, withInstanceFactory factory: ((GraphIdentifier?) -> Any?)?) {
        guard let factory else { return nil }
        self.factory = factory
    }

    /// A freshly resolved service.
    ///
    /// - Precondition: The container it came from still exists.
    public var instance: Service {
        guard let created = factory(nil) as? Service else {
            preconditionFailure("Loom: Provider<\(Service.self)> could not resolve its service: its container was released")
        }
        return created
    }
}
