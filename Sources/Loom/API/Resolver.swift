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
/// (`let pet: Animal = Cat()`) is matched as `Animal` in Swift 6 mode too, and any number of them
/// may be passed.
///
/// Each method returns `nil` when no registration matches; with logging on
/// (``Container/loggingFunction``, on by default in a debug build) the log names the requested key,
/// who asked for it and the nearest registrations.
///
/// ## Resolvers of your own
/// A type can conform the way it did to Swinject's `Resolver` — implementing `resolve(_:)`,
/// `resolve(_:name:)` and the fixed-arity methods of `_FixedArityResolver` it needs — and calls
/// through `any Resolver` reach its own methods. A method it leaves out returns `nil` and warns
/// once in the log, unless it also conforms to `_Resolver`. Like Swinject's, the protocol is not `Sendable`, so
/// such a wrapper may hold a container weakly (`weak var container: Container?`) in Swift 6 mode.
///
/// ## Handing a resolver to another task
/// A factory's resolver is the container it was resolved on, which is `Sendable`. Take
/// ``sendable`` to carry it into a task or a `@Sendable` closure:
///
/// ```swift
/// container.register(Feed.self) { r in
///     let resolver = r.sendable
///     return Feed(refresh: { Task { resolver.resolve(FeedLoader.self)?.load() } })
/// }
/// ```
public protocol Resolver: _FixedArityResolver {
    /// Resolves `serviceType`.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// Resolves `serviceType` registered under `name`.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// Resolves `serviceType` whose factory takes these runtime arguments (usually one).
    func resolve<Service, each Argument>(_ serviceType: Service.Type, argument: repeat each Argument) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes these runtime arguments
    /// (usually one).
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

    /// This resolver as a `Sendable` value, to use from another task or a `@Sendable` closure.
    ///
    /// ```swift
    /// let resolver = r.sendable
    /// Task.detached { _ = resolver.resolve(AuditLog.self) }
    /// ```
    ///
    /// Loom's resolvers (every ``Container``, ``Container/synchronize()``'s) return themselves. A
    /// resolver of your own that is `Sendable` should return `self`; one that is not cannot be sent,
    /// and stops with a message naming its type.
    var sendable: any Resolver & Sendable { get }
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

// The pack methods of resolvers written outside Loom, in Swinject's style: they call the resolver's
// fixed-arity methods with the arguments' static types (and, past nine arguments, `_Resolver`).
extension Resolver {
    /// Resolves through this resolver's fixed-arity method for the number of arguments.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        argument: repeat each Argument
    ) -> Service? {
        resolveWithArgumentList(Service.self, name: nil, repeat each argument)
    }

    /// Resolves through this resolver's fixed-arity method for the number of arguments.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argument: repeat each Argument
    ) -> Service? {
        resolveWithArgumentList(Service.self, name: name, repeat each argument)
    }

    /// Resolves through this resolver's fixed-arity method for the number of arguments.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        arguments: repeat each Argument
    ) -> Service? {
        resolveWithArgumentList(Service.self, name: nil, repeat each arguments)
    }

    /// Resolves through this resolver's fixed-arity method for the number of arguments.
    public func resolve<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) -> Service? {
        resolveWithArgumentList(Service.self, name: name, repeat each arguments)
    }

    /// Stops with a message: a resolver of your own is not known to be `Sendable`. Implement
    /// ``sendable`` returning `self` if it is.
    public var sendable: any Resolver & Sendable {
        preconditionFailure(
            "Loom: \(type(of: self)) is not known to be Sendable, so it cannot be handed to another task. "
                + "If it is Sendable, implement `var sendable: any Resolver & Sendable { self }`; "
                + "otherwise pass the Container it wraps."
        )
    }

    /// The arguments as a list of values and their static types, handed to the fixed-arity method of
    /// their count; no arguments resolve without any, more than nine through `_Resolver`.
    private func resolveWithArgumentList<Service, each Argument>(
        _: Service.Type,
        name: String?,
        _ arguments: repeat each Argument
    ) -> Service? {
        var values: [Any] = []
        var types: [Any.Type] = []
        for value in repeat each arguments { values.append(value) }
        for type in repeat (each Argument).self { types.append(type) }
        if values.isEmpty {
            return name.map { resolve(Service.self, name: $0) } ?? resolve(Service.self)
        }
        if values.count <= 9 {
            return resolveWithFixedArity(Service.self, name: name, values: values, types: types)
        }
        return resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, repeat each arguments))
    }
}
