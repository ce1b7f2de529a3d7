/// How a resolution calls a registration's factory, whose type is `(Arguments) -> Any`.
enum Invocation<Arguments> {
    /// Loom's own resolve methods: call the factory with these arguments (the resolver comes first).
    case arguments(Arguments)
    /// `_resolve` from an extension: the extension's invoker calls the factory.
    case invoker(((Arguments) -> Any) -> Any)

    @inline(__always)
    func callAsFunction(_ factory: Any) -> Any {
        // The key matched, so the factory's parameter type is `Arguments`.
        let typed = factory as! (Arguments) -> Any
        switch self {
        case .arguments(let arguments):
            return typed(arguments)
        case .invoker(let invoker):
            return invoker(typed)
        }
    }
}
