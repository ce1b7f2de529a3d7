// Used by verifyEachRegistrationInChildProcess(of:), which needs exit tests with capture lists.
#if compiler(>=6.3) && (os(macOS) || os(Linux) || os(Windows) || os(FreeBSD))
import Testing

/// What ``verifyEachRegistrationInChildProcess(of:sourceLocation:)`` found: the registrations whose
/// verification stopped a child process, grouped by cause, and the report of the run that verified
/// all the others.
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
        /// What stopped it: the failed resolve Loom saw last before the stop, as `<service>:
        /// <reason>` (`HTTPClient: not registered`) — the same for every registration that needs
        /// that service, by whatever path — or, when no resolve had failed, the stop's own message.
        public let cause: String
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

    /// One cause and every registration it stopped.
    ///
    /// ```swift
    /// for group in result.causes {
    ///     print(group.cause, group.stops.map(\.registration))  // HTTPClient: not registered ["OrderService [graph]", …]
    /// }
    /// ```
    public struct StopCause: CustomStringConvertible, Sendable {
        /// What stopped them, as ``Stop/cause`` says it.
        public let cause: String
        /// The registrations it stopped, in `verify()`'s order.
        public let stops: [Stop]

        /// The cause with how many registrations it stopped, then each stop, indented.
        public var description: String {
            let count = stops.count == 1 ? "1 registration" : "\(stops.count) registrations"
            return (["\(cause) — stopped \(count):"] + stops.flatMap { "\($0)".split(separator: "\n").map { "    " + $0 } })
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

    /// ``stops`` grouped by ``Stop/cause``, in the order each cause first stopped a registration:
    /// one missing service that three registrations need is one cause with three stops.
    public var causes: [StopCause] {
        var order: [String] = []
        var stopsByCause: [String: [Stop]] = [:]
        for stop in stops {
            if stopsByCause[stop.cause] == nil { order.append(stop.cause) }
            stopsByCause[stop.cause, default: []].append(stop)
        }
        return order.map { StopCause(cause: $0, stops: stopsByCause[$0] ?? []) }
    }

    /// A summary line, each cause with the stops it made, then the report of the run without them.
    public var description: String {
        if let failure { return "Loom verify in child processes: \(failure)" }
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let causes = causes
        let stopped = stops.isEmpty
            ? "no registration stopped the process"
            : "\(count(causes.count, "cause")) stopped \(count(stops.count, "registration"))"
        var lines = ["Loom verify in child processes: \(stopped), \(count(problems.count, "problem")) in the others."]
        for (index, cause) in causes.enumerated() {
            lines.append("\(index + 1). \(cause)")
        }
        lines.append("The run that left out the registrations that stop it:")
        lines += report.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}
#endif
