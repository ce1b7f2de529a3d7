/// Samples that `verify()` had no use for.
extension VerificationRun {
    /// A note for each sample the run did not use — its key is no registration's, or the key of
    /// one that another key verifies (a declared definition's type alone): a name or argument
    /// types that differ from the registration's, a `ParameterDefinition` sampled without the
    /// definition's `name:` — so it verified nothing; with the nearest registration of its service.
    ///
    /// `Avatar(arguments: Int): a VerificationSample for it matched no registration, so it verified nothing; the nearest is { Service: Avatar, Name: "avatar", … } (other name).`
    static func unusedSampleNotes(
        _ samples: [VerificationSample],
        treatments: [Treatment],
        roots: [(key: ServiceKey, registration: Registration)]
    ) -> [String] {
        guard !samples.isEmpty else { return [] }
        var used = Set<Int>()
        for case .resolve(let index?) in treatments { used.insert(index) }
        let providedKeys = Set(roots.filter { $0.registration.providedKind != nil }.map(\.key))
        return samples.indices.filter { !used.contains($0) && !(samples[$0].provided != nil && providedKeys.contains(samples[$0].key)) }.map { index in
            let key = samples[index].key
            // The keys a sample could have meant: the service's others, less those another key verifies.
            let candidates = zip(roots, treatments)
                .filter { root, treatment in
                    root.key.serviceType == key.serviceType && root.key != key && !treatment.isCoveredElsewhere
                }
                .map { root, _ in (key: root.key, entry: root.registration as ServiceEntryProtocol) }
            let nearest = NearestRegistrations(name: key.name, argumentsType: key.argumentsType, option: key.option, comparesOptions: true)
                .lines(for: candidates).first
            return "\(ResolutionError.Step(of: key)): a VerificationSample for it matched no registration, so it verified nothing"
                + (nearest.map { "; the nearest is \($0)." } ?? "; nothing of \(key.serviceType) is registered.")
        }
    }
}
