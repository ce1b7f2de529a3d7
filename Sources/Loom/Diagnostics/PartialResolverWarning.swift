/// The warning for a resolver of your own that lacks the resolve method a call needs: it
/// implements some of Swinject's twenty methods (Swinject required all of them, Loom has defaults)
/// and does not conform to `_Resolver`, so the call cannot reach any container and gives `nil`.
///
/// ```text
/// Loom: WeakResolver implements Resolver only in part: it has no resolve(_:arguments:_:) (2 arguments) and does not conform to _Resolver, so resolving Owner with arguments (String, Int) through it gives nil, registered or not. …
/// ```
///
/// Written to `Container.loggingFunction` once per resolver type and method (silent when the log is
/// off, as every report).
struct PartialResolverWarning {
    /// The resolver's type.
    let resolverType: Any.Type
    /// What the call asked for.
    let serviceType: Any.Type
    /// Whether the call passed a name.
    let isNamed: Bool
    /// The runtime argument types of the call, in order.
    let argumentTypes: [String]

    /// The method the resolver lacks, as Swift spells it: `resolve(_:name:arguments:_:_:)`.
    var method: String {
        let name = isNamed ? "name:" : ""
        switch argumentTypes.count {
        case 0: return "resolve(_:\(name))"
        case 1: return "resolve(_:\(name)argument:)"
        case 2...9: return "resolve(_:\(name)arguments:" + String(repeating: "_:", count: argumentTypes.count - 1) + ")"
        default: return "resolve(_:\(name)arguments:) with \(argumentTypes.count) arguments"
        }
    }

    /// The method with its argument count, as the messages name it.
    private var methodWithCount: String {
        argumentTypes.count > 9 ? method : "\(method) (\(argumentTypes.count == 1 ? "1 argument" : "\(argumentTypes.count) arguments"))"
    }

    /// What to do: implement the method, or forward `_Resolver` (the only way past nine arguments).
    private var remedy: String {
        let implement = argumentTypes.count > 9 ? "" : "Implement \(method), as Swinject's Resolver required, or "
        let conform = implement.isEmpty ? "Conform" : "conform"
        return implement + "\(conform) \(resolverType) to _Resolver and forward "
            + "_resolve(name:option:invoker:) to the container it wraps; then every method reaches it."
    }

    /// The message, once per resolver type and method.
    var message: String {
        "Loom: \(resolverType) implements Resolver only in part: it has no \(methodWithCount) and does not "
            + "conform to _Resolver, so resolving \(serviceType) with arguments (\(argumentTypes.joined(separator: ", "))) "
            + "through it gives nil, registered or not. \(remedy) (Reported once for \(resolverType) and this method.)"
    }

    /// The reason `require` gives, in a few words.
    var summary: String {
        "\(resolverType) does not implement \(method)"
    }

    /// The error `require` throws for such a call: not a missing registration but a missing method.
    func error(name: String?) -> ResolutionError {
        let step = ResolutionError.Step(service: "\(serviceType)", name: name, argumentTypes: argumentTypes, scope: nil)
        var error = ResolutionError(reason: .notRegistered(nearest: []), path: [step], explanation: message)
        error.customSummary = summary
        return error
    }

    /// Writes the message to the log the first time this resolver type lacks this method.
    func warnOnce() {
        guard Self.reported.insert("\(ObjectIdentifier(resolverType)) \(method)") else { return }
        LogSink.shared.warn(message)
    }

    /// The resolver types and methods already warned about.
    private static let reported = ReportedOnce()
}
