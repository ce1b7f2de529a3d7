// Every `@inline(__always)` in this file: I2 1,081 → 1,091 instructions with ScopeEvents',
// ScopeBindings', ScopeInstances' and ScopeInstancesSnapshot's out of line (measured together, not
// one by one).

/// The scope ids bound by `withScope` for the running task and its child tasks: a short list, innermost
/// binding last. Held in a task-local value, so synchronous code sees it too.
struct ScopeBindings: Sendable {
    private var entries: [ScopeInstances] = []

    /// The innermost binding of `kind` made by `context`.
    @inline(__always)
    func instances(of kind: ScopeKind, in context: ObjectIdentifier) -> ScopeInstances? {
        withInstances(of: kind, in: context) { $0 }
    }

    /// `body`'s result for the innermost binding of `kind` made by `context`, which it gets
    /// unretained (these bindings keep it); `nil` when no such binding is there. Bindings of other
    /// contexts are passed over: two ``ScopeContext``s never see each other's ids.
    @inline(__always)
    func withInstances<Result>(
        of kind: ScopeKind,
        in context: ObjectIdentifier,
        _ body: (ScopeInstances) -> Result
    ) -> Result? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            let entry = Unmanaged.passUnretained(entries[index])
            if let result = entry._withUnsafeGuaranteedRef({
                $0.scope.kind == kind && $0.context == context ? body($0) : nil
            }) {
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
