/// An `onRelease` handler or a `dispose()` that threw while its scope ended.
///
/// ```swift
/// let failures = await ScopeContext.shared.endScopeAwaitingDisposal(.request, id: id)
/// for failure in failures { logger.error("\(failure)") }
/// ```
///
/// Each failure is also reported to the scope policy (``ScopePolicy/report``, a diagnostic of kind
/// ``ScopeDiagnostic/Kind/disposalFailed``); the other disposals of the scope went on.
public struct ScopeDisposalFailure: Error, CustomStringConvertible, Sendable {
    /// The scope that was ending.
    public let scope: ScopeID
    /// The service whose disposal threw, as diagnostics name it: `RequestTransaction (request)`.
    public let service: String
    /// What it threw.
    public let error: any Error

    /// What failed, where, and why.
    public var description: String {
        "Disposing \(service) at the end of \(scope) failed: \(error). The other instances of the scope were disposed."
    }
}
