/// The message for a resolution nested deeper than ``Container/maximumResolutionDepth``: almost
/// always a cycle of factories, which it names.
///
/// ```text
/// Loom: circular dependency: A -> B -> A -> … (resolving nested 200 levels deep stopped it).
/// Break the cycle by resolving one side in `initCompleted` instead of in its factory: …
/// ```
struct CircularDependencyReport {
    /// The registrations being resolved, outermost first; the last one is the one that hit the limit.
    let path: [Registration]

    /// The repeating part of `path`: from the last registration's previous appearance to the end.
    var cycle: [Registration]? {
        guard let last = path.last,
              let start = path.dropLast().lastIndex(where: { $0 === last })
        else { return nil }
        return Array(path[start...])
    }

    var message: String {
        let limit = Container.maximumResolutionDepth
        guard let cycle else {
            let tail = path.suffix(8).map(Self.name(of:)).joined(separator: " -> ")
            return "Loom: resolution nested more than \(limit) levels deep without repeating a registration "
                + "(… -> \(tail)). Check for factories that create ever new argument values."
        }
        let chain = cycle.map(Self.name(of:)).joined(separator: " -> ")
        let first = Self.name(of: cycle[0])
        let second = Self.name(of: cycle[1 % cycle.count])
        return "Loom: circular dependency: \(chain) -> … (resolving nested \(limit) levels deep stopped it). "
            + "Break the cycle by resolving one side in `initCompleted` instead of in its factory, e.g. "
            + "register \(second) without \(first) in its initializer and add "
            + "`.initCompleted { r, s in s.dependency = r.resolve(\(first).self) }` to \(second)'s registration."
    }

    static func name(of entry: Registration) -> String {
        guard let name = entry.registeredName else { return "\(entry.serviceType)" }
        return "\(entry.serviceType)(\"\(name)\")"
    }
}

extension Container {
    func circularDependencyDetected(path: [Registration]) -> Never {
        let message = CircularDependencyReport(path: path).message
        Container.log(message)
        fatalError(message)
    }
}
