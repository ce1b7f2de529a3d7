/// Which assembly registered each key of an ``Assembler``'s container, and the keys a later
/// assembly registered again — the duplicate registrations `Assembler.verify()` reports.
///
/// `@unchecked Sendable`: `owners` and `duplicates` are only touched with `lock` held; no assembly
/// code runs under it.
final class AssemblyRegistrations: @unchecked Sendable {
    struct Duplicate {
        let key: ServiceKey
        let description: String
        let first: String
        let second: String
    }

    private let lock = Lock()
    private var owners: [ServiceKey: String] = [:]
    private var duplicates: [Duplicate] = []
    /// The assemblies each applied assembly requires, by name.
    private var requirements: [String: [String]] = [:]

    /// Runs `assemble` for `assembly` and records what it registered: every key whose registration
    /// is new afterwards. A key another assembly registered before is a duplicate.
    func record(_ assembly: Assembly, in container: Container, assemble: () -> Void) {
        let before = container.registry.snapshot.mapValues(ObjectIdentifier.init)
        assemble()
        let name = "\(type(of: assembly))"
        let after = container.registry.snapshot
        let required = assembly.requiredAssemblies.map { "\($0)" }
        lock.withLock {
            requirements[name] = required
            for (key, registration) in after where before[key] != ObjectIdentifier(registration) {
                if let owner = owners[key], owner != name {
                    duplicates.append(Duplicate(key: key, description: registration.describe(as: key), first: owner, second: name))
                }
                owners[key] = name
            }
        }
    }

    /// Whether any applied assembly declared the assemblies it requires: only then are module
    /// boundaries checked.
    var declaresModules: Bool {
        lock.withLock { requirements.values.contains { !$0.isEmpty } }
    }

    /// The check of module boundaries over what was recorded.
    func moduleCheck(samples: [VerificationSample]) -> ModuleDependencyCheck {
        lock.withLock { ModuleDependencyCheck(owners: owners, requirements: requirements, samples: samples) }
    }

    /// The problems to report: one per key registered by two assemblies.
    var problems: [VerificationReport.Problem] {
        lock.withLock { duplicates }.map { duplicate in
            VerificationReport.Problem(
                kind: .duplicateRegistration,
                cause: "{ \(duplicate.description) } registered by \(duplicate.first) and \(duplicate.second)",
                paths: [],
                explanation: "Loom: \(duplicate.second) registered \(duplicate.key.serviceType) under the same name and "
                    + "argument types as \(duplicate.first), which replaced \(duplicate.first)'s registration. "
                    + "Remove one, or give them different names."
            )
        }
    }
}
