/// An instance to dispose, read from its ended slot with the context's lock held, so that disposing —
/// user code — runs after the lock is released without touching slot state. Lists of them are
/// disposed in the order given, newest instance first, each step once.
///
/// `@unchecked Sendable`: a list is handed whole to the one task that disposes it, and nothing else
/// touches it afterwards; the instances are shared across tasks by definition of a scope.
struct ScopeDisposal: @unchecked Sendable {
    let registration: any ScopedRegistration
    let instance: Any
    let scope: ScopeInstances

    /// The instance of an ended `slot`, if it holds one. Caller holds the context's lock.
    init?(ofLocked slot: ScopeSlot) {
        guard let instance = slot.instance else { return nil }
        self.init(registration: slot.registration, instance: instance, scope: slot.owner)
    }

    init(registration: any ScopedRegistration, instance: Any, scope: ScopeInstances) {
        self.registration = registration
        self.instance = instance
        self.scope = scope
    }

    // MARK: Synchronously

    /// Disposes `disposals` in order, without suspending: every step up to the first async one runs
    /// here; that step and everything after it — the rest of that instance's steps and every older
    /// instance — run in order in a task of their own, which is returned (the synchronous end of a
    /// scope cannot await, and dropping them would leak what they release). The deferral is
    /// reported once per registration.
    @discardableResult
    static func disposeSynchronously(_ disposals: [ScopeDisposal]) -> (failures: [ScopeDisposalFailure], deferred: Task<[ScopeDisposalFailure], Never>?) {
        var failures: [ScopeDisposalFailure] = []
        for (index, disposal) in disposals.enumerated() {
            let steps = disposal.registration.disposalSteps(for: disposal.instance)
            guard let firstAsync = steps.firstIndex(where: \.isAsync) else {
                failures += disposal.runSynchronously(steps)
                continue
            }
            failures += disposal.runSynchronously(steps[..<firstAsync])
            let rest = PendingDisposals(first: disposal, firstSteps: Array(steps[firstAsync...]), older: Array(disposals[(index + 1)...]))
            disposal.reportDeferral()
            let task = Task { await rest.run() }
            return (failures, task)
        }
        return (failures, nil)
    }

    /// Runs the synchronous `steps` of this disposal; reports and returns what threw.
    private func runSynchronously(_ steps: ArraySlice<DisposalStep>) -> [ScopeDisposalFailure] {
        guard !steps.isEmpty else { return [] }
        return ScopeContext.$disposing.withValue(scope) { runSynchronouslyWithinBinding(steps) }
    }

    /// ``runSynchronously(_:)-(ArraySlice<DisposalStep>)`` with ``ScopeContext/disposing`` already
    /// bound to this disposal's scope.
    private func runSynchronouslyWithinBinding(_ steps: ArraySlice<DisposalStep>) -> [ScopeDisposalFailure] {
        var failures: [ScopeDisposalFailure] = []
        for case .sync(let step) in steps {
            do { try step() } catch { failures.append(failed(error)) }
        }
        return failures
    }

    private func runSynchronously(_ steps: [DisposalStep]) -> [ScopeDisposalFailure] {
        runSynchronously(steps[...])
    }

    private func reportDeferral() {
        let service = registration.serviceDescription
        let message = "Ending \(scope.scope) synchronously: \(service) has an async disposal (AsyncScopeDisposable or an async onRelease), so it and the older instances of the scope are disposed in a task of their own, in order. End the scope with `await ScopeContext.endScopeAwaitingDisposal(_:id:)` or the async `withScope(_:id:providing:_:)` to await them. (Reported once for this registration.)"
        registration.report(
            ScopeDiagnostic(kind: .asyncDisposalDeferred, scopeKind: scope.scope.kind, chain: [service], message: message),
            onceKey: "async disposal deferred: \(service)")
    }

    // MARK: Awaiting

