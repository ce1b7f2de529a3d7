/// Runtime arguments for `verify()` to resolve a registration that takes them with.
///
/// ```swift
/// let report = container.verify(samples: [
///     VerificationSample(Member.self, name: "guest", arguments: "Ada", 12),
/// ])
/// ```
///
/// A registration with runtime arguments and no sample is listed in the report as not verified.
public struct VerificationSample {
    /// The key the sample resolves.
    let key: ServiceKey
    /// Resolves the sample in the sandbox with `require`.
    let run: (Container) throws(ResolutionError) -> Void
    /// A value for a `registerProvided` service, handed into the sandbox's scope of its kind.
    let provided: (key: ProvidedKey, service: String, value: Any)?

    /// A sample resolve of `serviceType` registered under `name`, with these runtime arguments.
    ///
    /// ```swift
    /// VerificationSample(Owner.self, arguments: Cat() as Animal)
    /// ```
    public init<Service, each Argument>(_ serviceType: Service.Type, name: String? = nil, arguments: repeat each Argument) {
        key = ServiceKey(serviceType: Service.self, argumentsType: (Resolver, repeat each Argument).self, name: name)
        let values = (repeat each arguments)
        run = { (sandbox: Container) throws(ResolutionError) in
            _ = try sandbox.require(Service.self, name: name, arguments: repeat each values)
        }
        provided = nil
    }

    /// A value for a service declared with `registerProvided`, which `verify()` hands into its
    /// sandbox's scope of that kind, so that the services depending on it are verified too.
    ///
    /// ```swift
    /// container.registerProvided(IncomingRequest.self, in: .request)
    /// let report = container.verify(samples: [
    ///     VerificationSample(providing: IncomingRequest(path: "/", traceID: "verify"), as: IncomingRequest.self),
    /// ])
    /// ```
    ///
    /// Without one, the report notes the provided service and each service that needs it through
    /// `r.require(_:)` or an optional `r.resolve(_:)` as not verified — not as missing. A factory
    /// that force-unwraps it (`r.resolve(IncomingRequest.self)!`) stops the process without a
    /// sample, as it does for a missing service; `verify()` writes the reason to standard error first.
    public init<Value>(providing value: Value, as type: Value.Type = Value.self, name: String? = nil) {
        key = ServiceKey(serviceType: Value.self, argumentsType: Resolver.self, name: name)
        run = { (sandbox: Container) throws(ResolutionError) in
            _ = try sandbox.require(Value.self, name: name)
        }
        let service = name.map { "\(type) (name: \"\($0)\")" } ?? "\(type)"
        provided = (ProvidedKey(type, name: name), service, value)
    }
}
