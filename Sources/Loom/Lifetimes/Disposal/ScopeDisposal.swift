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
        for index in disposals.indices {
            let disposal = disposals[index]
            let plan = disposal.registration.disposalPlan(for: disposal.instance)
            guard let firstAsync = plan.firstAsyncStep() else {
                disposal.runSynchronously(plan, steps: 0..<plan.count, failures: &failures)
                continue
            }
            disposal.runSynchronously(plan, steps: 0..<firstAsync, failures: &failures)
            let older = disposals[(index + 1)...]
            let rest = PendingDisposals(
                disposals: [disposal] + older,
                plans: [plan] + older.map { $0.registration.disposalPlan(for: $0.instance) },
                firstStep: firstAsync)
            disposal.reportDeferral()
            let task = Task { await rest.run() }
            return (failures, task)
        }
        return (failures, nil)
    }

    /// Runs the synchronous `steps` of this disposal's `plan`, binding ``ScopeContext/disposing``
    /// to its scope; reports and adds to `failures` what threw.
    private func runSynchronously(_ plan: DisposalPlan, steps: Range<Int>, failures: inout [ScopeDisposalFailure]) {
        guard !steps.isEmpty else { return }
        ScopeContext.$disposing.withValue(scope) {
            runSynchronouslyWithinBinding(plan, steps: steps, failures: &failures)
        }
    }

    /// ``runSynchronously(_:steps:failures:)`` with ``ScopeContext/disposing`` already bound to
    /// this disposal's scope.
    fileprivate func runSynchronouslyWithinBinding(_ plan: DisposalPlan, steps: Range<Int>, failures: inout [ScopeDisposalFailure]) {
        for index in steps {
            do { try plan.runSynchronously(index, on: instance) } catch { failures.append(failed(error)) }
        }
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
        let plans = disposals.map { $0.registration.disposalPlan(for: $0.instance) }
        guard plans.contains(where: { $0.firstAsyncStep() != nil }) else {
            var failures: [ScopeDisposalFailure] = []
            forEachRunOfOneScope(in: disposals, plans: plans) { scope, range in
                ScopeContext.$disposing.withValue(scope) {
                    for index in range {
                        disposals[index].runSynchronouslyWithinBinding(plans[index], steps: 0..<plans[index].count, failures: &failures)
                    }
                }
            }
            return failures
        }
        let pending = PendingDisposals(disposals: disposals, plans: plans, firstStep: 0)
        guard Task.isCancelled else { return await pending.run() }
        return await Task { await pending.run() }.value
    }

    /// Calls `body` for each run of consecutive `disposals` that belong to one scope (an ending has
    /// one), skipping runs with nothing to run: so that ``ScopeContext/disposing`` is bound once
    /// per run rather than per instance. Reads the disposals in place, copying none.
    fileprivate static func forEachRunOfOneScope(
        in disposals: [ScopeDisposal],
        plans: [DisposalPlan],
        _ body: (ScopeInstances, Range<Int>) throws -> Void
    ) rethrows {
        var start = disposals.startIndex
        while start < disposals.endIndex {
            let scope = disposals[start].scope
            var end = start + 1
            while end < disposals.endIndex, disposals[end].scope === scope { end += 1 }
            if plans[start..<end].contains(where: { !$0.isEmpty }) {
                try body(scope, start..<end)
            }
            start = end
        }
    }

    /// Runs `steps` of this disposal's `plan` in order, awaiting the async ones, with
    /// ``ScopeContext/disposing`` already bound to its scope; reports and adds to `failures` what threw.
    fileprivate func runWithinBinding(_ plan: DisposalPlan, steps: Range<Int>, failures: inout [ScopeDisposalFailure]) async {
        for index in steps {
            do { try await plan.run(index, on: instance) } catch { failures.append(failed(error)) }
        }
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

/// Disposals handed to a task of their own, with the plan of each.
///
/// `@unchecked Sendable`: made by the code that hands it over and then only read by that one task.
private struct PendingDisposals: @unchecked Sendable {
    let disposals: [ScopeDisposal]
    let plans: [DisposalPlan]
    /// Where the first disposal's steps start: the earlier ones ran synchronously.
    let firstStep: Int

    /// Runs every step in order, with ``ScopeContext/disposing`` bound once per run of one scope.
    func run() async -> [ScopeDisposalFailure] {
        var failures: [ScopeDisposalFailure] = []
        var runs: [(scope: ScopeInstances, range: Range<Int>)] = []
        ScopeDisposal.forEachRunOfOneScope(in: disposals, plans: plans) { runs.append(($0, $1)) }
        for run in runs {
            failures += await ScopeContext.$disposing.withValue(run.scope) {
                var failures: [ScopeDisposalFailure] = []
                for index in run.range {
                    let first = index == disposals.startIndex ? firstStep : 0
                    await disposals[index].runWithinBinding(plans[index], steps: first..<plans[index].count, failures: &failures)
                }
                return failures
            }
        }
        return failures
    }
}
