/// Watches resolutions, failures and scopes in every container of the process — for logs,
/// metrics and traces. Every method has a default that does nothing; implement the ones you need.
///
/// ```swift
/// final class SlowResolutionLog: ResolutionObserver {
///     var slowResolutionThreshold: UInt64? { 5_000_000 }  // 5 ms
///     func resolutionWasSlow(_ event: ResolutionEvent) {
///         print("slow: \(event.service) took \(event.durationNanoseconds / 1_000) µs")
///     }
/// }
/// let token = ResolutionObservers.add(SlowResolutionLog())
/// // …
/// ResolutionObservers.remove(token)
/// ```
///
/// While no observer is installed, observing costs a resolve one load of a flag. Methods are called
/// on the thread that resolves, outside every lock; keep them short.
public protocol ResolutionObserver: AnyObject, Sendable {
    /// A resolve is about to look up `event.service` (`durationNanoseconds` is 0, `cacheHit` false).
    func resolutionWillBegin(_ event: ResolutionEvent)
    /// A resolve returned an instance.
    func resolutionDidEnd(_ event: ResolutionEvent)
    /// A resolve failed; the error says why and where.
    func resolutionDidFail(_ error: ResolutionError)
    /// A resolve took at least ``slowResolutionThreshold``.
    func resolutionWasSlow(_ event: ResolutionEvent)
    /// The nanoseconds from which a resolve counts as slow; `nil`: none does.
    var slowResolutionThreshold: UInt64? { get }
    /// A `withScope` call bound `scope`.
    func scopeDidBegin(_ scope: ScopeID)
    /// `endScope` ended `scope`, which held `instances` instances; `disposed` of them were disposed.
    func scopeDidEnd(_ scope: ScopeID, instances: Int, disposed: Int)
    /// A longer-lived registration resolved a shorter-lived scoped one while being created.
    func captiveDependencyDetected(_ diagnostic: ScopeDiagnostic)
}

extension ResolutionObserver {
    /// Does nothing.
    public func resolutionWillBegin(_: ResolutionEvent) {}
    /// Does nothing.
    public func resolutionDidEnd(_: ResolutionEvent) {}
    /// Does nothing.
    public func resolutionDidFail(_: ResolutionError) {}
    /// Does nothing.
    public func resolutionWasSlow(_: ResolutionEvent) {}
    /// `nil`: no resolve counts as slow.
    public var slowResolutionThreshold: UInt64? { nil }
    /// Does nothing.
    public func scopeDidBegin(_: ScopeID) {}
    /// Does nothing.
    public func scopeDidEnd(_: ScopeID, instances _: Int, disposed _: Int) {}
    /// Does nothing.
    public func captiveDependencyDetected(_: ScopeDiagnostic) {}
}

/// One resolve, as an observer sees it.
///
/// ```swift
/// func resolutionDidEnd(_ event: ResolutionEvent) {
///     metrics.record(event.service, nanoseconds: event.durationNanoseconds, cached: event.cacheHit)
/// }
/// ```
public struct ResolutionEvent: Sendable, CustomStringConvertible {
    /// The service type asked for, as Swift prints it.
    public let service: String
    /// The registration name asked for, if any.
    public let name: String?
    /// 1 for a resolve you made; 2 and more for resolves made by factories while it ran.
    public let depth: Int
    /// How long the resolve took, in nanoseconds (0 when it begins).
    public let durationNanoseconds: UInt64
    /// Whether the instance came straight from a cache — a container-scoped instance, or the current
    /// scope id's — without running any factory.
    public let cacheHit: Bool
    /// The property name of the ``Definition`` or ``ParameterDefinition`` called, if it is one
    /// (`name` is then `nil`).
    public let definition: String?

    /// The event of a resolve of `key`.
    init(of key: ServiceKey, depth: Int, durationNanoseconds: UInt64, cacheHit: Bool) {
        let isDefinition = key.isDefinition
        service = "\(key.serviceType)"
        name = isDefinition ? nil : key.name
        definition = isDefinition ? key.name : nil
        self.depth = depth
        self.durationNanoseconds = durationNanoseconds
        self.cacheHit = cacheHit
    }

    /// `Service("name") at depth 2: 1250 ns (cache hit)`; a definition shows as `Service(\.name)`.
    public var description: String {
        let named = definition.map { "(\\.\($0))" } ?? name.map { "(\"\($0)\")" } ?? ""
        return "\(service)\(named) at depth \(depth): \(durationNanoseconds) ns" + (cacheHit ? " (cache hit)" : "")
    }
}
