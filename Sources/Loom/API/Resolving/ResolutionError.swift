/// Why a ``Resolver/require(_:name:)`` call could not produce its service, and the path of
/// registrations that led there, from the outermost resolve to the one that failed.
///
/// ```swift
/// do {
///     let orders = try container.require(OrderService.self)
/// } catch {
///     print(error)  // OrderService [container] -> PaymentGateway [graph] -> HTTPClient: not registered …
///     if case .notRegistered = error.reason { … }
/// }
/// ```
///
/// Its ``description`` starts with the path and a short reason, then explains the failure and what
/// to do, so it reads well both as a test failure and in a log.
public struct ResolutionError: Error, CustomStringConvertible {
    /// What went wrong at the last step of ``path``.
    public enum Reason: Sendable {
        /// Nothing is registered under the key asked for. `nearest` lists the registrations of the
        /// same service type that come closest, each saying why it did not match (other name,
        /// other argument types or count, other option). Also the reason when a resolver of your
        /// own lacks the resolve method called (and `_Resolver`); ``summary`` then names the method.
        case notRegistered(nearest: [String])
        /// The registration under the key produced a value of another type, named here.
        case wrongType(produced: String)
        /// Resolving went round a cycle of registrations, listed from the first member back to it.
        case circularDependency(cycle: [Step])
        /// A scoped service was resolved while no id of its kind was current, and the scope policy
        /// is strict.
        case noActiveScope(ScopeKind)
        /// A registration that outlives `kind` resolved a service of that scope kind while being
        /// created, and the captive-dependency policy is strict.
        case captiveDependency(ScopeKind)
        /// The service is registered with `registerAsyncScoped` and has no instance in the current
        /// scope yet; only `resolveAsync` can create it.
        case asyncFactory
        /// The factory threw this error.
        case factoryThrew(any Error)
    }

    /// One registration on a resolution path: `Member("guest", arguments: String, Int) [graph]`.
    ///
    /// ```swift
    /// let step = error.path.last!
    /// print(step.service, step.name ?? "-", step.argumentTypes, step.scope ?? "-")
    /// ```
    public struct Step: Sendable, Equatable, CustomStringConvertible {
        /// The service type, as Swift prints it.
        public let service: String
        /// The registration name, if any.
        public let name: String?
        /// The runtime argument types, in order; empty for a factory that takes only the resolver.
        public let argumentTypes: [String]
        /// The object scope; `nil` for the last step of a path when nothing is registered for it.
        public let scope: String?
        /// The property name of the ``Definition`` or ``ParameterDefinition`` this step resolves,
        /// if it is one (`name` is then `nil`): the step shows it as `LoanService(\.loans)`.
        public let definition: String?

        init(service: String, name: String?, argumentTypes: [String], scope: String?, definition: String? = nil) {
            self.service = service
            self.name = name
            self.argumentTypes = argumentTypes
            self.scope = scope
            self.definition = definition
        }

        /// The step as a path shows it: service, then name (or definition) and argument types, then `[scope]`.
        public var description: String {
            var parts: [String] = []
            if let definition { parts.append("\\.\(definition)") }
            if let name { parts.append("\"\(name)\"") }
            if !argumentTypes.isEmpty { parts.append("arguments: " + argumentTypes.joined(separator: ", ")) }
            var text = service
            if !parts.isEmpty { text += "(" + parts.joined(separator: ", ") + ")" }
            if let scope { text += " [\(scope)]" }
            return text
        }
    }

    /// What went wrong.
    public let reason: Reason
    /// The registrations being resolved when it went wrong, outermost first; the last step is the
    /// service that failed.
    public let path: [Step]
    /// The explanation, with what to do about it (Loom's log message for the failure).
    public let explanation: String
    /// The short reason when ``reason`` alone would mislead: a resolver lacking a method.
    var customSummary: String?

    /// The path with a short reason, then the explanation:
    ///
    /// ```text
    /// OrderService [container] -> PaymentGateway [graph] -> HTTPClient: not registered
    /// Loom: cannot resolve HTTPClient: nothing is registered for { Service: HTTPClient, Factory: Resolver -> HTTPClient }.
    /// No registration of HTTPClient exists, under any name or arguments (2 registrations in this container and its parents).
    /// ```
    public var description: String {
        let chain = path.map(\.description).joined(separator: " -> ")
        return "\(chain): \(summary)\n\(explanation)"
    }

    /// The reason in a few words.
    public var summary: String {
        if let customSummary { return customSummary }
        switch reason {
        case .notRegistered: return "not registered"
        case .wrongType(let produced): return "its registration produced a \(produced)"
        case .circularDependency: return "circular dependency"
        case .noActiveScope(let kind): return "no \(kind.name) scope is active (strict scope policy)"
        case .captiveDependency(let kind): return "captive dependency on a \(kind.name)-scoped service (strict policy)"
        case .asyncFactory: return "async factory, not created yet"
        case .factoryThrew(let error as ScopeValueNotProvided): return "not provided: \(error.situation)"
        case .factoryThrew(let error): return "its factory threw \(error)"
        }
    }
}
