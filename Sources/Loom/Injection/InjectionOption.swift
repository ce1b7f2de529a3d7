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
    /// The class name as resolution paths print types (`MainViewController`), for `verify()`'s notes.
    let shortTypeName: String

    init(_ instanceType: AnyClass) {
        self.instanceType = ObjectIdentifier(instanceType)
        typeName = String(reflecting: instanceType)
        shortTypeName = String(describing: instanceType)
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
