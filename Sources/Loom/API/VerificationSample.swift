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
    }
}
