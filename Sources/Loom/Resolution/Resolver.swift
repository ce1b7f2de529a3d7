/// Something services can be resolved from: a ``Container``, or the resolver a factory receives.
///
/// ```swift
/// container.register(Owner.self) { (r: Resolver, name: String) in
///     Owner(name: name, pet: r.resolve(Animal.self)!)
/// }
/// let owner = container.resolve(Owner.self, argument: "Ann")
/// ```
///
/// Runtime arguments are matched by their static types at the call site, exactly as they were
/// declared in the factory. Loom takes them as parameter packs, so an existential argument
/// (`let pet: Animal = Cat()`) is matched as `Animal` in Swift 6 mode too.
///
/// Each method returns `nil` when no registration matches; with logging on
/// (``Container/loggingFunction``) the log names the requested key and the nearest registrations.
///
/// Resolvers are `Sendable`: a factory may hand its resolver to another task or thread. Loom's own
/// resolvers are safe to use from anywhere; a resolver type of your own must be too.
public protocol Resolver: Sendable {
    /// Resolves `serviceType`.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// Resolves `serviceType` registered under `name`.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// Resolves `serviceType` whose factory takes one runtime argument.
    func resolve<Service, each Argument>(_ serviceType: Service.Type, argument: repeat each Argument) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes one runtime argument.
    func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: repeat each Argument
    ) -> Service?

    /// Resolves `serviceType` whose factory takes these runtime arguments, in order.
    func resolve<Service, each Argument>(_ serviceType: Service.Type, arguments: repeat each Argument) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes these runtime arguments.
    func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) -> Service?

    /// Resolves `serviceType` registered under `name`, awaiting its factory if it was registered
    /// with `registerAsyncScoped`. Resolvers of your own get an implementation that calls
    /// `resolve(_:name:)`.
    func resolveAsync<Service>(_ serviceType: Service.Type, name: String?) async -> Service?
}

/// The low-level resolution entry point that extensions of the Swinject API call.
///
/// Every ``Resolver`` that Loom hands out also conforms to `_Resolver`. Do not call this unless you
/// write an extension; use `resolve` instead.
public protocol _Resolver {
    /// Resolves the registration keyed by `Service`, `Arguments`, `name` and `option`, calling its
    /// factory through `invoker`.
    func _resolve<Service, Arguments>(
        name: String?,
        option: ServiceKeyOption?,
        invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service?
}

// Default implementations of the argument-taking requirements, for resolvers written outside Loom
// that implement Swinject's fixed arities (or only `_Resolver`). They route through `_resolve`.
extension Resolver {
    /// Resolves through `_resolve` when this resolver also conforms to `_Resolver`.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        argument: repeat each Argument
    ) -> Service? {
        forwardToUnderscoreResolver(name: nil, arguments: (self as Resolver, repeat each argument))
    }

    /// Resolves through `_resolve` when this resolver also conforms to `_Resolver`.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: repeat each Argument
    ) -> Service? {
        forwardToUnderscoreResolver(name: name, arguments: (self as Resolver, repeat each argument))
    }

    /// Resolves through `_resolve` when this resolver also conforms to `_Resolver`.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        arguments: repeat each Argument
    ) -> Service? {
        forwardToUnderscoreResolver(name: nil, arguments: (self as Resolver, repeat each arguments))
    }

    /// Resolves through `_resolve` when this resolver also conforms to `_Resolver`.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) -> Service? {
        forwardToUnderscoreResolver(name: name, arguments: (self as Resolver, repeat each arguments))
    }

    /// Not generic over a pack: closures over pack tuples crash the 6.3 compiler's thunks.
    private func forwardToUnderscoreResolver<Service, Arguments>(name: String?, arguments: Arguments) -> Service? {
        guard let resolver = self as? _Resolver else {
            Container.log("Loom: \(type(of: self)) conforms to Resolver but not to _Resolver, so it cannot "
                + "resolve \(Service.self) with runtime arguments; implement resolve(_:arguments:) or _Resolver.")
            return nil
        }
        return resolver._resolve(name: name, option: nil) { (factory: (Arguments) -> Any) in factory(arguments) }
    }
}
