/// The message for a resolve that found no registration: what was asked for, and what comes closest.
///
/// ```text
/// Loom: cannot resolve Owner: nothing is registered for { Service: Owner, Factory: (Resolver, Cat) -> Owner }.
/// Nearest registrations:
///     { Service: Owner, Factory: (Resolver, Animal) -> Owner, ObjectScope: graph } (other argument types)
///     { Service: Owner, Name: "vip", Factory: Resolver -> Owner, ObjectScope: graph } (other name)
/// ```
struct ResolutionFailureReport {
    let key: ServiceKey
    let registrations: [ServiceKey: ServiceEntryProtocol]

    var message: String {
        var lines = ["Loom: cannot resolve \(key.serviceType): nothing is registered for { \(key) }."]
        let nearest = NearestRegistrations(name: key.name, argumentsType: key.argumentsType, option: key.option, comparesOptions: true)
            .lines(for: registrations.filter { $0.key.serviceType == key.serviceType }.map { ($0.key, $0.value) })
        if nearest.isEmpty {
            lines.append("No registration of \(key.serviceType) exists, under any name or arguments "
                + "(\(registrations.count) registrations in this container and its parents).")
        } else {
            lines.append("Nearest registrations:")
            lines += nearest.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
