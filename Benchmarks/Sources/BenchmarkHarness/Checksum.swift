/// Accumulates what a workload produced so the optimiser must produce it; the harness passes the
/// final value to ``blackHole(_:)``.
public struct Checksum {
    /// The accumulated value.
    public var value: UInt64 = 0

    /// An empty checksum.
    @inlinable
    public init() {}

    /// Mixes in an object's address: cheap, and it needs the object to exist.
    @inlinable
    public mutating func add(_ object: AnyObject) {
        value = value &* 31 &+ UInt64(UInt(bitPattern: ObjectIdentifier(object)))
    }
}

/// The last checksum, so that storing it is an effect the optimiser cannot drop.
nonisolated(unsafe) private var sink: UInt64 = 0

/// Consumes a checksum. Called on the main thread only, after every worker thread has finished.
@inline(never)
public func blackHole(_ value: UInt64) {
    sink ^= value
}
