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

    /// The assemblies whose services this one's factories resolve. An ``Assembler`` applies them
    /// before this one, and reports one that is missing or that requires this one back.
    ///
    /// ```swift
    /// struct CheckoutAssembly: Assembly {
    ///     var requiredAssemblies: [any Assembly.Type] { [NetworkAssembly.self, StorageAssembly.self] }
    ///     func assemble(container: Container) { … }
    /// }
    /// let assembler = Assembler([CheckoutAssembly(), NetworkAssembly(), StorageAssembly()])
    /// // applied as NetworkAssembly, StorageAssembly, CheckoutAssembly
    /// ```
    var requiredAssemblies: [any Assembly.Type] { get }
}

extension Assembly {
    /// Does nothing.
    public func loaded(resolver _: Resolver) {}

    /// None: an assembly that declares nothing is applied where it stands in the list.
    public var requiredAssemblies: [any Assembly.Type] { [] }
}
