/// The hand-written minimum: a dictionary `[ObjectIdentifier: (Any) -> Any]`, the closure call and an
/// `as!` cast — the practical floor for a type-erased container. The closure's argument carries
/// runtime arguments (scenario D); a child looks in its parent when it has no factory (scenario G).
///
/// `@unchecked Sendable`: every factory is registered before the first resolve, after which the
/// dictionary is only read, which Swift's dictionaries allow from several threads.
final class MinimumContainer: @unchecked Sendable {
    typealias Factory = (Any) -> Any

    private var factories: [ObjectIdentifier: Factory] = [:]
    private let parent: MinimumContainer?

    init(parent: MinimumContainer? = nil) {
        self.parent = parent
    }

    func register<Service>(_: Service.Type, factory: @escaping Factory) {
        factories[ObjectIdentifier(Service.self)] = factory
    }

    @inline(__always)
    func resolve<Service>(_: Service.Type, argument: Any = ()) -> Service {
        factory(for: ObjectIdentifier(Service.self))!(argument) as! Service
    }

    /// The service, or `nil` when nothing is registered for it (scenario N).
    @inline(__always)
    func resolveIfRegistered<Service>(_: Service.Type) -> Service? {
        factory(for: ObjectIdentifier(Service.self)).map { $0(()) as! Service }
    }

    private func factory(for key: ObjectIdentifier) -> Factory? {
        factories[key] ?? parent?.factory(for: key)
    }
}
