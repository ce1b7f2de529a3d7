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
    /// (`Cat.init as () -> Cat`). A function of one tuple parameter,
    /// `{ (deps: (Clock, Catalog)) in … }`, goes to the tuple forms, which resolve each element.
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
        AutoregistrationFailure.stopIfRepeated(types)

        // A local function, not a closure: a closure literal cannot declare pack parameters.
        func factory(_ resolver: Resolver, _ arguments: repeat each Argument) -> Service {
            let provided = RuntimeArguments(repeat each arguments)
            let dependencies = (repeat parameterValue(
                (each Dependency).self, from: resolver, provided: provided, repeat each arguments))
            AutoregistrationFailure.stopIfAnyIsMissing(
                repeat each dependencies, building: Service.self, name: name, arguments: types)
            return initializer(repeat (each dependencies)!)
        }
        return register(service, name: name, factory: factory)
    }
}
