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

    /// The report, made on threads of the run's own (``AbandonableThread``) while the caller waits:
    /// the first builds the sandbox and resolves; when one is given up (``VerificationLoop/giveUp(_:)``),
    /// the next goes on where it stopped; the last writes the report and lets the sandbox go, so the
    /// caller only waits and, if it is the main actor, runs `@MainActor` factories.
    func run() -> VerificationReport {
        // The caller's `withOverrides` binding holds on the run's threads too, as it would in the caller.
        let overlays = Overlay.bindings
        let callerIsMainActor = isOnMainActor()
        let progress = VerificationProgressBox()
        ObserverList.beginObservedPath()
        defer { ObserverList.endObservedPath() }
        while progress.report == nil {
            _ = AbandonableThread.run {
                Overlay.$bindings.withValue(overlays) {
                    let loop = progress.loop ?? makeLoop(callerIsMainActor: callerIsMainActor)
                    progress.loop = loop
                    loop.scopes.whileVerifying { loop.resolveRemaining() }
                    progress.report = report(of: loop)
                    progress.loop = nil
                }
            }
        }
        return progress.report!
    }

    /// The sandbox, its graph recorder and the loop that resolves its registrations, in registration
    /// order (`Container.registrationsInVerificationOrder(levels:)`), so that a factory that stops the
    /// process stops every run at the same one; the report sorts what it found.
    private func makeLoop(callerIsMainActor: Bool) -> VerificationLoop {
        let diagnostics = ScopeDiagnosticBox()
        let (sandbox, roots, levels) = makeSandbox(diagnostics: diagnostics)
        // Who resolves whom, cache hits included, for the report's dependency graph.
        let graphRecorder = DependencyGraphRecorder(sandbox: sandbox, verifying: container, roots: roots, levels: levels)
        return VerificationLoop(
            run: self, sandbox: sandbox, roots: roots, graphRecorder: graphRecorder, diagnostics: diagnostics,
            callerIsMainActor: callerIsMainActor)
    }

    /// What `loop` found, as the report says it.
    private func report(of loop: VerificationLoop) -> VerificationReport {
        let roots = loop.roots, graphRecorder = loop.graphRecorder
        var findings = loop.findings
        let captives = loop.diagnostics.items.filter { $0.kind == .captiveDependency }
        for diagnostic in captives {
            findings.add(captive: diagnostic)
        }
        for note in graphRecorder.elsewhereNotes {
            findings.note(note)
        }
        for note in Self.unusedSampleNotes(samples, treatments: loop.treatments, roots: roots) {
            findings.note(note)
        }
        if !loop.optionKeyed.isEmpty {
            findings.note(Self.optionKeyedNote(loop.optionKeyed.sorted()))
        }
        let record = graphRecorder.record(
            captives: captives, unverifiedReasons: loop.unverifiedReasons, unverifiedAfterResolving: loop.unverifiedAfterResolving)
        return findings.report(verifiedCount: loop.verified, failedCount: loop.failed, registrationCount: roots.count - loop.coveredElsewhere) { problems in
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
    /// through a forwarding entry, as `register` and `forward` store them (`storeCopies(of:copying:)`).
    private func makeSandbox(diagnostics: ScopeDiagnosticBox) -> (Container, roots: [(key: ServiceKey, registration: Registration)], levels: [Int]) {
        let sandbox = Container(debugHelper: SilentDebugHelper(), scopeContext: ScopeContext())
        var policy = container.scopePolicy
        policy.captiveDependencies = .report
        policy.missingScope = .oneOff
        policy.report = { diagnostics.append($0) }
        sandbox.scopePolicy = policy
        var levels: [Int] = []
        let visible = container.registrationsInVerificationOrder(levels: &levels)
        let roots = sandbox.storeCopies(of: visible) { Self.copyStoppingCycles(of: $0, in: sandbox) }
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
    static func unprovidedValue(in failure: ResolutionError) -> ScopeValueNotProvided? {
        guard case .factoryThrew(let thrown) = failure.reason else { return nil }
        return thrown as? ScopeValueNotProvided
    }

    /// Whether `key` is the key ``Container/declare(_:)`` adds for a definition's type alone: another
    /// key of a declaration's alias, which resolves exactly what the alias's named key does.
    static func isUnnamedAlias(_ key: ServiceKey, of registration: Registration) -> Bool {
        key != registration.key && registration.declaredDefinition != nil
    }

    static func same(_ lhs: ResolutionError, _ rhs: ResolutionError) -> Bool {
        lhs.path == rhs.path && lhs.summary == rhs.summary
    }
}

/// What the threads of one `verify()` hand each other: the loop, once made, and the report, once
/// written.
///
/// `@unchecked Sendable`: one thread at a time touches it — the caller, then each of the run's
/// threads in turn, handed over under ``AbandonableThread``'s lock.
final class VerificationProgressBox: @unchecked Sendable {
    var loop: VerificationLoop?
    var report: VerificationReport?
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
