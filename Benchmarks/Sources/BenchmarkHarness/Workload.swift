/// A scenario made ready for one contender: the container is set up, and `run` does the measured
/// work `iterations` times and returns a checksum of what it produced, so nothing is optimised away.
///
/// `run` may be called from several threads at once (scenario H with two threads).
public struct Workload: Sendable {
    /// Does the measured work `iterations` times; returns a checksum of the results.
    public let run: @Sendable (_ iterations: Int) -> UInt64

    /// A workload that runs `body`.
    public init(_ body: @escaping @Sendable (_ iterations: Int) -> UInt64) {
        self.run = body
    }
}
