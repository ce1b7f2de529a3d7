// Used by verifyEachRegistrationInChildProcess(of:), which needs exit tests with capture lists.
#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
import Testing

/// What ``verifyEachRegistrationInChildProcess(of:sourceLocation:)`` found: the registrations whose
/// verification stopped a child process, and the report of the run that verified all the others.
///
/// ```swift
/// let result = await verifyEachRegistrationInChildProcess(of: AppContainer.self)
/// #expect(result.isClean, "\(result)")
/// ```
public struct ChildProcessVerificationReport: CustomStringConvertible, Sendable {
    /// A registration whose verification stopped the process — typically a factory that
    /// force-unwraps a failed `resolve`.
    public struct Stop: CustomStringConvertible, Sendable {
        /// The registration, as resolution paths print it: `OrderService [graph]`.
        public let registration: String
        /// Its place among the registrations `verify()` resolves, from 1, in `verify()`'s order.
        public let position: Int
        /// What the child process wrote while verifying it: Loom's lines, with the path to what was
        /// missing, and the runtime's fatal error.
        public let messages: [String]
        /// How the child process ended.
        public let exitStatus: ExitStatus

        /// The registration and its place, then the messages, indented.
        public var description: String {
            (["\(registration) (registration \(position)) stopped the process: \(exitStatus)"] + messages.map { "    " + $0 })
                .joined(separator: "\n")
        }
    }

    /// Every registration whose verification stopped a child process, in `verify()`'s order.
    public let stops: [Stop]
    /// The problems of the run that verified every other registration, as ``Loom/VerificationReport/Problem``
    /// describes each.
    public let problems: [String]
    /// The notes of that run: what it did not verify and why, and failed resolves a factory tolerated.
    public let notes: [String]
    /// The report of that run, as `VerificationReport` prints it; empty when no child process
    /// finished (`failure` says why).
    public let report: String
    /// Why no child process could verify the container, if none could: the recipe was not found by
    /// its name, or making the container stopped the process.
    public let failure: String?

    /// Whether nothing stopped a child process and the run without stops found no problem.
    public var isClean: Bool { stops.isEmpty && problems.isEmpty && failure == nil }

    /// A summary line, each stop with its messages, then the report of the run without them.
    public var description: String {
        if let failure { return "Loom verify in child processes: \(failure)" }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var lines = ["Loom verify in child processes: \(count(stops.count, "registration")) stopped the process, "
            + "\(count(problems.count, "problem")) in the others."]
        for (index, stop) in stops.enumerated() {
            lines.append("\(index + 1). \(stop)")
        }
        lines.append("The run that left out the registrations that stop it:")
        lines += report.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}
#endif
