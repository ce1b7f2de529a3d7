/// One `verify()`: every registration of a hierarchy resolved once with `require` in a sandbox — a
/// container of its own with copies of the registrations (same factories, scopes and
/// `initCompleted` closures, storages of their own), its own ``ScopeContext`` with an id of every
/// scope kind bound, and a scope policy that reports captive dependencies to the run. Nothing it
/// creates reaches the verified container.
struct VerificationRun {
    let container: Container
    let samples: [VerificationSample]
    /// Positions (1-based, among the registrations resolved) to leave out, each with the note that
    /// says why: a child process of `LoomTesting` skips the ones that stopped an earlier child.
    var skipped: [Int: String] = [:]
    /// Called before each registration is resolved, with its position, how many are resolved in all
    /// and its step as paths print it.
    var willResolve: ((_ position: Int, _ total: Int, _ registration: String) -> Void)?

    func run() -> VerificationReport {
        let diagnostics = ScopeDiagnosticBox()
        let (sandbox, roots, levels) = makeSandbox(diagnostics: diagnostics)
        // Who resolves whom, cache hits included, for the report's dependency graph.
        let graphRecorder = DependencyGraphRecorder(sandbox: sandbox, roots: roots, levels: levels)
        var findings = VerificationFindings()
        var verified = 0
        var optionKeyed: [String] = []
        /// Keys another key verifies: a declared definition's own key and its type alone.
        var coveredElsewhere = 0
        let recorder = FailureRecorder.current
        let outerTrail = recorder.trail, outerProgress = recorder.verifying
        defer { (recorder.trail, recorder.verifying) = (outerTrail, outerProgress) }

        // In registration order (`Container.registrationsInVerificationOrder(levels:)`), so that a factory
        // that stops the process stops every run at the same one; the report sorts what it found.
        let kinds = Set(roots.compactMap { ($0.registration.objectScope as? ObjectScope)?.scopeKind })
        let values = Self.providedValues(samples, registrations: roots)
        let treatments = roots.map { treatment(of: $0.key, $0.registration) }
        /// Why each key left out is, for its node in the graph: what the notes say.
        var unverifiedReasons: [ServiceKey: String] = [:]
        for ((key, _), treatment) in zip(roots, treatments) {
            if let reason = treatment.unverifiedReason { unverifiedReasons[key] = reason }
        }
        let total = treatments.count { $0.resolves }
        var position = 0
        graphRecorder.start()
        defer { graphRecorder.stop() }
        Self.withScopes(kinds.sorted { $0.name < $1.name }, providing: values, in: sandbox.scopeContext) {
            for ((key, registration), treatment) in zip(roots, treatments) {
                let sample: VerificationSample?
                switch treatment {
                case .note(let text, _):
                    findings.note(text)
                    continue
                case .coveredElsewhere:
                    coveredElsewhere += 1
                    continue
                case .optionKeyed(let option):
                    optionKeyed.append(option)
                    continue
                case .resolve(let index):
                    sample = index.map { samples[$0] }
                }
                position += 1
                if let note = skipped[position] {
                    findings.note("\(ResolutionError.Step(of: registration)): \(note)")
                    unverifiedReasons[key] = note
                    continue
                }
                willResolve?(position, total, "\(ResolutionError.Step(of: registration))")
                recorder.verifying = VerificationProgress(position: position, total: total)
                recorder.trail = []
                let failure = key.option is InjectionOption
                    // An injection closure runs on an object made elsewhere, outside any creation:
                    // its resolves are the injection node's edges.
                    ? graphRecorder.attributing(to: key) { Self.require(key, sample: sample, in: sandbox) }
                    : Self.require(key, sample: sample, in: sandbox)
                verified += 1
                if let failure, let missing = Self.unprovidedValue(in: failure) {
                    let chain = failure.path.map(\.description).joined(separator: " -> ")
                    findings.note("\(chain): not verified, it needs \(missing.service), which is provided when a \(missing.kind.name) scope opens; pass VerificationSample(providing:as:) to verify it.")
                } else if let failure {
                    findings.add(failure)
                }
                for tolerated in recorder.trail ?? [] where failure.map({ !Self.same(tolerated, $0) }) ?? true {
                    let chain = tolerated.path.map(\.description).joined(separator: " -> ")
                    findings.note("\(chain): \(tolerated.summary), and the factory went on without it (fine if it is optional).")
                }
            }
        }
        let captives = diagnostics.items.filter { $0.kind == .captiveDependency }
        for diagnostic in captives {
            findings.add(captive: diagnostic)
        }
        if !optionKeyed.isEmpty {
            findings.note(Self.optionKeyedNote(optionKeyed.sorted()))
        }
        let record = graphRecorder.record(captives: captives, unverifiedReasons: unverifiedReasons)
        return findings.report(verifiedCount: verified, registrationCount: roots.count - coveredElsewhere) { problems in
            LazyDependencyGraph { DependencyGraphBuilder(record: record).build(problems: problems) }
        }
    }

