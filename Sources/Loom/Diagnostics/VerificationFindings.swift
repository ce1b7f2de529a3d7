/// The problems and notes of one `verify()` run as they are found, grouped by root cause.
/// A problem keeps the explanation of the first path that reached it.
struct VerificationFindings {
    private var problems: [VerificationReport.Problem] = []
    private(set) var notes: [String] = []

    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Adds `path` to the problem with this kind and cause, or a new problem.
    mutating func add(_ kind: VerificationReport.Problem.Kind, cause: String, path: String, explanation: String) {
        if let index = problems.firstIndex(where: { $0.kind == kind && $0.cause == cause }) {
            let existing = problems[index]
            guard !existing.paths.contains(path) else { return }
            problems[index] = .init(kind: kind, cause: cause, paths: existing.paths + [path], explanation: existing.explanation)
        } else {
            problems.append(.init(kind: kind, cause: cause, paths: [path], explanation: explanation))
        }
    }

    /// A root's resolve that threw `error`.
    mutating func add(_ error: ResolutionError) {
        let path = error.path.map(\.description).joined(separator: " -> ")
        let (kind, cause) = Self.kindAndCause(of: error)
        add(kind, cause: cause, path: path, explanation: error.explanation)
    }

    /// The kind of problem `error` is and its root cause, as the report groups it.
    static func kindAndCause(of error: ResolutionError) -> (VerificationReport.Problem.Kind, String) {
        let last = error.path.last?.description ?? "?"
        switch error.reason {
        case .notRegistered:
            return (.missingDependency, "\(last): not registered")
        case .wrongType(let produced):
            return (.wrongType, "\(last): produced a \(produced)")
        case .circularDependency(let cycle):
            // One problem per cycle, however each root entered it: named from its first member
            // in alphabetical order.
            let members = cycle.dropLast().map(\.description)
            let start = members.indices.min { members[$0] < members[$1] } ?? 0
            let rotated = Array(members[start...] + members[..<start])
            return (.circularDependency, (rotated + rotated.prefix(1)).joined(separator: " -> "))
        case .factoryThrew(let thrown):
            return (.factoryThrew, "\(last): threw \(thrown)")
        case .noActiveScope, .captiveDependency, .asyncFactory:
            return (.scope, "\(last): \(error.summary)")
        }
    }

    /// The cause of the captive dependency the sandbox's scope policy reported as `diagnostic`.
    static func captiveCause(of diagnostic: ScopeDiagnostic) -> String {
        "\(diagnostic.chain.first ?? "?") captures \(diagnostic.chain.last ?? "?")"
    }

    /// A captive dependency the sandbox's scope policy reported.
    mutating func add(captive diagnostic: ScopeDiagnostic) {
        add(.captiveDependency, cause: Self.captiveCause(of: diagnostic),
            path: diagnostic.chain.joined(separator: " -> "), explanation: diagnostic.message)
    }

    /// The report, sorted — problems by kind and cause, each one's paths, the notes — so that it
    /// does not depend on the order the registrations were resolved in.
    /// `graph` makes the run's dependency graph (built when first asked for) from the sorted problems.
    func report(verifiedCount: Int, failedCount: Int, registrationCount: Int, graph: ([VerificationReport.Problem]) -> LazyDependencyGraph) -> VerificationReport {
        let kinds = VerificationReport.Problem.Kind.allCases
        let sorted = problems
            .map { VerificationReport.Problem(kind: $0.kind, cause: $0.cause, paths: $0.paths.sorted(), explanation: $0.explanation) }
            .sorted { (kinds.firstIndex(of: $0.kind) ?? 0, $0.cause) < (kinds.firstIndex(of: $1.kind) ?? 0, $1.cause) }
        return VerificationReport(problems: sorted, notes: notes.sorted(), verifiedCount: verifiedCount, failedCount: failedCount,
                                  registrationCount: registrationCount, graph: graph(sorted))
    }
}
