/// The scope ids bound by `withScope` for the running task and its child tasks: a short list, innermost
/// binding last. Held in a task-local value, so synchronous code sees it too.
struct ScopeBindings: Sendable {
    private var entries: [ScopeInstances] = []

    /// The innermost binding of `kind`.
    @inline(__always)
    func instances(of kind: ScopeKind) -> ScopeInstances? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if entries[index].scope.kind == kind { return entries[index] }
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
