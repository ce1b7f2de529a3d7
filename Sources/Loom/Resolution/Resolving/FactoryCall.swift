/// How a resolution calls a registration's ``ErasedFactory``.
enum FactoryCall {
    /// Loom's own resolve methods: the full argument tuple (resolver first) is at this address,
    /// valid while the resolve runs.
    case arguments(UnsafeRawPointer)
    /// `_resolve` from an extension: the extension's invoker decides how the factory is called.
    case invoker((@escaping ErasedFactory) -> Any)

    func callAsFunction(_ factory: @escaping ErasedFactory) -> Any {
        switch self {
        case .arguments(let arguments):
            return factory(arguments)
        case .invoker(let invoke):
            return invoke(factory)
        }
    }

    /// A way to make the call of a resolve with these arguments again later, after the resolve
    /// returned (what a `Lazy` or `Provider` keeps): it hands `body` a call whose argument tuple is
    /// a copy it owns.
    static func replaying<Arguments>(_ arguments: Arguments) -> Replay {
        { body in withUnsafePointer(to: arguments) { body(.arguments(UnsafeRawPointer($0))) } }
    }

    /// ``replaying(_:)`` for a call that owns what it needs already (an extension's invoker).
    var replay: Replay {
        { body in body(self) }
    }

    /// Hands its closure a ``FactoryCall`` that is valid while the closure runs.
    typealias Replay = (_ body: (FactoryCall) -> Any) -> Any
}
