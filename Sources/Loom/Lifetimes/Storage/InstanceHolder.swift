/// A class that caches one instance as a plain `Any` beside a flag rather than as an `Any?`.
///
/// A cache hit copies the instance out. Copying an `Any?` goes through the runtime's generic enum
/// witnesses and costs several times what copying the `Any` inside does, so the hot paths test
/// `isSet` and copy `value`. (A protocol rather than a struct both classes store: reading a field
/// of a stored struct copies the whole struct first.)
protocol InstanceHolder: AnyObject {
    /// The instance; meaningful only while `isSet`.
    var value: Any { get set }
    var isSet: Bool { get set }
}

extension InstanceHolder {
    /// The instance as an optional, for everything off the hot path.
    var optionalInstance: Any? {
        get { isSet ? value : nil }
        set {
            if let newValue {
                value = newValue
                isSet = true
            } else {
                value = ()
                isSet = false
            }
        }
    }
}
