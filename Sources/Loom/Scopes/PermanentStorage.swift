/// Storage for ``ObjectScope/container``: keeps one instance until the scope is reset.
public final class PermanentStorage: InstanceStorage {
    /// The stored instance. Loom reads it under its registration's lock, so accesses never overlap
    /// and need no dynamic exclusivity checks.
    @exclusivity(unchecked) public var instance: Any?

    /// Creates an empty storage.
    public init() {}
}
