/// The part of `Assembler.verify()` that checks module boundaries: every service an assembly's
/// factories resolve is registered by that assembly or by one it requires (directly or through
/// the assemblies it requires).
///
/// It resolves every registration once more, in a sandbox of its own where every shared scope is
/// replaced by the graph scope — so that each resolve runs its dependencies' factories again
/// instead of reusing an instance an earlier resolve made — with each factory wrapped to record
/// which registration resolved it.
struct ModuleDependencyCheck {
    /// The assembly that registered each key.
    let owners: [ServiceKey: String]
    /// The assemblies each assembly requires, directly.
    let requirements: [String: [String]]
    let samples: [VerificationSample]

    func problems(in container: Container) -> [VerificationReport.Problem] {
        let edges = EdgeBox()
        let sandbox = Container(debugHelper: SilentDebugHelper(), scopeContext: ScopeContext())
        var policy = ScopePolicy.default
        policy.captiveDependencies = .off
        policy.report = { _ in }
        sandbox.scopePolicy = policy
        var keys: [ObjectIdentifier: ServiceKey] = [:]
        var copies: [ObjectIdentifier: Registration] = [:]
        let hierarchy = sandbox.hierarchyID
        for (key, entry) in container.allRegistrations() {
            let original = entry.registration
            let copy = copies[ObjectIdentifier(original)] ?? {
                let factory = original.factory
                let isTransient = CircularDependencyReport.isTransient(original)
                weak var made: Registration?
                let copy = original.sandboxCopy(
                    snapshots: sandbox.registry.snapshots,
                    scope: isTransient ? ObjectScope.transient : ObjectScope.graph,
                    factory: { arguments in
                        if let made, let path = ThreadResolutions.current.context(for: hierarchy)?.path,
                           path.count >= 2, path[path.count - 1] === made {
                            edges.append(from: ObjectIdentifier(path[path.count - 2]), to: ObjectIdentifier(made))
                        }
                        return factory(arguments)
                    })
                made = copy
                return copy
            }()
            copies[ObjectIdentifier(original)] = copy
            keys[ObjectIdentifier(copy)] = keys[ObjectIdentifier(copy)] ?? key
            _ = sandbox.registry.insert(copy, for: key)
        }
        // The samples' values for `registerProvided` services, handed into a bound id of their kind.
        let values = VerificationRun.providedValues(samples, registrations: container.visibleRegistrations())
        VerificationRun.withScopes(values.keys.sorted { $0.name < $1.name }, providing: values, in: sandbox.scopeContext) {
            for (key, _) in sandbox.registry.snapshot where key.option == nil {
                let sample = samples.first { $0.key == key }
                guard sample != nil || key.argumentsType == Resolver.self else { continue }
                let previous = FailureRecorder.current.trail
                FailureRecorder.current.trail = nil  // failures were reported by the main pass
                _ = VerificationRun.require(key, sample: sample, in: sandbox)
                FailureRecorder.current.trail = previous
            }
        }
        var problems: [String: VerificationReport.Problem] = [:]
        for edge in edges.items {
            guard let holderKey = keys[edge.from], let dependencyKey = keys[edge.to],
                  let holderModule = owners[holderKey], let dependencyModule = owners[dependencyKey],
                  holderModule != dependencyModule, !allowed(from: holderModule).contains(dependencyModule)
            else { continue }
            let cause = "\(holderModule) resolves \(dependencyKey.serviceType) from \(dependencyModule) without requiring it"
            problems[cause] = VerificationReport.Problem(
                kind: .module, cause: cause, paths: ["\(holderKey.serviceType) -> \(dependencyKey.serviceType)"],
                explanation: "Loom: \(holderModule)'s \(holderKey.serviceType) resolves \(dependencyKey.serviceType), which "
                    + "\(dependencyModule) registers, but \(holderModule) does not require \(dependencyModule); add "
                    + "\(dependencyModule).self to its requiredAssemblies.")
        }
        return problems.values.sorted { $0.cause < $1.cause }
    }

    /// The assemblies `module` may resolve from: the ones it requires, and theirs.
    private func allowed(from module: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = requirements[module] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += requirements[next] ?? []
        }
        return seen
    }
}

/// The (holder, dependency) pairs a module check saw.
///
/// `@unchecked Sendable`: `stored` is only touched with `lock` held.
final class EdgeBox: @unchecked Sendable {
    private let lock = Lock()
    private var stored: [(from: ObjectIdentifier, to: ObjectIdentifier)] = []

    func append(from: ObjectIdentifier, to: ObjectIdentifier) {
        lock.withLock { stored.append((from, to)) }
    }

    var items: [(from: ObjectIdentifier, to: ObjectIdentifier)] { lock.withLock { stored } }
}
