/// Storage for ``ObjectScope/container``: keeps one instance until the scope is reset.
public final class PermanentStorage: InstanceStorage {
    /// The stored instance.
    public var instance: Any?

    /// Creates an empty storage.
    public init() {}
}
