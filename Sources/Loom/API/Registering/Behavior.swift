/// Code that runs whenever a service is registered in a container — for conventions, multi-binding
/// or audit logging across every registration.
///
/// ```swift
/// struct ContainerScopeForManagers: Behavior {
///     func container<Type, Service>(_ container: Container, didRegisterType type: Type.Type,
///                                   toService entry: ServiceEntry<Service>, withName name: String?) {
///         if "\(type)".hasSuffix("Manager") { entry.inObjectScope(.container) }
///     }
/// }
/// let container = Container(behaviors: [ContainerScopeForManagers()])
/// ```
///
/// Loom calls behaviours in the order they were added, for registrations made after they were added,
/// once per `register` and once per forwarded type (`implements`, `forward`). Behaviours run outside
/// every container lock, so they may register or resolve themselves.
public protocol Behavior {
    /// Called after `entry` was registered under `type` (the service type, or a forwarded type).
    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    )
}
