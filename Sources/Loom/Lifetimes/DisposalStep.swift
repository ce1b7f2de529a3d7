/// One thing that disposing an instance runs — an `onRelease` handler or a `dispose()` — bound to
/// the instance: what a ``ScopedRegistration`` hands the scope that ends.
enum DisposalStep {
    case sync(() throws -> Void)
    case async(() async throws -> Void)

    var isAsync: Bool {
        if case .async = self { return true }
        return false
    }
}