    /// The note for the registrations keyed with an extension's option, which no `resolve` reaches.
    static func optionKeyedNote(_ options: [String]) -> String {
        let limit = NearestRegistrations.printedLimit
        let more = options.count > limit ? " and \(options.count - limit) more" : ""
        return "Not verified, keyed with an option (an extension's own key) "
            + "that no resolve reaches: " + options.prefix(limit).joined(separator: ", ") + more + "."
    }

    /// The sandbox: a root container with copies of every registration visible from `container`
    /// (its own over its ancestors'), one copy per registration under each of its keys; and those
    /// keys with their copies, the roots to resolve, in verification order; and which container of the
    /// hierarchy each root came from (0 for `container`, 1 for its parent, …).
    ///
    /// A copy goes under its own key as a registration, and under any other key (a forwarded type)
    /// through a forwarding entry, as `register` and `forward` store them. Built from arrays, not
    /// dictionaries of the whole table, and stored without a forwarding entry per key: `verify()` of
    /// 1,000 registrations took 3.3× the time of resolving each once, 8,190 instructions per
    /// registration under callgrind, half of them building the sandbox.
    private func makeSandbox(diagnostics: ScopeDiagnosticBox) -> (Container, roots: [(key: ServiceKey, registration: Registration)], levels: [Int]) {
        let sandbox = Container(debugHelper: SilentDebugHelper(), scopeContext: ScopeContext())
        var policy = container.scopePolicy
        policy.captiveDependencies = .report
        policy.missingScope = .oneOff
        policy.report = { diagnostics.append($0) }
        sandbox.scopePolicy = policy
        var levels: [Int] = []
        let visible = container.registrationsInVerificationOrder(levels: &levels)
        // A registration answers more than one key only when a type was forwarded to it: only then
        // must its keys share one copy, kept in a map (otherwise about 210 instructions per
        // registration under callgrind, for nothing).
        let isForwarded = visible.contains { $0.key != $0.registration.key }
        var copies: [ObjectIdentifier: Registration] = [:]
        var roots: [(key: ServiceKey, registration: Registration)] = []
        roots.reserveCapacity(visible.count)
        sandbox.registry.reserveCapacity(visible.count)
        for (key, original) in visible {
            let copy: Registration
            if isForwarded {
                copy = copies[ObjectIdentifier(original)] ?? Self.copyStoppingCycles(of: original, in: sandbox)
                copies[ObjectIdentifier(original)] = copy
            } else {
                copy = Self.copyStoppingCycles(of: original, in: sandbox)
            }
            _ = key == copy.key ? sandbox.registry.register(copy) : sandbox.registry.insert(copy, for: key)
            roots.append((key, copy))
        }
        return (sandbox, roots, levels)
    }

