/// A group of related registrations, applied to a container by an ``Assembler``.
///
/// ```swift
/// struct NetworkAssembly: Assembly {
///     func assemble(container: Container) {
///         container.register(HTTPClient.self) { _ in URLSessionClient() }.inObjectScope(.container)
///         container.register(API.self) { r in API(client: r.resolve(HTTPClient.self)!) }
///     }
///     func loaded(resolver: Resolver) {
///         resolver.resolve(API.self)?.warmUp()
///     }
/// }
/// ```
public protocol Assembly {
    /// Registers this assembly's services in `container`.
    func assemble(container: Container)

    /// Called after every assembly applied together with this one has assembled.
    func loaded(resolver: Resolver)
}

extension Assembly {
    /// Does nothing.
    public func loaded(resolver _: Resolver) {}
}
