/// How the lifetimes layer disposes this registration's instances when their scope ends.
extension Registration {
    /// The `onRelease` handlers in the order added, then ``ScopeDisposable/dispose()``, then
    /// ``AsyncScopeDisposable/dispose()``, bound to `instance`. A provided instance (handed in when
    /// its scope opened) runs its handlers only: the scope did not make it, so it does not dispose it.
    func disposalSteps(for instance: Any) -> [DisposalStep] {
        let (actions, isProvided) = releasePlan
        var steps: [DisposalStep] = actions.map { action in
            switch action {
            case .sync(let run): return .sync { try run(instance) }
            case .async(let run): return .async { try await run(instance) }
            }
        }
        if !isProvided {
            let answer = DisposalConformances.shared.answer(for: instance)
            if answer.contains(.disposable), let disposable = instance as? ScopeDisposable {
                steps.append(.sync { try disposable.dispose() })
            }
            if answer.contains(.asyncDisposable), let disposable = instance as? AsyncScopeDisposable {
                steps.append(.async { try await disposable.dispose() })
            }
        }
        return steps
    }

    func report(_ diagnostic: ScopeDiagnostic, onceKey: String?) {
        scopePolicyHolder.report(diagnostic, onceKey: onceKey)
    }

    var serviceDescription: String {
        ServiceDescription(of: self).text
    }

    /// Disposes one instance of a scope that ended (or that a cycle made twice) at once, outside
    /// every lock; async steps go to a task of their own, as in ``ScopeContext/endScope(_:id:)``.
    func dispose(_ instance: Any, endingScope scope: ScopeInstances) {
        ScopeDisposal.disposeSynchronously([ScopeDisposal(registration: self, instance: instance, scope: scope)])
    }
}
