// Before: factories instead of objects, and a depth counter, so that the objects made by one
// `resolve` share what they both need. This is the bookkeeping Swinject calls `resolutionDepth`.

final class GraphTrackingContainer {
    private var factories: [String: (GraphTrackingContainer) -> AnyObject] = [:]
    private var madeInThisResolve: [String: AnyObject] = [:]
    private var depth = 0

    func register<T: AnyObject>(type: T.Type, _ factory: @escaping (GraphTrackingContainer) -> T) {
        factories["\(type)"] = factory
    }

    func resolve<T>() -> T {
        let key = "\(T.self)"
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { madeInThisResolve.removeAll() }  // the outermost resolve is over
        }
        if let shared = madeInThisResolve[key] as? T { return shared }
        guard let factory = factories[key], let object = factory(self) as? T else {
            preconditionFailure("\(T.self) is not registered")
        }
        madeInThisResolve[key] = object as AnyObject
        return object
    }
}
