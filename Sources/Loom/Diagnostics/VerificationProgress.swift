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
    /// Loom verify: OrderService [graph] -> PaymentGateway: not registered (while verifying registration 3 of 12; if the process stops here, the 9 after it are not verified).
    /// ```
    func line(for error: ResolutionError) -> String {
        let remaining = total - position
        let after = remaining == 0
            ? ", the last one"
            : "; if the process stops here, the \(remaining) after it \(remaining == 1 ? "is" : "are") not verified"
        return "\(Self.line(for: error)) (while verifying registration \(position) of \(total)\(after))."
    }

    /// The line for `error` when no registration is known to be in progress.
    static func line(for error: ResolutionError) -> String {
        "Loom verify: \(error.path.map(\.description).joined(separator: " -> ")): \(error.summary)"
    }
}
