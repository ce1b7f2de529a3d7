/// How the lifetimes layer disposes this registration's instances when their scope ends.
extension Registration {
    /// The `onRelease` handlers in the order added, then ``ScopeDisposable/dispose()``, then
    /// ``AsyncScopeDisposable/dispose()``, for `instance`. A provided instance (handed in when its
    /// scope opened) runs its handlers only: the scope did not make it, so it does not dispose it.
    func disposalPlan(for instance: Any) -> DisposalPlan {
        let (actions, isProvided) = releasePlan
        return DisposalPlan(actions: actions, conformances: isProvided ? [] : DisposalConformances.shared.answer(for: instance))
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
