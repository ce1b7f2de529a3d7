import Loom

extension Container {
    /// Registers `service`, built by `initializer` from dependencies resolved by their types.
    ///
    /// ```swift
    /// container.autoregister(Clock.self, initializer: SystemClock.init)
    /// container.autoregister(LoanService.self, initializer: LoanService.init(clock:catalog:))
    /// let loans = container.resolve(LoanService.self)!   // LoanService(clock: r~>, catalog: r~>)
    /// ```
    ///
    /// Each parameter of `initializer` is resolved from the container by its type, with no name and
    /// no arguments; any number of parameters works (SwinjectAutoregistration: up to 20). When an
    /// initializer is overloaded, name it in full (`PetOwner.init(name:pet:)`) or give its type
    /// (`Cat.init as () -> Cat`).
    ///
    /// Resolving the service stops the process when a dependency cannot be resolved; the message
    /// names each missing type and the initializer's signature.
    ///
    /// - Parameters:
    ///   - service: The registered type, usually a protocol.
    ///   - name: Tells apart several registrations of one type.
    ///   - initializer: Creates the instance from its dependencies, usually `SomeType.init`.
    /// - Returns: The registration, to set its scope, `initCompleted` or forwarded types.
    @discardableResult
    public func autoregister<Service, each Dependency>(
        _ service: Service.Type,
        name: String? = nil,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        register(service, name: name) { (resolver: Resolver) -> Service in
            let dependencies = (repeat resolver.resolve((each Dependency).self))
            AutoregistrationFailure.stopIfAnyIsMissing(
                repeat each dependencies, building: Service.self, name: name, arguments: [])
            return initializer(repeat (each dependencies)!)
        }
    }

    /// Registers `service` with one runtime argument: the initializer parameter of the argument's type
    /// receives it, every other parameter is resolved.
    ///
    /// ```swift
    /// container.autoregister(Loan.self, argument: BookID.self, initializer: Loan.init(book:clock:))
    /// let loan = container.resolve(Loan.self, argument: BookID(7))!
    /// ```
    ///
    /// The argument also goes to a parameter whose type it can be cast to (an argument of type `Cat`
    /// fills an `Animal` parameter). A dependency that resolves neither from the argument nor without
    /// arguments is resolved with the argument, so a dependency registered with the same argument
    /// type receives it as well.
    ///
    /// - Parameters:
    ///   - service: The registered type.
    ///   - name: Tells apart several registrations of one type.
    ///   - argument: The type of the runtime argument; resolve with a value of exactly this type.
    ///   - initializer: Creates the instance from the argument and its dependencies.
    /// - Returns: The registration, keyed like `register(service) { (r, argument: Argument) in … }`.
    @discardableResult
    public func autoregister<Service, each Dependency, Argument>(
        _ service: Service.Type,
        name: String? = nil,
        argument: Argument.Type,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(service, name: name, argumentTypes: argument, initializer: initializer)
    }

    /// Registers `service` with two or more runtime arguments of distinct types: each goes to the
    /// initializer parameter of its type, in any order; every other parameter is resolved.
    ///
    /// ```swift
    /// container.autoregister(Loan.self, arguments: BookID.self, Member.self,
    ///                        initializer: Loan.init(book:member:clock:))
    /// let loan = container.resolve(Loan.self, arguments: BookID(7), Member("Ann"))!
    /// ```
    ///
    /// Resolve with the arguments in the order their types are listed here. Two arguments of the same
    /// type could not be told apart: registering them stops the process with a message naming the
    /// types (as in SwinjectAutoregistration). Any number of arguments works
    /// (SwinjectAutoregistration: up to 3).
    ///
    /// - Parameters:
    ///   - service: The registered type.
    ///   - name: Tells apart several registrations of one type.
    ///   - first: The type of the first runtime argument.
    ///   - second: The type of the second runtime argument.
    ///   - more: The types of further runtime arguments.
    ///   - initializer: Creates the instance from the arguments and its dependencies.
    /// - Returns: The registration, keyed like `register(service) { (r, a: First, b: Second) in … }`.
    @discardableResult
    public func autoregister<Service, each Dependency, First, Second, each More>(
        _ service: Service.Type,
        name: String? = nil,
        arguments first: First.Type,
        _ second: Second.Type,
        _ more: repeat (each More).Type,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(service, name: name, argumentTypes: first, second, repeat each more, initializer: initializer)
    }

    /// The one implementation behind both argument-taking forms.
    private func autoregister<Service, each Dependency, each Argument>(
        _ service: Service.Type,
        name: String?,
        argumentTypes: repeat (each Argument).Type,
        initializer: @escaping (repeat each Dependency) -> Service
    ) -> ServiceEntry<Service> {
        // A `let`: a local function that captures a `var` beside packs crashes the 6.3 compiler.
        let types = typeList(repeat each argumentTypes)
        if let message = AutoregistrationFailure.repeatedArgumentTypesMessage(types) {
            AutoregistrationFailure.stop(message)
        }

        // A local function, not a closure: a closure literal cannot declare pack parameters.
        func factory(_ resolver: Resolver, _ arguments: repeat each Argument) -> Service {
            var provided = RuntimeArguments()
            repeat provided.append(each arguments)
            let dependencies = (repeat provided.value(for: (each Dependency).self)
                ?? resolveQuietly((each Dependency).self, from: resolver)
                ?? resolver.resolve((each Dependency).self, arguments: repeat each arguments))
            AutoregistrationFailure.stopIfAnyIsMissing(
                repeat each dependencies, building: Service.self, name: name, arguments: types)
            return initializer(repeat (each dependencies)!)
        }
        return register(service, name: name, factory: factory)
    }
}

/// `service` resolved without arguments, or `nil` without a failure report when it is not registered
/// that way: resolving `Service?` gives `.some(nil)` then, silently. Only a dependency that resolves
/// neither way is reported, by the resolve with arguments that follows. `Optional`, `Lazy` and
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
