extension Container {
    /// How scoped registrations of this container's hierarchy behave when no scope is active or a
    /// captive dependency shows up, and where diagnostics go. Shared by the whole hierarchy.
    ///
    /// ```swift
    /// container.scopePolicy = .strict
    /// container.scopePolicy.report = { print("scope diagnostic: \($0)") }
    /// ```
    public var scopePolicy: ScopePolicy {
        get { scopePolicyHolder.policy }
        set { scopePolicyHolder.policy = newValue }
    }
}
