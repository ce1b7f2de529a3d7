/// A container hierarchy's ``ScopePolicy``, shared by every container of the hierarchy and every
/// registration made in it, and what has already been reported so each finding is reported once.
///
/// `@unchecked Sendable`: every stored property is only touched with `lock` held; the report
/// closure is called after the lock is released.
final class ScopePolicyHolder: @unchecked Sendable {
    private let lock = Lock()
    private var storedPolicy = ScopePolicy.default
    private var reported: Set<String> = []

    var policy: ScopePolicy {
        get { lock.withLock { storedPolicy } }
        set { lock.withLock { storedPolicy = newValue } }
    }

    /// Sends `diagnostic` to the policy's report handler — only the first time for `onceKey`, if given.
    func report(_ diagnostic: ScopeDiagnostic, onceKey: String? = nil) {
        let handler: (@Sendable (ScopeDiagnostic) -> Void)? = lock.withLock {
            if let onceKey, !reported.insert(onceKey).inserted { return nil }
            return storedPolicy.report
        }
        handler?(diagnostic)
    }
}
