extension DependencyGraph {
    /// One service of the graph: a registration, or a dependency nothing is registered for.
    ///
    /// ```swift
    /// for node in graph.nodes where node.scope == "request" {
    ///     print(node.id, "is made once per request")
    /// }
    /// ```
    public struct Node: Sendable, Hashable, Identifiable {
        /// What the node stands for.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A registration (or a declared definition) of the container or one of its ancestors.
            case registered
            /// A service a factory asked for that nothing is registered for.
            case missing
            /// A service handed into a scope when it opens (`registerProvided`).
            case provided
            /// A `storyboardInitCompleted` or `injectDependencies` closure: it injects an object made
            /// elsewhere and is reached by `injectDependencies(into:)`, not by `resolve`.
            case injection
        }

        /// The service as a resolution path shows it, without the scope: `Engine("v8")`,
        /// `LoanService(\.loans)`, `Avatar(arguments: Int)`. Unique within a graph.
        public let id: String
        /// What the node stands for.
        public let kind: Kind
        /// The service type, as Swift prints it.
        public let service: String
        /// The registration name, if any.
        public let name: String?
        /// The runtime argument types of its factory, in order; empty when it takes only the resolver.
        public let argumentTypes: [String]
        /// The object scope (`graph`, `container`, `request`, …); `nil` for a missing node.
        public let scope: String?
        /// Which container of the hierarchy registered it: 0 for the container graphed, 1 for its
        /// parent, and so on; `nil` for a missing node.
        public let containerLevel: Int?
        /// The property name of the ``Definition`` or ``ParameterDefinition``, if it is one.
        public let definition: String?
        /// Why the sandbox did not resolve it, if it did not: runtime arguments without a sample, an
        /// async factory, an opt-out. `nil` for a node that was resolved.
        public let unverifiedReason: String?
        /// The problems that concern this node: the missing dependency it is, the factory that threw.
        public let problems: [Mark]

        init(id: String, kind: Kind, service: String, name: String?, argumentTypes: [String], scope: String?,
             containerLevel: Int?, definition: String?, unverifiedReason: String?, problems: [Mark]) {
            self.id = id
            self.kind = kind
            self.service = service
            self.name = name
            self.argumentTypes = argumentTypes
            self.scope = scope
            self.containerLevel = containerLevel
            self.definition = definition
            self.unverifiedReason = unverifiedReason
            self.problems = problems
        }
    }
}
