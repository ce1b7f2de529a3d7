/// The registrations of one `verify()`, resolved in order on threads the run may give up, and what
/// resolving them found.
///
/// Each registration is resolved on an ``AbandonableThread``. When Loom would stop the process in
/// the middle of one — a definition whose factory threw has no value to return, and a
/// non-throwing call cannot be unwound — ``giveUp(_:)`` records the failure as that registration's
/// problem, with its path, and abandons the thread; ``VerificationRun/run()`` goes on with the
/// next registration on a new thread. Only a stop that is the user's own (a force-unwrap) still stops
/// the process.
///
/// `@unchecked Sendable`: one thread at a time touches the progress — each thread
/// ``VerificationRun/run()`` starts, in turn, handed over under ``AbandonableThread``'s lock.
final class VerificationLoop: @unchecked Sendable {
    let run: VerificationRun
    let sandbox: Container
    let roots: [(key: ServiceKey, registration: Registration)]
    let treatments: [VerificationRun.Treatment]
    let graphRecorder: DependencyGraphRecorder
    /// The sandbox's scope diagnostics (its captive dependencies).
    let diagnostics: ScopeDiagnosticBox
    /// The verified container's scope context and the sandbox's, for factories that read the first.
    let scopes: VerificationScopes
    /// How many registrations are resolved.
    let total: Int
    private let kinds: [ScopeKind]
    /// The samples' values for the scopes the run opens; handed over by the first thread's binding
    /// only (the scopes keep them: a thread given up never unbinds).
    private var values: [ScopeKind: ScopeValues]
    /// Whether `verify()` was called on the main actor, which then runs the `@MainActor` factories
    /// the run reaches (``onMainActorCaller(_:)``).
    let callerIsMainActor: Bool

    // MARK: Progress

    private(set) var findings = VerificationFindings()
    /// How many registrations were resolved, failed or not.
    private(set) var verified = 0
    /// How many of them failed.
    private(set) var failed = 0
    private(set) var optionKeyed: [String] = []
    /// Keys another key verifies: a declared definition's own key and its type alone.
    private(set) var coveredElsewhere = 0
    /// Why each key left out is, for its node in the graph: what the notes say.
    private(set) var unverifiedReasons: [ServiceKey: String] = [:]
    /// Why each key whose resolve verified nothing — it needed a value only a sample gives — is not
    /// verified, for its node in the graph.
    private(set) var unverifiedAfterResolving: [ServiceKey: String] = [:]
    /// The index in `roots` of the next key to look at.
    private var next = 0
    /// The position of the last registration resolved, from 1.
    private var position = 0
    /// The index of the key being resolved, if one is.
    private var current: Int?

    init(
        run: VerificationRun, sandbox: Container, roots: [(key: ServiceKey, registration: Registration)],
        graphRecorder: DependencyGraphRecorder, diagnostics: ScopeDiagnosticBox, callerIsMainActor: Bool
    ) {
        self.run = run
        self.sandbox = sandbox
        self.roots = roots
        self.graphRecorder = graphRecorder
        self.diagnostics = diagnostics
        self.callerIsMainActor = callerIsMainActor
        scopes = VerificationScopes(verified: run.container.scopeContext, sandbox: sandbox.scopeContext)
        treatments = roots.map { run.treatment(of: $0.key, $0.registration) }
        total = treatments.count { $0.resolves }
        kinds = Set(roots.compactMap { ($0.registration.objectScope as? ObjectScope)?.scopeKind }).sorted { $0.name < $1.name }
        values = VerificationRun.providedValues(run.samples, registrations: roots)
        for ((key, _), treatment) in zip(roots, treatments) {
            if let reason = treatment.unverifiedReason { unverifiedReasons[key] = reason }
        }
    }

    /// On a run's thread: resolves the keys from the next one on, with an id of each scope kind bound.
    func resolveRemaining() {
        let recorder = FailureRecorder.current
        recorder.verification = self
        graphRecorder.activate()
        defer {
            graphRecorder.deactivate()
            (recorder.trail, recorder.verifying, recorder.verification) = (nil, nil, nil)
        }
        let values = self.values
        self.values = [:]
        VerificationRun.withScopes(kinds, providing: values, in: sandbox.scopeContext) {
            while next < roots.count {
                let index = next
                next += 1
                look(at: index, recorder: recorder)
            }
        }
    }