    /// Disposes `disposals` in order, awaiting each async step. When the ending task is already
    /// cancelled — a request whose client hung up — the steps run in a task of their own, which the
    /// cancellation does not reach (a commit must not fail because the request that made the
    /// transaction was cancelled); otherwise they run in the ending task, which costs no task
    /// creation and no hop per scope (about 14 µs a request, measured in a release build on two
    /// busy cores). Returns what threw, reported.
    static func dispose(_ disposals: [ScopeDisposal]) async -> [ScopeDisposalFailure] {
        let planned = disposals.map { ($0, $0.registration.disposalSteps(for: $0.instance)) }
        guard planned.contains(where: { $0.1.contains(where: \.isAsync) }) else {
            return runSynchronously(planned)
        }
        let pending = PendingDisposals(planned: planned)
        guard Task.isCancelled else { return await pending.run() }
        return await Task { await pending.run() }.value
    }

    /// Runs the synchronous `planned` disposals in order, with ``ScopeContext/disposing`` bound
    /// once for each run of disposals of one scope (one task-local binding per ending rather than
    /// per instance); reports and returns what threw.
    private static func runSynchronously(_ planned: [(ScopeDisposal, [DisposalStep])]) -> [ScopeDisposalFailure] {
        var failures: [ScopeDisposalFailure] = []
        for run in runsOfOneScope(in: planned) {
            ScopeContext.$disposing.withValue(run.scope) {
                for (disposal, steps) in planned[run.range] {
                    failures += disposal.runSynchronouslyWithinBinding(steps[...])
                }
            }
        }
        return failures
    }

    /// The runs of consecutive `planned` disposals that belong to one scope (an ending has one),
    /// skipping those with nothing to run.
    fileprivate static func runsOfOneScope(in planned: [(ScopeDisposal, [DisposalStep])]) -> [(scope: ScopeInstances, range: Range<Int>)] {
        var runs: [(scope: ScopeInstances, range: Range<Int>)] = []
        var start = planned.startIndex
        while start < planned.endIndex {
            let scope = planned[start].0.scope
            var end = start + 1
            while end < planned.endIndex, planned[end].0.scope === scope { end += 1 }
            if planned[start..<end].contains(where: { !$0.1.isEmpty }) {
                runs.append((scope, start..<end))
            }
            start = end
        }
        return runs
    }

    /// Runs `steps` of this disposal in order, awaiting the async ones, with ``ScopeContext/disposing``
    /// already bound to its scope; reports and returns what threw.
    fileprivate func runWithinBinding(_ steps: [DisposalStep]) async -> [ScopeDisposalFailure] {
        var failures: [ScopeDisposalFailure] = []
        for step in steps {
            do {
                switch step {
                case .sync(let run): try run()
                case .async(let run): try await run()
                }
            } catch {
                failures.append(failed(error))
            }
        }
        return failures
    }

    /// Reports that a step threw `error`, and returns it as a failure.
    private func failed(_ error: any Error) -> ScopeDisposalFailure {
        let failure = ScopeDisposalFailure(scope: scope.scope, service: registration.serviceDescription, error: error)
        registration.report(
            ScopeDiagnostic(kind: .disposalFailed, scopeKind: scope.scope.kind, chain: [failure.service], message: failure.description),
            onceKey: nil)
        return failure
    }
}

/// Disposals handed to a task of their own, with the steps each one runs.
///
/// `@unchecked Sendable`: made by the code that hands it over and then only read by that one task.
private struct PendingDisposals: @unchecked Sendable {
    let planned: [(ScopeDisposal, [DisposalStep])]

    init(planned: [(ScopeDisposal, [DisposalStep])]) {
        self.planned = planned
    }

    /// The rest of `first`'s steps, then every step of `older`.
    init(first: ScopeDisposal, firstSteps: [DisposalStep], older: [ScopeDisposal]) {
        planned = [(first, firstSteps)] + older.map { ($0, $0.registration.disposalSteps(for: $0.instance)) }
    }

    /// Runs every step in order, with ``ScopeContext/disposing`` bound once per run of one scope.
    func run() async -> [ScopeDisposalFailure] {
        var failures: [ScopeDisposalFailure] = []
        for run in ScopeDisposal.runsOfOneScope(in: planned) {
            failures += await ScopeContext.$disposing.withValue(run.scope) {
                var failures: [ScopeDisposalFailure] = []
                for (disposal, steps) in planned[run.range] {
                    failures += await disposal.runWithinBinding(steps)
                }
                return failures
            }
        }
        return failures
    }
}
