import Loom

// `infix operator ~>` is declared by the standard library; only the postfix form and `~~>` are new.

/// Resolves a service whose type is inferred from the context: `r~>` is `r.resolve(T.self)!`.
postfix operator ~>

/// Resolves a service through one registered type and casts it to the type the context infers; it
/// binds like `as?`.
infix operator ~~> : CastingPrecedence

/// Resolves the service the context expects, or stops the process naming it.
///
/// ```swift
/// container.register(LoanService.self) { r in LoanService(clock: r~>, catalog: r~>) }
/// ```
///
/// The inferred type may be optional (`let clock: Clock? = r~>`), which resolves `Clock`.
public postfix func ~> <Service>(resolver: Resolver) -> Service {
    required(resolver.resolve(Service.self), Service.self, name: nil, arguments: [])
}

/// Resolves `service`, or stops the process naming it: `r ~> Clock.self` is `r.resolve(Clock.self)!`.
///
/// ```swift
/// container.register(LoanService.self) { r in LoanService(clock: r ~> Clock.self, catalog: r~>) }
/// ```
public func ~> <Service>(resolver: Resolver, service: Service.Type) -> Service {
    required(resolver.resolve(service), service, name: nil, arguments: [])
}

/// Resolves the service registered under a name, or stops the process naming it.
///
/// ```swift
/// let backup = r ~> (Clock.self, name: "backup")
/// ```
public func ~> <Service>(resolver: Resolver, key: (service: Service.Type, name: String)) -> Service {
    required(resolver.resolve(key.service, name: key.name), key.service, name: key.name, arguments: [])
}

/// Resolves the service whose factory takes one runtime argument, or stops the process naming it.
///
/// ```swift
/// let loan = r ~> (Loan.self, argument: BookID(7))
/// ```
public func ~> <Service, Argument>(resolver: Resolver, key: (service: Service.Type, argument: Argument)) -> Service {
    required(resolver.resolve(key.service, argument: key.argument),
             key.service, name: nil, arguments: [Argument.self])
}

/// Resolves the service registered under a name whose factory takes one runtime argument, or stops
/// the process naming it.
///
/// ```swift
/// let loan = r ~> (Loan.self, name: "express", argument: BookID(7))
/// ```
public func ~> <Service, Argument>(
    resolver: Resolver,
    key: (service: Service.Type, name: String, argument: Argument)
) -> Service {
    required(resolver.resolve(key.service, name: key.name, argument: key.argument),
             key.service, name: key.name, arguments: [Argument.self])
}

/// Resolves the service whose factory takes these runtime arguments, given as a tuple, or stops the
/// process naming it.
///
/// ```swift
/// let loan = r ~> (Loan.self, arguments: (BookID(7), Member("Ann")))
/// ```
public func ~> <Service, each Argument>(
    resolver: Resolver,
    key: (service: Service.Type, arguments: (repeat each Argument))
) -> Service {
    required(resolver.resolve(key.service, arguments: repeat each key.arguments),
             key.service, name: nil, arguments: typeList(repeat (each Argument).self))
}

/// Resolves the service registered under a name whose factory takes these runtime arguments, given
/// as a tuple, or stops the process naming it.
///
/// ```swift
/// let loan = r ~> (Loan.self, name: "express", arguments: (BookID(7), Member("Ann")))
/// ```
public func ~> <Service, each Argument>(
    resolver: Resolver,
    key: (service: Service.Type, name: String, arguments: (repeat each Argument))
) -> Service {
    required(resolver.resolve(key.service, name: key.name, arguments: repeat each key.arguments),
             key.service, name: key.name, arguments: typeList(repeat (each Argument).self))
}

/// Resolves the service registered under a name whose factory takes two runtime arguments, listed
/// without a tuple. Deprecated, as in SwinjectAutoregistration: write `arguments: (a, b)`.
///
/// ```swift
/// let loan = r ~> (Loan.self, name: "express", arguments: (BookID(7), Member("Ann")))
/// ```
@available(*, deprecated, message: "Comma-separated arguments are deprecated; pass them in a tuple instead: ~> (Service.self, name: \"Service\", arguments: (arg1, arg2))")
public func ~> <Service, Argument1, Argument2>(
    resolver: Resolver,
    key: (Service.Type, name: String, arguments: Argument1, Argument2)
) -> Service {
    resolver ~> (key.0, name: key.name, arguments: (key.arguments, key.3))
}

/// Resolves the service whose factory takes three runtime arguments, listed without a tuple.
/// Deprecated, as in SwinjectAutoregistration: write `arguments: (a, b, c)`.
///
/// ```swift
/// let loan = r ~> (Loan.self, arguments: (BookID(7), Member("Ann"), Day(3)))
/// ```
@available(*, deprecated, message: "Comma-separated arguments are deprecated; pass them in a tuple instead: ~> (Service.self, arguments: (arg1, arg2, arg3))")
public func ~> <Service, Argument1, Argument2, Argument3>(
    resolver: Resolver,
    key: (Service.Type, arguments: Argument1, Argument2, Argument3)
) -> Service {
    resolver ~> (key.0, arguments: (key.arguments, key.2, key.3))
}

/// Resolves the service registered under a name whose factory takes three runtime arguments, listed
/// without a tuple. Deprecated, as in SwinjectAutoregistration: write `arguments: (a, b, c)`.
///
/// ```swift
/// let loan = r ~> (Loan.self, name: "express", arguments: (BookID(7), Member("Ann"), Day(3)))
/// ```
@available(*, deprecated, message: "Comma-separated arguments are deprecated; pass them in a tuple instead: ~> (Service.self, name: \"Service\", arguments: (arg1, arg2, arg3))")
public func ~> <Service, Argument1, Argument2, Argument3>(
    resolver: Resolver,
    key: (Service.Type, name: String, arguments: Argument1, Argument2, Argument3)
) -> Service {
    resolver ~> (key.0, name: key.name, arguments: (key.arguments, key.3, key.4))
}

/// Resolves `service`, or stops the process naming it, and casts the instance to the type the
/// context expects: `nil` when the instance is not of that type.
///
/// ```swift
/// let clock: SystemClock? = r ~~> Clock.self   // registered as Clock, used as SystemClock
/// ```
public func ~~> <Service, Instance>(resolver: Resolver, service: Service.Type) -> Instance? {
    (resolver ~> service) as? Instance
}

/// `resolved`, or a stop whose message names what was asked for.
private func required<Service>(
    _ resolved: Service?,
    _ service: Service.Type,
    name: String?,
    arguments: @autoclosure () -> [Any.Type]
) -> Service {
    guard let resolved else {
        AutoregistrationFailure.stop(
            AutoregistrationFailure.unresolvedMessage(service: service, name: name, arguments: arguments()))
    }
    return resolved
}
