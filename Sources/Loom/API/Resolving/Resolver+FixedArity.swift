/// Swinject's resolve methods with a fixed number of runtime arguments (one to nine), with and
/// without a name: the requirements a Swinject-style custom resolver implements.
///
/// You never name this protocol: ``Resolver`` refines it. It exists so that a resolver written for
/// Swinject — a wrapper that holds a container weakly, a test mock — compiles against Loom
/// unchanged and its own methods are the ones called, also through `any Resolver`:
///
/// ```swift
/// final class WeakResolver: Resolver {
///     weak var container: Container?
///     func resolve<Service>(_ serviceType: Service.Type) -> Service? { container?.resolve(serviceType) }
///     func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
///         container?.resolve(serviceType, name: name)
///     }
///     func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
///         container?.resolve(serviceType, argument: argument)
///     }
///     // … and the other seventeen, as Swinject's Resolver required
/// }
/// let resolver: Resolver = WeakResolver()
/// let owner = resolver.resolve(Owner.self, argument: "Ann")  // WeakResolver's own method
/// ```
///
/// Calls through `any Resolver` go to ``Resolver``'s parameter-pack methods first (the fixed forms
/// are disfavoured), so that an argument typed as a protocol keeps its static type in Swift 6 mode;
/// a resolver that does not implement the pack methods gets ones that call its fixed-arity
/// methods with the same static argument types. Methods a resolver does not implement resolve
/// through `_resolve(name:option:invoker:)` when it conforms to `_Resolver`; otherwise they return
/// `nil` and write a warning to `Container.loggingFunction`, once per resolver type and method, and
/// `require` throws an error naming the missing method.
public protocol _FixedArityResolver {
    /// Resolves `serviceType`.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// Resolves `serviceType` registered under `name`.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// Resolves `serviceType` whose factory takes one runtime argument.
    @_disfavoredOverload
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes one runtime argument.
    @_disfavoredOverload
    func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service?

    /// Resolves `serviceType` whose factory takes 2 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 2 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service?

    /// Resolves `serviceType` whose factory takes 3 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 3 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service?

    /// Resolves `serviceType` whose factory takes 4 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 4 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4) -> Service?

    /// Resolves `serviceType` whose factory takes 5 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 5 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5) -> Service?

    /// Resolves `serviceType` whose factory takes 6 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 6 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6) -> Service?

    /// Resolves `serviceType` whose factory takes 7 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 7 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7) -> Service?

    /// Resolves `serviceType` whose factory takes 8 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 8 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8) -> Service?

    /// Resolves `serviceType` whose factory takes 9 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9) -> Service?

    /// Resolves `serviceType` registered under `name` whose factory takes 9 runtime arguments.
    @_disfavoredOverload
    func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9) -> Service?
}

// What a resolver gets for the fixed arities it does not implement.
extension _FixedArityResolver where Self: Resolver {
    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, argument))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, argument))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9) -> Service? {
        resolveThroughUnderscoreResolver(name: nil, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9))
    }

    /// Resolves through `_resolve(name:option:invoker:)` when this resolver also conforms to `_Resolver`.
    @_disfavoredOverload
    public func resolve<Service, Arg1, Arg2, Arg3, Arg4, Arg5, Arg6, Arg7, Arg8, Arg9>(_ serviceType: Service.Type, name: String?, arguments arg1: Arg1, _ arg2: Arg2, _ arg3: Arg3, _ arg4: Arg4, _ arg5: Arg5, _ arg6: Arg6, _ arg7: Arg7, _ arg8: Arg8, _ arg9: Arg9) -> Service? {
        resolveThroughUnderscoreResolver(name: name, arguments: (self as Resolver, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8, arg9))
    }

    /// The resolve of a resolver that implements neither the pack nor this fixed-arity form: through
    /// `_Resolver` if it conforms, else `nil`, with a warning once per resolver type and method and,
    /// inside a `require`, an error that names the missing method.
    func resolveThroughUnderscoreResolver<Service, Arguments>(name: String?, arguments: Arguments) -> Service? {
        guard let resolver = self as? _Resolver else {
            let warning = PartialResolverWarning(
                resolverType: type(of: self),
                serviceType: Service.self,
                isNamed: name != nil,
                argumentTypes: ArgumentTypeList(Arguments.self).names
            )
            warning.warnOnce()
            if FailureRecorder.current.isRecording { FailureRecorder.current.record(warning.error(name: name)) }
            return nil
        }
        return resolver._resolve(name: name, option: nil) { (factory: (Arguments) -> Any) in factory(arguments) }
    }
}

extension _FixedArityResolver {
    /// Calls the fixed-arity method for `values` (at most nine), each passed as its static type in
    /// `types` — what the pack methods of a Swinject-style resolver do. `nil` for more than nine.
    ///
    /// Declared on this protocol, where only the fixed-arity forms are visible, so the calls below
    /// reach the conformer's own methods and never the pack ones.
    func resolveWithFixedArity<Service>(
        _: Service.Type,
        name: String?,
        values: [Any],
        types: [Any.Type]
    ) -> Service? {
        guard let first = types.first, values.count <= 9 else { return nil }
        func open1<A1>(_: A1.Type) -> Service? {
            if values.count == 1 {
                guard let name else { return resolve(Service.self, argument: values[0] as! A1) }
                return resolve(Service.self, name: name, argument: values[0] as! A1)
            }
            func open2<A2>(_: A2.Type) -> Service? {
                if values.count == 2 {
                    guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2) }
                    return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2)
                }
                func open3<A3>(_: A3.Type) -> Service? {
                    if values.count == 3 {
                        guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3) }
                        return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3)
                    }
                    func open4<A4>(_: A4.Type) -> Service? {
                        if values.count == 4 {
                            guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4) }
                            return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4)
                        }
                        func open5<A5>(_: A5.Type) -> Service? {
                            if values.count == 5 {
                                guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5) }
                                return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5)
                            }
                            func open6<A6>(_: A6.Type) -> Service? {
                                if values.count == 6 {
                                    guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6) }
                                    return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6)
                                }
                                func open7<A7>(_: A7.Type) -> Service? {
                                    if values.count == 7 {
                                        guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7) }
                                        return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7)
                                    }
                                    func open8<A8>(_: A8.Type) -> Service? {
                                        if values.count == 8 {
                                            guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7, values[7] as! A8) }
                                            return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7, values[7] as! A8)
                                        }
                                        func open9<A9>(_: A9.Type) -> Service? {
                                            if values.count == 9 {
                                                guard let name else { return resolve(Service.self, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7, values[7] as! A8, values[8] as! A9) }
                                                return resolve(Service.self, name: name, arguments: values[0] as! A1, values[1] as! A2, values[2] as! A3, values[3] as! A4, values[4] as! A5, values[5] as! A6, values[6] as! A7, values[7] as! A8, values[8] as! A9)
                                            }
                                            return nil
                                        }
                                        return _openExistential(types[8], do: open9)
                                    }
                                    return _openExistential(types[7], do: open8)
                                }
                                return _openExistential(types[6], do: open7)
                            }
                            return _openExistential(types[5], do: open6)
                        }
                        return _openExistential(types[4], do: open5)
                    }
                    return _openExistential(types[3], do: open4)
                }
                return _openExistential(types[2], do: open3)
            }
            return _openExistential(types[1], do: open2)
        }
        return _openExistential(first, do: open1)
    }
}
