/// Where a `verify()` run is — the registration it is resolving, among how many — for the line
/// each failure writes to standard error before a force-unwrap can stop the process.
struct VerificationProgress {
    /// The registration's place among those the run resolves, from 1.
    let position: Int
    /// How many registrations the run resolves.
    let total: Int

    /// The line for `error`, met while resolving this registration: the path and the reason first,
    /// as without a run in progress, then where the run is.
    ///
    /// ```text
    /// Loom verify: OrderService [graph] -> PaymentGateway: not registered (while verifying registration 3 of the 12 to verify; if the process stops here, the 9 after it are not verified).
    /// ```
    func line(for error: ResolutionError) -> String {
        let remaining = total - position
        let after = remaining == 0
            ? ", the last one"
            : "; if the process stops here, the \(remaining) after it \(remaining == 1 ? "is" : "are") not verified"
        return "\(Self.line(for: error)) (while verifying registration \(position) of the \(total) to verify\(after))."
    }

    /// The line for `error` when no registration is known to be in progress. A value the scope is
    /// handed when it opens, missing in the sandbox, names the sample that provides it: `verify()`
    /// opened the scope itself.
    static func line(for error: ResolutionError) -> String {
        let chain = error.path.map(\.description).joined(separator: " -> ")
        if case .factoryThrew(let thrown) = error.reason, let missing = thrown as? ScopeValueNotProvided {
            return "Loom verify: \(chain): not provided: \(missing.service) is handed to each \(missing.kind.name) scope when it opens; "
                + "to verify what needs it, pass one as VerificationSample(providing: …) to verify(samples:) or dependencyGraph(samples:)"
        }
        return "Loom verify: \(chain): \(error.summary)"
    }
}
