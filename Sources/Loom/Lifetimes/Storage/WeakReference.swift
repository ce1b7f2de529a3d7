/// A weak reference to an instance held as `Any`, which keeps nothing for value types.
///
/// Value types cannot be referenced weakly; Loom never persists them in weak storage, explicitly,
/// rather than relying on how `Any` is bridged to `AnyObject` on a given platform.
struct WeakReference {
    private weak var object: AnyObject?

    init(_ value: Any?) {
        object = WeakReference.object(in: value)
    }

    init(object: AnyObject) {
        self.object = object
    }

    /// The referenced instance while something else keeps it alive.
    var value: Any? { object }

    /// The class instance inside `value`, or `nil` for value types and `nil`.
    ///
    /// Opens the existential instead of casting with `as AnyObject`, which on Linux goes through
    /// the bridging machinery and costs some twenty times as much.
    static func object(in value: Any?) -> AnyObject? {
        guard let value else { return nil }
        if let object = classInstance(value) { return object }
        // A factory typed `-> SomeProtocol` hands over an existential inside the `Any`; opening it
        // yields the existential type, so look through it the slow way.
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    private static func classInstance<T>(_ value: T) -> AnyObject? {
        guard T.self is AnyClass else { return nil }
        return unsafeBitCast(value, to: AnyObject.self)
    }
}
