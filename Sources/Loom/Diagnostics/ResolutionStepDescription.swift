/// How a resolution path names one registration: its service, then its name and runtime argument
/// types if it has any, then its scope — `OrderService [container]`,
/// `Member("guest", arguments: String, Int) [graph]`.
struct ResolutionStepDescription {
    let text: String

    init(of registration: Registration) {
        text = ResolutionError.Step(of: registration).description
    }

    init(of key: ServiceKey) {
        text = ResolutionError.Step(of: key).description
    }

    /// `registrations` then `key`, joined by arrows: `OrderService [graph] -> PaymentGateway [graph] -> HTTPClient`.
    static func chain(_ registrations: [Registration], then key: ServiceKey) -> String {
        (registrations.foldingDeclarations.map { Self(of: $0).text } + [Self(of: key).text]).joined(separator: " -> ")
    }
}