    /// A sandbox copy whose factory refuses to run a third time on one resolution path: that is a
    /// cycle, found after one round instead of 200 levels of factories. (A second run is legitimate:
    /// a cycle closed in `initCompleted` runs the outer factory again once, as in Swinject.)
    private static func copyStoppingCycles(of original: Registration, in sandbox: Container) -> Registration {
        let factory = original.factory
        let hierarchy = sandbox.hierarchyID
        // Unowned: the closure runs only while its registration and the sandbox holding it live (a
        // weak reference would give both a side table, slowing every retain of them).
        unowned(unsafe) var made: Registration?
        let copy = original.sandboxCopy(
            snapshots: sandbox.registry.snapshots,
            factory: { [unowned(unsafe) sandbox] arguments in
                // Counted in place: building the path for every factory call would cost more than the call.
                if let made, let context = ThreadResolutions.current.context(for: hierarchy), context.depth > 2 {
                    var runs = 0
                    for level in 0..<context.depth where context.registration(atLevel: level) === made {
                        runs += 1
                    }
                    if runs > 2 {
                        return sandbox.circularDependencyDetected(path: context.path)
                    }
                }
                return factory(arguments)
            })
        made = copy
        return copy
    }

    /// Resolves `key` with `require`: through `sample` when it takes runtime arguments.
    static func require(_ key: ServiceKey, sample: VerificationSample?, in sandbox: Container) -> ResolutionError? {
        if let sample {
            do { try sample.run(sandbox) } catch { return error }
            return nil
        }
        func open<Service>(_: Service.Type) -> ResolutionError? {
            do { _ = try sandbox.require(Service.self, name: key.name) } catch { return error }
            return nil
        }
        return _openExistential(key.serviceType, do: open)
    }

    /// Runs `body` with an id of each kind bound in `scopes`, handed the sample values of its kind.
    static func withScopes(_ kinds: [ScopeKind], providing values: [ScopeKind: ScopeValues], in scopes: ScopeContext, _ body: () -> Void) {
        guard let kind = kinds.first else { return body() }
        scopes.withBinding(ScopeID(kind: kind, id: "verify"), providing: values[kind] ?? ScopeValues()) {
            withScopes(Array(kinds.dropFirst()), providing: values, in: scopes, body)
        }
    }

    /// The samples' values for provided services, by the scope kind their registrations name.
    static func providedValues(_ samples: [VerificationSample], registrations: [(key: ServiceKey, registration: Registration)]) -> [ScopeKind: ScopeValues] {
        var values: [ScopeKind: ScopeValues] = [:]
        for sample in samples {
            guard let provided = sample.provided,
                  let kind = registrations.first(where: { $0.key == sample.key })?.registration.providedKind else { continue }
            values[kind, default: ScopeValues()].insert(provided.value, as: provided.key, service: provided.service)
        }
        return values
    }

    /// The provided value whose absence made a resolve fail, if that is why it failed.
    private static func unprovidedValue(in failure: ResolutionError) -> ScopeValueNotProvided? {
        guard case .factoryThrew(let thrown) = failure.reason else { return nil }
        return thrown as? ScopeValueNotProvided
    }

    /// Whether `key` is the key ``Container/declare(_:)`` adds for a definition's type alone: another
    /// key of a declaration's alias, which resolves exactly what the alias's named key does.
    static func isUnnamedAlias(_ key: ServiceKey, of registration: Registration) -> Bool {
        key != registration.key && registration.declaredDefinition != nil
    }

    private static func same(_ lhs: ResolutionError, _ rhs: ResolutionError) -> Bool {
        lhs.path == rhs.path && lhs.summary == rhs.summary
    }
}

/// The scope diagnostics of a verification sandbox.
///
/// `@unchecked Sendable`: `items` is only touched with `lock` held.
final class ScopeDiagnosticBox: @unchecked Sendable {
    private let lock = Lock()
    private var stored: [ScopeDiagnostic] = []

    func append(_ diagnostic: ScopeDiagnostic) {
        lock.withLock { stored.append(diagnostic) }
    }

    var items: [ScopeDiagnostic] { lock.withLock { stored } }
}
