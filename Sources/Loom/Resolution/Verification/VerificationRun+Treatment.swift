/// What `verify()` does with each key of the hierarchy, decided before it resolves any: so that it
/// knows how many it resolves, and can say how many are left when one fails.
extension VerificationRun {
    /// What `verify()` does with one key.
    enum Treatment {
        /// Resolves it — through the sample at this index of `samples`, when there is one (an index,
        /// not the sample: a sample's closures made every copy of the list retain and release).
        case resolve(sample: Int?)
        /// Leaves it out; the note says why, and `reason` is the why alone, as the dependency graph
        /// shows it on the key's node.
        case note(String, reason: String)
        /// Leaves it out: another key verifies it (a definition's own key, a declared type alone).
        case coveredElsewhere
        /// Leaves it out: a key with an extension's option, which no resolve reaches; listed in one note.
        case optionKeyed(String)

        /// Whether the key is resolved.
        var resolves: Bool {
            if case .resolve = self { return true }
            return false
        }

        /// Whether another key verifies what this one resolves.
        var isCoveredElsewhere: Bool {
            if case .coveredElsewhere = self { return true }
            return false
        }

        /// Why the key is not resolved, for its node in the dependency graph; `nil` when it is resolved
        /// or another key stands for it.
        var unverifiedReason: String? {
            switch self {
            case .note(_, let reason): reason
            case .optionKeyed: "it is keyed with an option that no resolve reaches"
            case .resolve, .coveredElsewhere: nil
            }
        }

        /// Left out for `reason`, with the note `<step>: not verified, <reason>.`
        static func unverified(_ step: ResolutionError.Step, _ reason: String) -> Self {
            .note("\(step): not verified, \(reason).", reason: reason)
        }
    }

    /// Whether `sample` hands in the value `key` resolves: a value of its type and name — or of its
    /// type alone, for a provided definition's declaration, which reads the value handed in for
    /// its type (``Container/provided(in:name:)``).
    static func provides(_ sample: VerificationSample, for key: ServiceKey, of registration: Registration) -> Bool {
        guard sample.provided != nil, sample.key.serviceType == key.serviceType else { return false }
        return sample.key.name == key.name || registration.declaredDefinition != nil && sample.key.name == nil
    }

    /// What to do with `key`, answered by `registration`.
    func treatment(of key: ServiceKey, _ registration: Registration) -> Treatment {
        // Made only for a note: printing a type costs more than the rest of the decision. A declared
        // definition's alias is named as the definition (`Avatar(\.avatar, arguments: Int)`).
        var step: ResolutionError.Step {
            registration.declaredDefinition.map { ResolutionError.Step(of: $0) } ?? ResolutionError.Step(of: registration)
        }
        if let reason = registration.excludedFromVerification {
            return .unverified(step, reason)
        }
        if key.isDefinition || Self.isUnnamedAlias(key, of: registration) {
            // A definition's own key is verified through its declaration (an undeclared one is
            // excluded above, with a note); a declared definition's type alone, under its name.
            return .coveredElsewhere
        }
        if let kind = registration.providedKind, !samples.contains(where: { Self.provides($0, for: key, of: registration) }) {
            let reason = "provided when a \(kind.name) scope opens, not made by a factory; pass one as VerificationSample(providing: …) to verify the services that need it"
            return .note("\(step): \(reason).", reason: reason)
        }
        if registration.asyncFactory != nil {
            return .unverified(step, "its factory is async (resolve it with resolveAsync)")
        }
        let sample = samples.firstIndex { $0.key == key }
        if let injection = key.option as? InjectionOption {
            return sample.map { .resolve(sample: $0) } ?? .note(Self.injectionNote(for: key, of: injection),
                reason: "it injects an object made elsewhere: injectDependencies(into:) runs it, not a resolve")
        }
        if key.option != nil {
            return .optionKeyed("{ \(key.option.map { "\($0)" } ?? "") }")  // an extension's key: no service to resolve
        }
        if sample == nil, key.argumentsType != Resolver.self {
            let types = ArgumentTypeList(key.argumentsType).names.joined(separator: ", ")
            let name = key.name.map { ", name: \"\($0)\"" } ?? ""
            return .unverified(step, "it needs runtime arguments (\(types)); pass "
                + "VerificationSample(\(key.serviceType).self\(name), arguments: …)")
        }
        return .resolve(sample: sample)
    }

    /// The note for a `storyboardInitCompleted` registration without a sample: its closure injects
    /// an instance made elsewhere, and `verify()` cannot make one of an arbitrary class.
    ///
    /// `ProfileViewController("compact") (storyboardInitCompleted): not verified, …`
    static func injectionNote(for key: ServiceKey, of injection: InjectionOption) -> String {
        let arguments = key.callerArgumentTypeNames
        let step = ResolutionError.Step(service: injection.shortTypeName, name: key.name, argumentTypes: arguments, scope: nil)
        let name = key.name.map { ", name: \"\($0)\"" } ?? ""
        let values = arguments.isEmpty ? "" : ", arguments: " + arguments.map { "<\($0)>" }.joined(separator: ", ")
        return "\(step) (storyboardInitCompleted): not verified, its closure injects instances made elsewhere "
            + "(a storyboard, SwiftUI, a test) and verify() cannot make one; pass "
            + "VerificationSample(injecting: \(injection.shortTypeName)(…)\(name)\(values)) to run the closure on one."
    }
}
