/// The runtime argument types of a key, read from its argument tuple type — `(Resolver, String, Int)`
/// gives `["String", "Int"]`, `Resolver` alone gives `[]` — for messages that compare argument counts
/// and name each step of a resolution path.
struct ArgumentTypeList {
    let names: [String]

    init(_ argumentsType: Any.Type) {
        // Most keys take the resolver alone: no need to print and parse it (a dependency graph
        // names a thousand of them).
        names = argumentsType == Resolver.self ? [] : Self.split(String(describing: argumentsType))
    }

    /// The elements after the resolver of a tuple type's description, split at top-level commas only
    /// (an argument may itself be a tuple, a closure or a generic type).
    private static func split(_ description: String) -> [String] {
        guard description.hasPrefix("("), description.hasSuffix(")") else { return [] }
        var elements: [String] = []
        var current = ""
        var depth = 0
        for character in description.dropFirst().dropLast() {
            switch character {
            case "(", "<", "[": depth += 1
            case ")", ">", "]": depth -= 1
            case "," where depth == 0:
                elements.append(current.trimmingSpaces)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        elements.append(current.trimmingSpaces)
        return Array(elements.dropFirst())
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension ServiceKey {
    /// The runtime argument types a caller passes for this key, as messages print them. An injection
    /// closure's key also holds the object injected, which the caller passes as `into:`, not as an
    /// argument: `(Resolver, AnyObject, Int)` gives `["Int"]` there.
    var callerArgumentTypeNames: [String] {
        let names = ArgumentTypeList(argumentsType).names
        return option is InjectionOption ? Array(names.dropFirst()) : names
    }
}
