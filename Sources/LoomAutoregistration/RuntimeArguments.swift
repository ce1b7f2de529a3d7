/// The runtime arguments of one resolve of an autoregistered service, held by their declared types
/// so that each initializer parameter can pick the one meant for it.
struct RuntimeArguments {
    private var arguments: [(type: Any.Type, value: Any)] = []

    /// Holds `arguments`, each under the type it was declared with.
    init<each Argument>(_ arguments: repeat each Argument) {
        repeat append(each arguments)
    }

    private mutating func append<Argument>(_ argument: Argument) {
        arguments.append((Argument.self, argument))
    }

    /// The argument for a parameter of type `Parameter`: the one declared with exactly that type,
    /// else the first (in declaration order) that casts to it; `nil` when none fits, and the
    /// parameter is resolved instead.
    func value<Parameter>(for _: Parameter.Type) -> Parameter? {
        if let exact = arguments.first(where: { $0.type == Parameter.self }) {
            return exact.value as? Parameter
        }
        for argument in arguments {
            if let value = argument.value as? Parameter { return value }
        }
        return nil
    }
}
