/// A registration under the key a failed resolve asked for, in a container of the same hierarchy
/// that the resolve never looks into — a child, a sibling — as the failure report names it.
///
/// ```text
/// A child of this container registers Audit { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }, but a container looks only in itself and its parents.
/// Resolve Audit through that child, or register it in this container or one of its parents.
/// ```
struct RegistrationOutOfReach {
    /// Where the registering container sits, seen from the container resolved from.
    enum Place: Comparable {
        /// Below it: 1 level is a child, 2 a grandchild.
        case below(levels: Int)
        /// Another child of its parent.
        case sibling
        /// Anywhere else in the hierarchy: below a sibling, or below another child of an ancestor.
        case otherBranch
    }

    let place: Place
    /// The registration as failure reports describe one: `Service: Audit, Factory: …, ObjectScope: …`.
    let registration: String

    /// The place, as the report's sentence names it.
    var placeText: String {
        switch place {
        case .below(levels: 1): "a child of this container"
        case .below(levels: 2): "a grandchild of this container"
        case .below(let levels): "a container \(levels) levels below this one"
        case .sibling: "a sibling of this container (another child of its parent)"
        case .otherBranch: "a container in another branch of this hierarchy"
        }
    }

    /// The container to resolve through, in the fix's words.
    private var that: String {
        switch place {
        case .below(levels: 1): "that child"
        case .below(levels: 2): "that grandchild"
        case .sibling: "that sibling"
        case .below, .otherBranch: "that container"
        }
    }

    /// The lines a failure report adds for `places` (none when it is empty): where `service` is
    /// registered, why the resolve did not find it, and the two fixes.
    static func lines(for places: [RegistrationOutOfReach], service: Any.Type) -> [String] {
        let why = "but a container looks only in itself and its parents"
        let register = "or register it in this container or one of its parents."
        guard let first = places.first else { return [] }
        guard places.count > 1 else {
            let place = first.placeText.prefix(1).uppercased() + first.placeText.dropFirst()
            return ["\(place) registers \(service) { \(first.registration) }, \(why).",
                    "Resolve \(service) through \(first.that), \(register)"]
        }
        let listed = places.map { "\($0.placeText): { \($0.registration) }" }
        return ["\(places.count) other containers of this hierarchy register \(service), \(why):"]
            + NearestRegistrations.printed(listed)
            + ["Resolve \(service) through one of them, \(register)"]
    }
}

extension Container {
    /// The registrations under `key` in the containers of this hierarchy that a resolve from this
    /// one never looks into (its children, its siblings, their children), nearest first. Knows only
    /// the children that have registrations (``HierarchyMembers``); failure reports only.
    func registrationsOutOfReach(of key: ServiceKey) -> [RegistrationOutOfReach] {
        let members = HierarchyMembers.shared.members(of: hierarchyID)
        guard !members.isEmpty else { return [] }
        var lineage: [ObjectIdentifier] = []  // this container, then its ancestors
        var next: Container? = self
        while let container = next {
            lineage.append(ObjectIdentifier(container))
            next = container.parent
        }
        var found: [RegistrationOutOfReach] = []
        for (container, member) in members where !lineage.contains(container) {
            guard let registry = member.registry, let registration = registry.registration(for: key) else { continue }
            found.append(RegistrationOutOfReach(
                place: place(of: member, lineage: lineage),
                registration: registration.describeForDiagnostics(as: key)
            ))
        }
        return found.sorted { ($0.place, $0.registration) < ($1.place, $1.registration) }
    }

    /// Where `member` sits, seen from the first container of `lineage`, whose ancestors follow it.
    private func place(of member: HierarchyMembers.Member, lineage: [ObjectIdentifier]) -> RegistrationOutOfReach.Place {
        if let index = member.ancestors.firstIndex(of: lineage[0]) {
            return .below(levels: index + 1)
        }
        if lineage.count > 1, member.ancestors.first == lineage[1] {
            return .sibling
        }
        return .otherBranch
    }
}
