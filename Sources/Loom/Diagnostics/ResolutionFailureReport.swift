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
        let nearest = registrations
            .filter { $0.key.serviceType == key.serviceType }
            .map { (rank: rank(of: $0.key), line: "{ \($0.value.describeWithKey($0.key)) }\(difference(from: $0.key))") }
            .sorted { ($0.rank, $0.line) < ($1.rank, $1.line) }
        if nearest.isEmpty {
            lines.append("No registration of \(key.serviceType) exists, under any name or arguments "
                + "(\(registrations.count) registrations in this container and its parents).")
        } else {
            lines.append("Nearest registrations:")
            lines += nearest.map { "    " + $0.line }
        }
        return lines.joined(separator: "\n")
    }

    /// Same arguments first, then same name, then the rest.
    private func rank(of candidate: ServiceKey) -> Int {
        if candidate.argumentsType == key.argumentsType { return 0 }
        if candidate.name == key.name { return 1 }
        return 2
    }

    private func difference(from candidate: ServiceKey) -> String {
        var differences: [String] = []
        if candidate.name != key.name { differences.append("other name") }
        if candidate.argumentsType != key.argumentsType { differences.append("other argument types") }
        if (candidate.option == nil) != (key.option == nil) { differences.append("other option") }
        return differences.isEmpty ? "" : " (\(differences.joined(separator: ", ")))"
    }
}
