/// The registrations that come closest to a key nothing is registered under, best first, each with
/// what differs from the request — the "Nearest registrations" of every failure report.
///
/// ```text
///     { Service: Owner, Factory: (Resolver, Animal) -> Owner, ObjectScope: graph } (other argument types)
///     { Service: Owner, Name: "vip", Factory: Resolver -> Owner, ObjectScope: graph } (other name)
/// ```
struct NearestRegistrations {
    /// The name asked for.
    let name: String?
    /// The argument tuple type asked for.
    let argumentsType: Any.Type
    /// The option asked for, when options tell registrations apart (`nil` with `comparesOptions`:
    /// none was asked for).
    let option: ServiceKeyOption?
    /// Whether a candidate with another option differs; injection reports compare classes instead.
    let comparesOptions: Bool

    /// One line per candidate — its description and how it differs — same argument types first,
    /// then same name, then the rest, alphabetically within each.
    func lines(for candidates: [(key: ServiceKey, entry: ServiceEntryProtocol)]) -> [String] {
        candidates
            .map { candidate in
                (rank: rank(of: candidate.key), line: "{ \(candidate.entry.describeWithKey(candidate.key)) }\(difference(from: candidate.key))")
            }
            .sorted { ($0.rank, $0.line) < ($1.rank, $1.line) }
            .map(\.line)
    }

    private func rank(of candidate: ServiceKey) -> Int {
        if candidate.argumentsType == argumentsType { return 0 }
        if candidate.name == name { return 1 }
        return 2
    }

    private func difference(from candidate: ServiceKey) -> String {
        var differences: [String] = []
        if candidate.name != name { differences.append("other name") }
        if candidate.argumentsType != argumentsType {
            let asked = ArgumentTypeList(argumentsType).names.count
            let takes = ArgumentTypeList(candidate.argumentsType).names.count
            differences.append(asked == takes
                ? "other argument types"
                : "takes \(Self.count(takes)), the resolve passed \(asked)")
        }
        if comparesOptions, (candidate.option == nil) != (option == nil) { differences.append("other option") }
        return differences.isEmpty ? "" : " (\(differences.joined(separator: ", ")))"
    }

    private static func count(_ arguments: Int) -> String {
        arguments == 1 ? "1 argument" : "\(arguments) arguments"
    }
}
