import Synchronization

/// Gives each request an id unique in this process: `r1`, `r2`, …
final class RequestIDGenerator: Sendable {
    private let last = Atomic<Int>(0)

    /// The next id.
    func next() -> String {
        "r\(last.add(1, ordering: .relaxed).newValue)"
    }
}
