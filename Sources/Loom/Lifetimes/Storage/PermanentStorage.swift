/// Storage for ``ObjectScope/container``: keeps one instance until the scope is reset.
public final class PermanentStorage: InstanceStorage, InstanceHolder {
    /// The stored instance.
    public var instance: Any? {
        get { optionalInstance }
        set { optionalInstance = newValue }
    }

    // Loom reads these under its registration's lock, so accesses never overlap and need no
    // dynamic exclusivity checks.
    @exclusivity(unchecked) var value: Any = ()
    @exclusivity(unchecked) var isSet = false

    /// Creates an empty storage.
    public init() {}
}
