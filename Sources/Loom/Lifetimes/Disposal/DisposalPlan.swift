/// What disposing one instance runs, in order: its registration's `onRelease` handlers, then
/// ``ScopeDisposable/dispose()`` and ``AsyncScopeDisposable/dispose()`` if the instance is one —
/// the steps, numbered from 0. A ``ScopedRegistration`` hands one to the scope that ends.
///
/// The handlers are the registration's own array, shared rather than copied, and are handed the
/// instance when they run. (Binding a closure to each instance, step by step, cost an array and a
/// closure context per instance: about a sixth of the disposal of a request scope of the example
/// server, measured with `perf` on its per-request path without a network.)
struct DisposalPlan {
    /// The `onRelease` handlers, in the order added.
    let actions: [ReleaseAction]
    /// Whether the instance is ``ScopeDisposable`` and whether it is ``AsyncScopeDisposable``;
    /// empty for an instance handed in when its scope opened, which the scope does not dispose.
    let conformances: DisposalConformances.Answer

    /// One step, as ``step(_:)`` names it.
    enum Step {
        case action(ReleaseAction)
        case dispose
        case disposeAsync
    }

    /// How many steps there are.
    var count: Int {
        actions.count
            + (conformances.contains(.disposable) ? 1 : 0)
            + (conformances.contains(.asyncDisposable) ? 1 : 0)
    }

    /// Whether nothing runs.
    var isEmpty: Bool { actions.isEmpty && conformances.isEmpty }

    /// The step at `index`, which is below ``count``.
    func step(_ index: Int) -> Step {
        if index < actions.count { return .action(actions[index]) }
        if index == actions.count, conformances.contains(.disposable) { return .dispose }
        return .disposeAsync
    }

    /// The first step from `start` on that must be awaited, if any.
    func firstAsyncStep(from start: Int = 0) -> Int? {
        (start..<count).first { index in
            switch step(index) {
            case .action(let action): action.isAsync
            case .dispose: false
            case .disposeAsync: true
            }
        }
    }

    /// Runs the synchronous step at `index` on `instance`; an async step is not run.
    func runSynchronously(_ index: Int, on instance: Any) throws {
        switch step(index) {
        case .action(.sync(let run)): try run(instance)
        case .action(.async): break
        case .dispose: try (instance as? ScopeDisposable)?.dispose()
        case .disposeAsync: break
        }
    }

    /// Runs the step at `index` on `instance`, awaiting it if it is async.
    func run(_ index: Int, on instance: Any) async throws {
        switch step(index) {
        case .action(.async(let run)): try await run(instance)
        case .disposeAsync: try await (instance as? AsyncScopeDisposable)?.dispose()
        case .action(.sync), .dispose: try runSynchronously(index, on: instance)
        }
    }
}
