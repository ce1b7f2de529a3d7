/// The scope ids bound by `withScope` for the running task and its child tasks: a short list, innermost
/// binding last. Held in a task-local value, so synchronous code sees it too.
struct ScopeBindings: Sendable {
    private var entries: [ScopeInstances] = []

    /// The innermost binding of `kind`.
    @inline(__always)
    func instances(of kind: ScopeKind) -> ScopeInstances? {
        withInstances(of: kind) { $0 }
    }

    /// `body`'s result for the innermost binding of `kind`, which it gets unretained (these bindings
    /// keep it); `nil` when no binding is of `kind`.
    @inline(__always)
    func withInstances<Result>(of kind: ScopeKind, _ body: (ScopeInstances) -> Result) -> Result? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            let entry = Unmanaged.passUnretained(entries[index])
            if let result = entry._withUnsafeGuaranteedRef({ $0.scope.kind == kind ? body($0) : nil }) {
                return result
            }
        }
        return nil
    }

    /// These bindings with `instances` bound innermost.
    func binding(_ instances: ScopeInstances) -> ScopeBindings {
        var copy = self
        copy.entries.append(instances)
        return copy
    }
}
