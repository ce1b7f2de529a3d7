/// A type that `resolve` builds around a registered service instead of looking it up:
/// `Lazy<X>`, `Provider<X>` and `X?` resolve whenever `X` is registered.
protocol InstanceWrapper {
    static var wrappedType: Any.Type { get }

    /// - Parameter factory: Resolves the wrapped service in the given graph (`nil`: the current one
    ///   or a new one); `nil` when the wrapped service is not registered.
    init?(inContainer container: Container, withInstanceFactory factory: ((GraphIdentifier?) -> Any?)?)
}

extension Optional: InstanceWrapper {
    static var wrappedType: Any.Type { Wrapped.self }

    init?(inContainer _: Container, withInstanceFactory factory: ((GraphIdentifier?) -> Any?)?) {
        self = factory?(nil) as? Wrapped
    }
}
