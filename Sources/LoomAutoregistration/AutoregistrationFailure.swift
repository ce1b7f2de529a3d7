/// The ways autoregistration and `~>` stop the process, and the messages they stop with.
///
/// The messages are built by functions of their own so tests can read them without stopping.
enum AutoregistrationFailure {
    /// Stops the process with `message`. `fatalError`, not `precondition`, so that release builds
    /// print the message too.
    static func stop(_ message: String) -> Never {
        fatalError(message)
    }

    /// Stops when any of `dependencies` is `nil`, naming each missing type.
    static func stopIfAnyIsMissing<Service, each Dependency>(
        _ dependencies: repeat (each Dependency)?,
        building service: Service.Type,
        name: String?,
        arguments: [Any.Type]
    ) {
        var anyIsMissing = false
        for dependency in repeat each dependencies {
            if dependency == nil { anyIsMissing = true }
        }
        guard anyIsMissing else { return }  // every resolve passes here: no allocation before this

        var parameters: [Any.Type] = []
        var missing: [Any.Type] = []
        for (dependency, type) in repeat (each dependencies, (each Dependency).self) {
            parameters.append(type)
            if dependency == nil { missing.append(type) }
        }
        stop(missingDependenciesMessage(
            service: service, name: name, missing: missing, parameters: parameters, arguments: arguments))
    }

    /// Stops when two of the runtime argument types `types` are the same, naming them.
    static func stopIfRepeated(_ types: [Any.Type]) {
        if let message = repeatedArgumentTypesMessage(types) {
            stop(message)
        }
    }

    /// What resolving an autoregistered service says when dependencies cannot be resolved.
    static func missingDependenciesMessage(
        service: Any.Type,
        name: String?,
        missing: [Any.Type],
        parameters: [Any.Type],
        arguments: [Any.Type]
    ) -> String {
        let registration = describe(service, name: name, arguments: arguments)
        let what = missing.count == 1 ? "dependency" : "dependencies"
        let advice = parameters.count == 1 && isTuple(parameters[0])
            ? """
              An initializer of one tuple parameter has its elements resolved one by one for tuples of \
              2 to 20 elements with up to 3 runtime arguments; beyond that, give it separate parameters \
              (`\(service).init`).
              """
            : "Register each missing type in the container (or a parent), or pass it as a runtime argument."
        return """
            LoomAutoregistration: cannot create \(registration): \
            unresolved \(what) \(list(missing)).
            Initializer: (\(list(parameters))) -> \(service)
            \(advice)
            """
    }

    /// Whether `type` is a tuple type, read from its name: `(A, B)` is one, `(A) -> B` is not.
    static func isTuple(_ type: Any.Type) -> Bool {
        let name = "\(type)"
        guard name.first == "(" else { return false }
        var depth = 0
        for index in name.indices {
            switch name[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return name.index(after: index) == name.endIndex }
            default: break
            }
        }
        return false
    }

    /// What registering says when two runtime arguments share a type; `nil` when they do not.
    static func repeatedArgumentTypesMessage(_ types: [Any.Type]) -> String? {
        var seen: Set<ObjectIdentifier> = []
        var repeated: [Any.Type] = []
        for type in types where !seen.insert(ObjectIdentifier(type)).inserted {
            if !repeated.contains(where: { $0 == type }) { repeated.append(type) }
        }
        guard !repeated.isEmpty else { return nil }
        return """
            LoomAutoregistration: runtime arguments of the same type (\(list(types))) are not supported: \
            \(list(repeated)) could go to more than one parameter. \
            Use `register` with a closure for this service.
            """
    }

    /// What `~>` says when nothing is registered for what it resolves.
    static func unresolvedMessage(service: Any.Type, name: String?, arguments: [Any.Type]) -> String {
        """
        LoomAutoregistration: `~>` could not resolve \(describe(service, name: name, arguments: arguments)). \
        Set `Container.loggingFunction` to see the nearest registrations.
        """
    }

    private static func describe(_ service: Any.Type, name: String?, arguments: [Any.Type]) -> String {
        var parts: [String] = []
        if let name { parts.append("name: \"\(name)\"") }
        if !arguments.isEmpty { parts.append("arguments: (\(list(arguments)))") }
        return parts.isEmpty ? "\(service)" : "\(service) (\(parts.joined(separator: ", ")))"
    }

    private static func list(_ types: [Any.Type]) -> String {
        types.map { "\($0)" }.joined(separator: ", ")
    }
}
