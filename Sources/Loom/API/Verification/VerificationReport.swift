/// What `verify()` found: every problem at once, grouped by its root cause with every registration
/// that depends on it, plus notes on what was not verified or only tolerated.
///
/// ```swift
/// let report = container.verify()
/// #expect(report.problems.isEmpty, "\(report)")
/// ```
public struct VerificationReport: CustomStringConvertible, Sendable {
    /// One root cause and every path that reached it.
    ///
    /// ```swift
    /// for problem in report.problems where problem.kind == .missingDependency {
    ///     print(problem.cause, problem.paths)
    /// }
    /// ```
    public struct Problem: CustomStringConvertible, Sendable {
        /// The kinds of problem `verify()` finds.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            /// A dependency (or a root) nothing is registered for.
            case missingDependency = "missing dependency"
            /// Registrations that resolve each other round a cycle.
            case circularDependency = "circular dependency"
            /// A longer-lived registration resolves a shorter-lived scoped one while being created.
            case captiveDependency = "captive dependency"
            /// A registration produced a value that is not of its service type.
            case wrongType = "value of the wrong type"
            /// A throwing factory threw.
            case factoryThrew = "factory threw"
            /// A scoped service could not be resolved in its scope, or an async one synchronously.
            case scope = "scope"
            /// Two assemblies registered the same service, name and argument types: the later
            /// registration replaced the earlier one.
            case duplicateRegistration = "duplicate registration"
            /// An assembly requires one that is missing, assemblies require each other in a cycle,
            /// or an assembly's factories resolve a service of an assembly it does not require.
            case module = "module"
        }

        /// What kind of problem it is.
        public let kind: Kind
        /// The root cause in one line: `HTTPClient: not registered`.
        public let cause: String
        /// Every path that reached the cause, from the registration verified to the cause, sorted.
        public let paths: [String]
        /// Loom's explanation, with what to do about it.
        public let explanation: String

        /// The kind and cause, the paths, then the explanation, indented.
        public var description: String {
            var lines = ["\(kind.rawValue) — \(cause)"]
            lines += paths.map { "    via " + $0 }
            lines += explanation.split(separator: "\n").map { "    " + $0 }
            return lines.joined(separator: "\n")
        }
    }

    /// Every problem, one per root cause, by kind (in the order of ``Problem/Kind``) then cause.
    public let problems: [Problem]
    /// Sorted: what was not verified and why (runtime arguments without a sample, an opt-out, an async
    /// factory), and failed resolves a factory tolerated (an optional dependency it went on without).
    public let notes: [String]
    /// How many registrations were verified — resolved in the sandbox, whether or not that
    /// succeeded: ``failedCount`` of them failed.
    public let verifiedCount: Int
    /// How many of the ``verifiedCount`` registrations verified failed to resolve (each failure is
    /// on a path of one of the ``problems``).
    public let failedCount: Int
    /// How many registrations the container and its ancestors hold, under each key they answer
    /// (a forwarded type counts): those not resolved are in ``notes``, saying why.
    public let registrationCount: Int
    /// The dependency graph the same sandbox run recorded: every registration, who resolved whom,
    /// and these ``problems`` marked on the nodes and edges they concern.
    ///
    /// ```swift
    /// let report = container.verify()
    /// let captive = report.graph.edges.filter { $0.problems.contains { $0.kind == .captiveDependency } }
    /// ```
    ///
    /// `verify()` records what the graph needs as it runs; the nodes and edges are named the first
    /// time this is read, so a `verify()` whose graph nobody reads costs little more.
    public var graph: DependencyGraph { lazyGraph.graph }

    private let lazyGraph: LazyDependencyGraph

    init(problems: [Problem], notes: [String], verifiedCount: Int, failedCount: Int, registrationCount: Int, graph: LazyDependencyGraph) {
        self.problems = problems
        self.notes = notes
        self.verifiedCount = verifiedCount
        self.failedCount = failedCount
        self.registrationCount = registrationCount
        lazyGraph = graph
    }

    /// The graph of this report, once built, with `problems` as its problems: for a report that
    /// adds problems of its own (an assembler's module checks) to this one's.
    func graph(withProblems problems: [Problem]) -> LazyDependencyGraph {
        let source = lazyGraph
        return LazyDependencyGraph { source.graph.withProblems(problems) }
    }

    /// What became of the registrations: `12 registrations resolved`, or, when some failed or were
    /// not verified, `12 registrations: 8 resolved, 2 failed, 2 not verified (the notes say why)`.
    var summary: String {
        let registrations = "\(registrationCount) registration\(registrationCount == 1 ? "" : "s")"
        let notVerified = registrationCount - verifiedCount
        guard failedCount > 0 || notVerified > 0 else { return "\(registrations) resolved" }
        var parts = ["\(verifiedCount - failedCount) resolved"]
        if failedCount > 0 { parts.append("\(failedCount) failed") }
        if notVerified > 0 { parts.append("\(notVerified) not verified (the notes say why)") }
        return "\(registrations): " + parts.joined(separator: ", ")
    }

    /// A summary line, the problems numbered, then the notes.
    public var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let separator = summary.contains(":") ? ";" : ","  // after a list of counts, a stronger break
        var lines = ["Loom verify: \(summary)\(separator) \(count(problems.count, "problem")), \(count(notes.count, "note"))."]
        for (index, problem) in problems.enumerated() {
            lines.append("\(index + 1). \(problem)")
        }
        if !notes.isEmpty {
            lines.append("Notes:")
            lines += notes.map { "    - " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
