/// The message for a resolve that found no registration: what was asked for, who asked for it, and
/// what comes closest.
///
/// ```text
/// Loom: cannot resolve HTTPClient: nothing is registered for { Service: HTTPClient, Factory: Resolver -> HTTPClient }.
/// Asked for by PaymentGateway [graph], on the path OrderService [graph] -> PaymentGateway [graph] -> HTTPClient.
/// Nearest registrations:
///     { Service: HTTPClient, Name: "mock", Factory: Resolver -> HTTPClient, ObjectScope: graph } (other name)
/// ```
///
/// When a container the resolve never looks into registers the key — a child, a sibling — the
/// report names it and the two fixes (``RegistrationOutOfReach``).
struct ResolutionFailureReport {
    /// The key nothing answered: for `Lazy<Mailer>` or `Provider<Mailer>`, the key of `Mailer`.
    let key: ServiceKey
    let registrations: [ServiceKey: ServiceEntryProtocol]
    /// The type the resolve asked for, when it differs from `key`'s (a `Lazy` or `Provider` of it).
    var requestedType: Any.Type?
    /// The registrations whose resolution asked for `key`, outermost first; empty for a top-level resolve.
    var path: [Registration] = []
    /// The type of the value the registration under `key` produced, when that value is not of
    /// `key`'s service type: the key is registered, its factory gave something else.
    var producedType: Any.Type?
    /// The registrations under `key` in containers of the hierarchy that the resolve never looks
    /// into: a child's, a sibling's.
    var outOfReach: [RegistrationOutOfReach] = []

    init(key: ServiceKey, registrations: [ServiceKey: ServiceEntryProtocol]) {
        self.key = key
        self.registrations = registrations
    }

    /// The registrations of the same service type nearest to `key`, each with what differs.
    var nearestRegistrations: [String] {
        nearest.lines(for: registrations.filter { $0.key.serviceType == key.serviceType }.map { ($0.key, $0.value) })
    }

    /// The name of a registration of the same service type, argument types and option whose name
    /// is a likely typo of the one asked for.
    var suggestedName: String? {
        nearest.suggestedName(among: registrations.keys.filter { $0.serviceType == key.serviceType })
    }

    private var nearest: NearestRegistrations {
        NearestRegistrations(name: key.name, argumentsType: key.argumentsType, option: key.option, comparesOptions: true)
    }

    var message: String {
        var lines = [headline]
        if let holder = path.last {
            let chain = ResolutionStepDescription.chain(path, then: key)
            lines.append("Asked for by \(ResolutionStepDescription(of: holder).text), on the path \(chain).")
        }
        guard producedType == nil, wrappedRegistration == nil else { return lines.joined(separator: "\n") }
        let nearest = nearestRegistrations
        if !nearest.isEmpty {
            lines.append("Nearest registrations:")
            lines += NearestRegistrations.printed(nearest)
        } else if outOfReach.isEmpty {
            let count = registrations.count == 1 ? "1 registration" : "\(registrations.count) registrations"
            lines.append("No registration of \(key.serviceType) exists, under any name or arguments "
                + "(\(count) in this container and its parents).")
        }
        lines += RegistrationOutOfReach.lines(for: outOfReach, service: key.serviceType)
        return lines.joined(separator: "\n")
    }

    /// The registration under `key` when a wrapper of it was asked for and still failed: the
    /// request nests one wrapper in another (`Lazy<Provider<Mailer>>`), which is not resolved.
    private var wrappedRegistration: ServiceEntryProtocol? {
        requestedType == nil || producedType != nil ? nil : registrations[key]
    }

    /// The first line: what could not be resolved, and why.
    private var headline: String {
        let asked = requestedType.map { "\($0)" } ?? "\(key.serviceType)"
        if let producedType, let entry = registrations[key], entry.registration.registeredType != key.serviceType {
            let registered = entry.registration.registeredType
            return "Loom: cannot resolve \(asked): \(key.serviceType) is forwarded to the registration of \(registered) "
                + "{ \(entry.describeWithKey(key)) }, but its factory produced a \(producedType), which is not a "
                + "\(key.serviceType). Make \(registered) conform to \(key.serviceType), or remove the `implements` "
                + "or `forward` that adds \(key.serviceType)."
        }
        if let producedType {
            let registration = registrations[key].map { $0.describeWithKey(key) } ?? "\(key)"
            return "Loom: cannot resolve \(asked): the registration { \(registration) } produced a "
                + "\(producedType), which is not a \(key.serviceType). Check what its factory returns and "
                + "the types it is forwarded to with `implements`."
        }
        if let registration = wrappedRegistration {
            return "Loom: cannot resolve \(asked): \(key.serviceType) is registered "
                + "{ \(registration.describeWithKey(key)) }, but a Lazy, Provider or Optional is resolved "
                + "only directly around a registered type, not inside another one. Resolve "
                + "Lazy<\(key.serviceType)> or Provider<\(key.serviceType)>, or register \(asked) itself."
        }
        let suggestion = suggestedName.map { " Did you mean \"\($0)\"?" } ?? ""
        return "Loom: cannot resolve \(asked): nothing is registered for { \(key) }.\(suggestion)"
    }
}
