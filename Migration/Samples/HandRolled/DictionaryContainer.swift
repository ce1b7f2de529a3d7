// Before: the container a team writes first. The key is a type's name, the value an object made
// up front, and a miss stops the app.

final class DictionaryContainer {
    private var objects: [String: AnyObject] = [:]

    func register<T>(type: T.Type, _ object: AnyObject) {
        objects["\(type)"] = object
    }

    func resolve<T>() -> T {
        guard let object = objects["\(T.self)"] as? T else {
            preconditionFailure("\(T.self) is not registered")
        }
        return object
    }
}
