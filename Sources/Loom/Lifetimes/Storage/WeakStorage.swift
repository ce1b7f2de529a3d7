/// Storage for ``ObjectScope/weak``: shares an instance while something else holds it strongly.
///
/// Value types are never kept.
public final class WeakStorage: InstanceStorage {
    private var reference = WeakReference(nil)

    /// The stored instance while it is alive elsewhere.
    public var instance: Any? {
        get { reference.value }
        set { reference = WeakReference(newValue) }
    }

    /// Creates an empty storage.
    public init() {}
}
