// Before: the two fixes that come next. Weak boxes, so that the dictionary stops keeping screens
// alive; then an array that pins objects, so that `register` stops losing them.

final class Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}

final class WeakBoxContainer {
    private var boxes: [String: Weak] = [:]

    func register<T>(type: T.Type, _ object: AnyObject) {
        boxes["\(type)"] = Weak(object)  // nothing else holds `object`: it is freed right here
    }

    func resolve<T>() -> T {
        guard let object = boxes["\(T.self)"]?.object as? T else {
            preconditionFailure("\(T.self) is not registered, or was freed")
        }
        return object
    }
}

final class PinningContainer {
    private var boxes: [String: Weak] = [:]
    private var pinned: [AnyObject] = []  // keeps every object alive, for good: back to square one

    func register<T>(type: T.Type, _ object: AnyObject) {
        pinned.append(object)
        boxes["\(type)"] = Weak(object)
    }

    func resolve<T>() -> T {
        guard let object = boxes["\(T.self)"]?.object as? T else {
            preconditionFailure("\(T.self) is not registered")
        }
        return object
    }
}
