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

    /// How many lines a printed report shows before "… and N more".
    static let printedLimit = 10

    /// One line per candidate — its description and how it differs — same argument types first,
    /// then same name, then the rest; within each, the names nearest the one asked for first (by
    /// ``EditDistance``), then alphabetically.
    func lines(for candidates: [(key: ServiceKey, entry: ServiceEntryProtocol)]) -> [String] {
        candidates
            .map { candidate in
                (rank: rank(of: candidate.key),
                 distance: EditDistance(name ?? "", candidate.key.name ?? "").value,
                 line: "{ \(candidate.entry.describeWithKey(candidate.key)) }\(difference(from: candidate.key))")
            }
            .sorted { ($0.rank, $0.distance, $0.line) < ($1.rank, $1.distance, $1.line) }
            .map(\.line)
    }

    /// The first `printedLimit` of `lines`, indented, then how many were left out.
    static func printed(_ lines: [String]) -> [String] {
        let shown = lines.prefix(printedLimit).map { "    " + $0 }
        let more = lines.count - shown.count
        return more > 0 ? shown + ["    … and \(more) more"] : shown
    }

    /// The name of a candidate that differs from the request only by a likely typo in the name:
    /// same argument types and option, name within a few edits of the one asked for.
    func suggestedName(among candidates: [ServiceKey]) -> String? {
        guard let name else { return nil }
        return candidates
            .filter { $0.argumentsType == argumentsType && ($0.option == nil) == (option == nil) }
            .compactMap { candidate in candidate.name.map { (name: $0, distance: EditDistance(name, $0).value) } }
            .filter { $0.name != name && EditDistance.isTypo($0.distance, of: name) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }?
            .name
    }

    private func rank(of candidate: ServiceKey) -> Int {
        if candidate.argumentsType == argumentsType { return 0 }
        if candidate.name == name { return 1 }
        return 2
    }

    private func difference(from candidate: ServiceKey) -> String {
        if candidate.isDefinition {
            // A definition's own key is never what a resolve names: say how it is reached instead.
            let call = ArgumentTypeList(candidate.argumentsType).names.isEmpty ? "()" : "(…)"
            return " (a definition: call container.\(candidate.name ?? "")\(call), or resolve it by name and type once declared)"
        }
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
