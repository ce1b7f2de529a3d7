/// Something about scoped lifetimes that a developer should know, delivered to ``ScopePolicy/report``.
///
/// ```swift
/// container.scopePolicy.report = { diagnostic in
///     if diagnostic.kind == .captiveDependency { assertionFailure(diagnostic.message) }
/// }
/// ```
public struct ScopeDiagnostic: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A scoped registration was resolved while no id of its kind was current.
        case noActiveScope
        /// A longer-lived instance resolved a shorter-lived one while being created.
        case captiveDependency
        /// An `onRelease` handler or `ScopeDisposable.dispose()` threw.
        case disposalFailed
        /// The synchronous ``ScopeContext/endScope(_:id:)`` ended a scope holding an instance whose
        /// disposal is async: it and the older instances were disposed in a task of their own.
        case asyncDisposalDeferred
        /// A scope id already open was opened again with a value for a type it had been given:
        /// the first value stays.
        case providedValueConflict
        /// A registration made with `registerAsyncScoped` was resolved synchronously before any
        /// `resolveAsync` had created it.
        case asyncFactory
    }

    /// What went wrong.
    public let kind: Kind
    /// The scope kind involved; `nil` for an async registration moved out of its scope.
    public let scopeKind: ScopeKind?
    /// The services involved, outermost first; for a captive dependency, the whole chain.
    public let chain: [String]
    /// A sentence or two saying what happened and what to do.
    public let message: String

    /// The message.
    public var description: String { message }
}
