/// Storage for ``ObjectScope/transient``: keeps nothing, so every resolve creates a new instance.
public final class TransientStorage: InstanceStorage {
    /// Always `nil`; setting it has no effect.
    public var instance: Any? {
        get { nil }
        set {}  // Nothing is ever kept.
    }

    /// Creates a storage.
    public init() {}
}
