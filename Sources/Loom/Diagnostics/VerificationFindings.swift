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
        let last = error.path.last?.description ?? "?"
        switch error.reason {
        case .notRegistered:
            add(.missingDependency, cause: "\(last): not registered", path: path, explanation: error.explanation)
        case .wrongType(let produced):
            add(.wrongType, cause: "\(last): produced a \(produced)", path: path, explanation: error.explanation)
        case .circularDependency(let cycle):
            // One problem per cycle, however each root entered it: named from its first member
            // in alphabetical order.
            let members = cycle.dropLast().map(\.description)
            let start = members.indices.min { members[$0] < members[$1] } ?? 0
            let rotated = Array(members[start...] + members[..<start])
            let chain = (rotated + rotated.prefix(1)).joined(separator: " -> ")
            add(.circularDependency, cause: chain, path: path, explanation: error.explanation)
        case .factoryThrew(let thrown):
            add(.factoryThrew, cause: "\(last): threw \(thrown)", path: path, explanation: error.explanation)
        case .noActiveScope, .captiveDependency, .asyncFactory:
            add(.scope, cause: "\(last): \(error.summary)", path: path, explanation: error.explanation)
        }
    }

    /// A captive dependency the sandbox's scope policy reported.
    mutating func add(captive diagnostic: ScopeDiagnostic) {
        let holder = diagnostic.chain.first ?? "?", captured = diagnostic.chain.last ?? "?"
        add(.captiveDependency, cause: "\(holder) captures \(captured)",
            path: diagnostic.chain.joined(separator: " -> "), explanation: diagnostic.message)
    }

    /// The report, sorted — problems by kind and cause, each one's paths, the notes — so that it
    /// does not depend on the order the registrations were resolved in.
    func report(verifiedCount: Int, registrationCount: Int) -> VerificationReport {
        let kinds = VerificationReport.Problem.Kind.allCases
        let sorted = problems
            .map { VerificationReport.Problem(kind: $0.kind, cause: $0.cause, paths: $0.paths.sorted(), explanation: $0.explanation) }
            .sorted { (kinds.firstIndex(of: $0.kind) ?? 0, $0.cause) < (kinds.firstIndex(of: $1.kind) ?? 0, $1.cause) }
        return VerificationReport(problems: sorted, notes: notes.sorted(), verifiedCount: verifiedCount,
                                  registrationCount: registrationCount)
    }
}
