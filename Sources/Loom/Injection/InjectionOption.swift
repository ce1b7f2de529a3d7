/// The key option of a ``Container/storyboardInitCompleted(_:name:initCompleted:)`` registration:
/// the class the closures are for.
///
/// Keys compare the class itself (its identifier), so two classes with the same printed name — a
/// `private` class in each of two files — never share closures. The description prints the class
/// as SwinjectStoryboard's option does: `Storyboard: App.MainViewController`.
struct InjectionOption: ServiceKeyOption {
    let instanceType: ObjectIdentifier
    /// The fully qualified class name, for descriptions only.
    let typeName: String
    /// The class itself, for the dependency graph, which names it as Swift prints it.
    let instanceClass: AnyClass
    /// The class name as resolution paths print types (`MainViewController`), for `verify()`'s notes.
    var shortTypeName: String { String(describing: instanceClass) }

    init(_ instanceType: AnyClass) {
        self.instanceType = ObjectIdentifier(instanceType)
        typeName = String(reflecting: instanceType)
        instanceClass = instanceType
    }

    func isEqualTo(_ another: ServiceKeyOption) -> Bool {
        (another as? InjectionOption)?.instanceType == instanceType
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(instanceType)
    }

    var description: String {
        "Storyboard: \(typeName)"
    }
}
