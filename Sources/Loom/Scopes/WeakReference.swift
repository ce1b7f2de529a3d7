/// A weak reference to an instance held as `Any`, which keeps nothing for value types.
///
/// Value types cannot be referenced weakly; Loom never persists them in weak storage, explicitly,
/// rather than relying on how `Any` is bridged to `AnyObject` on a given platform.
struct WeakReference {
    private weak var object: AnyObject?

    init(_ value: Any?) {
        object = WeakReference.object(in: value)
    }

    /// The referenced instance while something else keeps it alive.
    var value: Any? { object }

    /// The class instance inside `value`, or `nil` for value types and `nil`.
    static func object(in value: Any?) -> AnyObject? {
        guard let value, type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }
}
