/// The process's resolution observers: add one to watch every container.
///
/// ```swift
/// let token = ResolutionObservers.add(MetricsObserver())
/// defer { ResolutionObservers.remove(token) }
///
/// // WeaveDI's onSlowResolution:
/// let slow = ResolutionObservers.onSlowResolution(thresholdNanoseconds: 10_000_000) { event in
///     print("slow resolve: \(event)")
/// }
/// ```
public enum ResolutionObservers {
    /// Identifies an added observer, for ``remove(_:)``.
    public struct Token: Hashable, Sendable {
        let id: ObjectIdentifier
    }

    /// Adds `observer`; it is kept until removed.
    ///
    /// ```swift
    /// let token = ResolutionObservers.add(MetricsObserver())
    /// ```
    @discardableResult
    public static func add(_ observer: any ResolutionObserver) -> Token {
        ObserverList.shared.add(observer)
        return Token(id: ObjectIdentifier(observer))
    }

    /// Removes the observer `token` stands for.
    ///
    /// ```swift
    /// ResolutionObservers.remove(token)
    /// ```
    public static func remove(_ token: Token) {
        ObserverList.shared.remove(token.id)
    }

    /// Calls `action` for every resolve that takes at least `thresholdNanoseconds`.
    ///
    /// ```swift
    /// ResolutionObservers.onSlowResolution(thresholdNanoseconds: 5_000_000) { print("slow: \($0)") }
    /// ```
    @discardableResult
    public static func onSlowResolution(
        thresholdNanoseconds: UInt64,
        _ action: @escaping @Sendable (ResolutionEvent) -> Void
    ) -> Token {
        add(SlowResolutionAction(threshold: thresholdNanoseconds, action: action))
    }
}

/// The observer behind ``ResolutionObservers/onSlowResolution(thresholdNanoseconds:_:)``.
final class SlowResolutionAction: ResolutionObserver {
    let threshold: UInt64
    let action: @Sendable (ResolutionEvent) -> Void

    init(threshold: UInt64, action: @escaping @Sendable (ResolutionEvent) -> Void) {
        self.threshold = threshold
        self.action = action
    }

    var slowResolutionThreshold: UInt64? { threshold }

    func resolutionWasSlow(_ event: ResolutionEvent) {
        action(event)
    }
}
