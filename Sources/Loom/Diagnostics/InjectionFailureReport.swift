/// The message for an injection that found no closure for the instance's class hierarchy: what was
/// asked for, and the injection registrations of those classes that come closest.
///
/// ```text
/// Loom: cannot inject dependencies into DetailViewController: nothing is registered for it or its
/// superclasses (ScreenViewController) as { Service: AnyObject, Name: "compact", Factory: (Resolver, AnyObject, Int) -> AnyObject }.
/// Nearest registrations:
///     { Service: AnyObject, Storyboard: App.DetailViewController, Factory: (Resolver, AnyObject, String) -> AnyObject, ObjectScope: graph } (other argument types)
/// ```
struct InjectionFailureReport {
    let instanceType: AnyClass
    /// The instance's classes, superclass first.
    let classes: [AnyClass]
    let name: String?
    let argumentsType: Any.Type
    /// The registrations visible from the container (its own over its parents').
    let registrations: [ServiceKey: ServiceEntryProtocol]

    /// The key of the call, without a class: each class of the hierarchy was tried under it.
    var requested: ServiceKey {
        ServiceKey(serviceType: AnyObject.self, argumentsType: argumentsType, name: name)
    }

    var message: String {
        let superclasses = classes.dropLast().reversed().map { "\($0)" }
        let hierarchy = superclasses.isEmpty ? "it" : "it or its superclasses (\(superclasses.joined(separator: ", ")))"
        var lines = ["Loom: cannot inject dependencies into \(instanceType): nothing is registered for \(hierarchy) "
            + "as { \(requested) }."]
        let nearest = NearestRegistrations(name: name, argumentsType: argumentsType, option: nil, comparesOptions: false)
            .lines(for: candidates)
        if nearest.isEmpty {
            lines.append("No injection is registered for \(instanceType) or its superclasses, under any name or "
                + "arguments; register one with "
                + "`storyboardInitCompleted(\(instanceType).self) { r, instance in … }`.")
        } else {
            lines.append("Nearest registrations:")
            lines += NearestRegistrations.printed(nearest)
        }
        return lines.joined(separator: "\n")
    }

    /// Injection registrations for one of the classes.
    private var candidates: [(key: ServiceKey, entry: ServiceEntryProtocol)] {
        let ids = Set(classes.map { ObjectIdentifier($0) })
        return registrations.filter { key, _ in
            guard let option = key.option as? InjectionOption else { return false }
            return ids.contains(option.instanceType)
        }.map { ($0.key, $0.value) }
    }
}
