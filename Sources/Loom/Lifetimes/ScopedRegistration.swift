/// A registration as the lifetimes layer sees it: what a scope slot keeps an instance for, and who
/// says how that instance is disposed when its scope ends.
///
/// The engine's `Registration` is the one conformer. The protocol lets `Lifetimes/` keep scoped
/// instances without depending on the resolution engine above it.
protocol ScopedRegistration: AnyObject, Sendable {
    /// What disposing `instance` runs, in order: the `onRelease` handlers, then
    /// ``ScopeDisposable/dispose()`` and ``AsyncScopeDisposable/dispose()``. Called outside every lock.
    func disposalPlan(for instance: Any) -> DisposalPlan

    /// Reports that a step threw (``ScopeDiagnostic/Kind/disposalFailed``), or that a synchronous
    /// end of the scope handed its async steps to a task of their own; called outside every lock.
    func report(_ diagnostic: ScopeDiagnostic, onceKey: String?)

    /// The service, as diagnostics name it.
    var serviceDescription: String { get }
}