    /// Resolves the key at `index`, or notes why it is not resolved; `recorder` is this thread's.
    private func look(at index: Int, recorder: FailureRecorder) {
        let (key, registration) = roots[index]
        let sample: VerificationSample?
        switch treatments[index] {
        case .note(let text, _):
            findings.note(text)
            return
        case .coveredElsewhere:
            coveredElsewhere += 1
            return
        case .optionKeyed(let option):
            optionKeyed.append(option)
            return
        case .resolve(let sampleIndex):
            sample = sampleIndex.map { run.samples[$0] }
        }
        position += 1
        if let note = run.skipped[position] {
            findings.note("\(ResolutionError.Step(of: registration)): \(note)")
            unverifiedReasons[key] = note
            return
        }
        run.willResolve?(position, total, "\(ResolutionError.Step(of: registration))")
        recorder.verifying = VerificationProgress(position: position, total: total)
        recorder.trail = []
        current = index
        let failure = key.option is InjectionOption
            // An injection closure runs on an object made elsewhere, outside any creation: its
            // resolves are the injection node's edges.
            ? graphRecorder.attributing(to: key) { VerificationRun.require(key, sample: sample, in: sandbox) }
            : VerificationRun.require(key, sample: sample, in: sandbox)
        current = nil
        if failure == nil, recorder.trail?.isEmpty ?? true {
            verified += 1  // the common case, without copying an empty failure and trail around
        } else {
            conclude(key, failure: failure, trail: recorder.trail ?? [])
        }
    }

    /// Adds what resolving `key` found: `failure`, if it failed, and the failures in `trail` that a
    /// factory went on without, as notes.
    private func conclude(_ key: ServiceKey, failure: ResolutionError?, trail: [ResolutionError]) {
        if let failure {
            if let missing = VerificationRun.unprovidedValue(in: failure) {
                // Not verified — only a sample can give the value — rather than failed.
                let chain = failure.path.map(\.description).joined(separator: " -> ")
                findings.note("\(chain): not verified, it needs \(missing.service), which is provided when a \(missing.kind.name) scope opens; pass one as VerificationSample(providing: …) to verify it.")
                unverifiedAfterResolving[key] = "it needs \(missing.service), which is provided when a \(missing.kind.name) scope opens"
            } else {
                verified += 1
                failed += 1
                findings.add(failure)
            }
        } else {
            verified += 1
        }
        for tolerated in trail where failure.map({ !VerificationRun.same(tolerated, $0) }) ?? true {
            let chain = tolerated.path.map(\.description).joined(separator: " -> ")
            findings.note("\(chain): \(tolerated.summary), and the factory went on without it (fine if it is optional).")
        }
    }

    /// Whether ``giveUp(_:)`` can give up the registration being resolved on this thread: this is
    /// one of the run's threads, resolving one, and it holds no hierarchy lock of `synchronize()`
    /// (which other threads would wait for forever).
    var canGiveUp: Bool {
        AbandonableThread.current != nil && current != nil && ThreadResolutions.current.synchronizeLocksHeld == 0
    }

    /// The path of the sandbox resolution in progress on this thread, as failures show it.
    var pathInProgress: [ResolutionError.Step] {
        (ThreadResolutions.current.context(for: sandbox.hierarchyID)?.path ?? []).foldingDeclarations.map(ResolutionError.Step.init(of:))
    }

    /// On a run's thread, where Loom would stop the process (``canGiveUp`` said it may not): the
    /// registration being resolved failed with `cause` (else with the last failure its resolve
    /// recorded). Records it, and abandons the thread; ``VerificationRun/run()`` goes on with the
    /// next registration on another.
    func giveUp(_ cause: ResolutionError?) -> Never {
        guard let thread = AbandonableThread.current, let index = current else {
            preconditionFailure("Loom internal error: a verification gave up a thread that is not resolving for it")
        }
        let state = ThreadResolutions.current
        let recorder = FailureRecorder.current
        var trail = recorder.trail ?? []
        if let cause, !trail.contains(where: { VerificationRun.same($0, cause) }) {
            trail.append(cause)
        }
        current = nil
        conclude(roots[index].key, failure: trail.last, trail: Array(trail.dropLast()))
        graphRecorder.abandonInProgress()
        (recorder.trail, recorder.verifying, recorder.verification) = (nil, nil, nil)
        // What the thread leaves behind: creations it owned, which others may wait for, and reader
        // sections it will never leave.
        CreationGate.shared.leaveAll(ownedBy: ObjectIdentifier(state))
        AbandonedReaders.shared.add(slot: state.readerSlot)
        thread.abandon()
    }
}
