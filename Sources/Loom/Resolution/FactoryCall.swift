/// How a resolution calls a registration's ``ErasedFactory``.
enum FactoryCall {
    /// Loom's own resolve methods: the full argument tuple (resolver first) is at this address.
    case arguments(UnsafeRawPointer)
    /// `_resolve` from an extension: the extension's invoker decides how the factory is called.
    case invoker((@escaping ErasedFactory) -> Any)

    @inline(__always)
    func callAsFunction(_ factory: @escaping ErasedFactory) -> Any {
        switch self {
        case .arguments(let arguments):
            return factory(arguments)
        case .invoker(let invoke):
            return invoke(factory)
        }
    }
}
