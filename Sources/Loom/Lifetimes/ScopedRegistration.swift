/// A registration as the lifetimes layer sees it: what a scope slot keeps an instance for, and who
/// disposes that instance when its scope ends.
///
/// The engine's `Registration` is the one conformer. The protocol lets `Lifetimes/` keep scoped
/// instances without depending on the resolution engine above it.
protocol ScopedRegistration: AnyObject, Sendable {
    /// Runs the `onRelease` handlers, then ``ScopeDisposable/dispose()``, on an instance whose scope
    /// ended. Called outside every lock.
    func dispose(_ instance: Any, endingScope scope: ScopeInstances)
}
