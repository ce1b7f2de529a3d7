/// The hand-written minimum for named registrations (scenario E, memory): a dictionary keyed by type
/// and name.
///
/// `@unchecked Sendable` for the same reason as ``MinimumContainer``: filled first, then only read.
final class NamedMinimumContainer: @unchecked Sendable {
    typealias Factory = (Any) -> Any

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    private var factories: [Key: Factory] = [:]

    func register<Service>(_: Service.Type, name: String, factory: @escaping Factory) {
        factories[Key(type: ObjectIdentifier(Service.self), name: name)] = factory
    }

    @inline(__always)
    func resolve<Service>(_: Service.Type, name: String) -> Service {
        factories[Key(type: ObjectIdentifier(Service.self), name: name)]!(()) as! Service
    }
}
