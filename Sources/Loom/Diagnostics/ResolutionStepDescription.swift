/// How a resolution path names one registration: its service, then its name and runtime argument
/// types if it has any, then its scope — `OrderService [container]`,
/// `Member("guest", arguments: String, Int) [graph]`.
struct ResolutionStepDescription {
    let text: String

    init(serviceType: Any.Type, name: String?, argumentsType: Any.Type, scope: String?) {
        var parts: [String] = []
        if let name { parts.append("\"\(name)\"") }
        let arguments = ArgumentTypeList(argumentsType).names
        if !arguments.isEmpty { parts.append("arguments: " + arguments.joined(separator: ", ")) }
        var text = "\(serviceType)"
        if !parts.isEmpty { text += "(" + parts.joined(separator: ", ") + ")" }
        if let scope { text += " [\(scope)]" }
        self.text = text
    }

    init(of registration: Registration) {
        self.init(serviceType: registration.registeredType, name: registration.registeredName,
                  argumentsType: registration.key.argumentsType, scope: "\(registration.objectScope)")
    }

    init(of key: ServiceKey) {
        self.init(serviceType: key.serviceType, name: key.name, argumentsType: key.argumentsType, scope: nil)
    }

    /// `registrations` then `key`, joined by arrows: `OrderService [graph] -> PaymentGateway [graph] -> HTTPClient`.
    static func chain(_ registrations: [Registration], then key: ServiceKey) -> String {
        (registrations.map { Self(of: $0).text } + [Self(of: key).text]).joined(separator: " -> ")
    }
}
