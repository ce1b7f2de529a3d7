extension Resolver {
    /// Resolves `serviceType`, or throws a ``ResolutionError`` that says why it could not — with
    /// the path of registrations from this resolve to the one that failed.
    ///
    /// ```swift
    /// let orders = try container.require(OrderService.self)
    ///
    /// // In a factory, so that a missing dependency fails this resolve instead of the process:
    /// container.register(OrderService.self) { r in try OrderService(gateway: r.require(PaymentGateway.self)) }
    /// ```
    ///
    /// It resolves exactly as ``resolve(_:name:)`` does — same instances, same scopes; only a
    /// failure differs. A failed resolve nested inside a factory that the factory tolerates (an
    /// optional dependency it resolved with `resolve`) is not an error.
    public func require<Service>(_ serviceType: Service.Type, name: String? = nil) throws(ResolutionError) -> Service {
        try FailureRecorder.current.require({ resolve(serviceType, name: name) }) {
            .unexplained(Service.self, name: name, argumentsType: Resolver.self, resolver: self)
        }
    }

    /// Resolves `serviceType` whose factory takes one runtime argument, or throws why it could not.
    ///
    /// ```swift
    /// let owner = try container.require(Owner.self, argument: pet)
    /// ```
    public func require<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try require(serviceType, name: name, arguments: repeat each argument)
    }

    /// Resolves `serviceType` whose factory takes these runtime arguments, or throws why it could not.
    ///
    /// ```swift
    /// let member = try container.require(Member.self, name: "guest", arguments: "Ada", 12)
    /// ```
    public func require<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try FailureRecorder.current.require({ resolve(serviceType, name: name, arguments: repeat each arguments) }) {
            .unexplained(Service.self, name: name, argumentsType: (Resolver, repeat each Argument).self, resolver: self)
        }
    }
}

extension ResolutionError {
    /// The error for a resolver that returned `nil` without telling Loom why (one that is not
    /// backed by a Loom container).
    static func unexplained(_ serviceType: Any.Type, name: String?, argumentsType: Any.Type, resolver: Resolver) -> Self {
        let step = Step(service: "\(serviceType)", name: name, argumentTypes: ArgumentTypeList(argumentsType).names, scope: nil)
        return ResolutionError(
            reason: .notRegistered(nearest: []),
            path: [step],
            explanation: "Loom: \(type(of: resolver)) returned nil for \(step) without saying why; "
                + "resolve it through a Container for the nearest registrations.")
    }

    /// The error of a definition's `require` that got no instance and no recorded failure (a
    /// replacement's resolver that is not Loom's returned `nil`).
    static func unexplainedDefinition(_ serviceType: Any.Type, argumentsType: Any.Type, name: String) -> Self {
        let key = DefinitionKey.make(serviceType, argumentsType: argumentsType, name: name)
        return ResolutionError(
            reason: .notRegistered(nearest: []),
            path: [Step(of: key)],
            explanation: "Loom: the definition \(ResolutionStepDescription(of: key).text) gave no instance without saying why.")
    }
}
