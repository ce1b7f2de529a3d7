import Loom

/// The value for one initializer parameter of an autoregistration with runtime arguments: the argument
/// meant for it (`provided`), else the parameter resolved without arguments, else resolved with the
/// same `arguments`, so that a dependency registered with those argument types receives them; `nil`
/// when none gives one, and only that last resolve reports the failure.
///
/// The pack-based `autoregister` and the tuple overloads both resolve each parameter here.
func parameterValue<Parameter, each Argument>(
    _ parameter: Parameter.Type,
    from resolver: Resolver,
    provided: RuntimeArguments,
    _ arguments: repeat each Argument
) -> Parameter? {
    provided.value(for: parameter)
        ?? resolveQuietly(parameter, from: resolver)
        ?? resolver.resolve(parameter, arguments: repeat each arguments)
}

/// `service` resolved without arguments, or `nil` without a failure report when it is not registered
/// that way: resolving `Service?` gives `.some(nil)` then, silently. `Optional`, `Lazy` and
/// `Provider` parameters are resolved as they are: the container builds them around the wrapped
/// service (an `Optional` of a missing one is `nil`, silently), and they do not nest in an `Optional`.
private func resolveQuietly<Service>(_ service: Service.Type, from resolver: Resolver) -> Service? {
    if service is any BuiltAroundAService.Type {
        return resolver.resolve(service)
    }
    return resolver.resolve(Service?.self) ?? nil
}

/// The types Loom resolves by building them around a registered service.
private protocol BuiltAroundAService {}
extension Optional: BuiltAroundAService {}
extension Lazy: BuiltAroundAService {}
extension Provider: BuiltAroundAService {}
