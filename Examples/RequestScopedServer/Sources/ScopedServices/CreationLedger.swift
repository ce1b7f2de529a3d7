import Synchronization

/// Counts the instances made for one request, by type, so a response can show that each was made once.
public final class CreationLedger: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    /// An empty ledger.
    public init() {}

    /// Notes that an instance of `type` was made for this request.
    public func record(_ type: Any.Type) {
        let name = String(describing: type)
        counts.withLock { $0[name, default: 0] += 1 }
    }

    /// How many instances of each type were made, by type name.
    public var countsByType: [String: Int] { counts.withLock { $0 } }

    /// The counts as `Type=N` pairs joined by `;`, sorted by type: the `X-Instances-Created` header.
    public var summary: String {
        countsByType.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }
}
