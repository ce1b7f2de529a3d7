/// What a registration is stored under: service type, factory argument type, name and option.
///
/// `argumentsType` is the factory's parameter type: `Resolver` for a factory with no runtime
/// arguments, the tuple `(Resolver, Arg1, …)` otherwise — the same key Swinject builds.
struct ServiceKey {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?
    let option: ServiceKeyOption?

    init(serviceType: Any.Type, argumentsType: Any.Type, name: String? = nil, option: ServiceKeyOption? = nil) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
        self.option = option
    }

    /// The key under which a resolver hands out the current ``GraphIdentifier``.
    static let graphIdentifier = ServiceKey(serviceType: GraphIdentifier.self, argumentsType: Resolver.self)
}

extension ServiceKey: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(serviceType))
        hasher.combine(ObjectIdentifier(argumentsType))
        hasher.combine(name)
        option?.hash(into: &hasher)
    }

    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        guard lhs.serviceType == rhs.serviceType,
              lhs.argumentsType == rhs.argumentsType,
              lhs.name == rhs.name
        else { return false }
        switch (lhs.option, rhs.option) {
        case (nil, nil):
            return true
        case let (left?, right?):
            return left.isEqualTo(right)
        default:
            return false
        }
    }
}

extension ServiceKey: CustomStringConvertible {
    /// The key as diagnostics print it: `Service: X, Name: "n", Factory: (Resolver, Int) -> X`.
    var description: String {
        let name = self.name.map { ", Name: \"\($0)\"" } ?? ""
        let option = self.option.map { ", \($0)" } ?? ""
        return "Service: \(serviceType)\(name)\(option), Factory: \(argumentsType) -> \(serviceType)"
    }
}
