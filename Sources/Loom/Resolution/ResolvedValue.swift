/// The value an ``Injected`` or ``Inject`` property resolved on first access, kept for later ones.
///
/// `@unchecked Sendable`: `value` is only read or written with `lock` held, and the resolve that
/// produces it runs outside the lock. A wrapper that holds one is `Sendable` only when `Value` is,
/// so a value never crosses isolation domains that a plain stored property of its type could not.
final class ResolvedValue<Value>: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    @exclusivity(unchecked) private var value: Value?

    init() {}

    /// The kept value; else the one `resolve` gives, kept if it is not `nil`. When two threads
    /// resolve the first access at once, both get the value kept first.
    func value(resolvingWith resolve: () -> Value?) -> Value? {
        if let kept = lock.withLock({ value }) { return kept }
        guard let resolved = resolve() else { return nil }
        return lock.withLock {
            if let kept = value { return kept }
            value = resolved
            return resolved
        }
    }
}

extension Container {
    /// The container a property wrapper created now should resolve from later: the overlay the
    /// running task bound with `withOverrides`, if any (`nil`: ``Container/current`` at access).
    static var boundForWrapper: Container? {
        Overlay.anyEverBound ? Overlay.bindings?.overlay : nil
    }

    /// `service` under `name`, or `nil` without a failure report: resolving `Service?` gives
    /// `.some(nil)` for a missing service, silently (wrappers report in their own words).
    func resolveQuietly<Service>(_ service: Service.Type, name: String?) -> Service? {
        resolve(Service?.self, name: name) ?? nil
    }

    /// Stops with what a non-optional property wrapper could not resolve: the property's type and
    /// the nearest registrations.
    func stopForMissing<Value>(_: Value.Type, name: String?, wrapper: String) -> Never {
        fatalError(missingMessage(Value.self, name: name, wrapper: wrapper))
    }

    /// What ``stopForMissing(_:name:wrapper:)`` stops with.
    func missingMessage<Value>(_: Value.Type, name: String?, wrapper: String) -> String {
        let key = ServiceKey(serviceType: Value.self, argumentsType: Resolver.self, name: name)
        let report = ResolutionFailureReport(key: key, registrations: allRegistrations()).message
        return "\(wrapper) property of type \(Value.self): \(report)"
    }
}
