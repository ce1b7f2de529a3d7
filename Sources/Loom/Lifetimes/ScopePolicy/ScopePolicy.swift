/// How a container hierarchy treats scoped registrations when something is off: no scope is
/// active, or a longer-lived instance captures a shorter-lived one. Set it on any container of the
/// hierarchy; it applies to the registrations of all of them.
///
/// ```swift
/// container.scopePolicy = .strict  // a resolve outside its scope fails instead of making a one-off
/// container.scopePolicy.report = { diagnostic in logger.warning("\(diagnostic)") }
/// ```
public struct ScopePolicy: Sendable {
    /// What a resolve of a scoped registration does when no id of its kind is current.
    public enum MissingScope: Sendable {
        /// Creates a one-off instance and caches nothing, as WeaveDI documents; reports it once per
        /// registration.
        case oneOff
        /// The resolve fails (returns `nil`) and reports the kind and the service.
        case fail
    }

    /// What Loom does when an instance that outlives a scope resolves an instance of that scope
    /// while it is being created (`Cache (container) -> Mapper (transient) -> RequestContext (request)`).
    public enum CaptiveDependencies: Sendable {
        /// No check.
        case off
        /// Reports each such chain once; the resolve goes on.
        case report
        /// Reports the chain and the inner resolve fails (returns `nil`).
        case fail
    }

    /// No active scope: one-off instance (default) or failure.
    public var missingScope: MissingScope
    /// Captive dependencies: off, report (default) or fail.
    public var captiveDependencies: CaptiveDependencies
    /// Receives every diagnostic. By default it writes to ``Container/loggingFunction``, so the log's
    /// switch silences it (a release build, `LOOM_LOGGING_ENABLED=0`, `loggingFunction = nil`).
    public var report: @Sendable (ScopeDiagnostic) -> Void

    /// Creates a policy.
    ///
    /// ```swift
    /// container.scopePolicy = ScopePolicy(missingScope: .fail, captiveDependencies: .report)
    /// ```
    public init(
        missingScope: MissingScope = .oneOff,
        captiveDependencies: CaptiveDependencies = .report,
        report: @escaping @Sendable (ScopeDiagnostic) -> Void = ScopePolicy.defaultReport
    ) {
        self.missingScope = missingScope
        self.captiveDependencies = captiveDependencies
        self.report = report
    }

    /// One-off instances outside a scope, captive dependencies reported.
    public static let `default` = ScopePolicy()

    /// Resolves outside a scope and captive dependencies fail.
    public static let strict = ScopePolicy(missingScope: .fail, captiveDependencies: .fail)

    /// Writes `Loom: ` and the message to ``Container/loggingFunction``: to standard error in a debug
    /// build, nowhere in a release build or with `LOOM_LOGGING_ENABLED=0`, unless the app set a
    /// function.
    public static let defaultReport: @Sendable (ScopeDiagnostic) -> Void = { diagnostic in
        LogSink.shared.warn("Loom: " + diagnostic.message)
    }
}
