/// The key option of a ``Container/storyboardInitCompleted(_:name:initCompleted:)`` registration:
/// the class the closures are for.
///
/// Keys compare the class itself (its identifier), so two classes with the same printed name — a
/// `private` class in each of two files — never share closures. The description prints the class
/// as SwinjectStoryboard's option does: `Storyboard: App.MainViewController`.
struct InjectionOption: ServiceKeyOption {
    /// The class itself. Its names are printed only when a description or a message asks: an
    /// injection builds a key for each class of the instance, and printing each name there cost
    /// every `injectDependencies` call a formatted string per class.
    let instanceClass: AnyClass
    /// The class's identifier, which keys compare and hash.
    var instanceType: ObjectIdentifier { ObjectIdentifier(instanceClass) }
    /// The fully qualified class name, for descriptions only.
    var typeName: String { String(reflecting: instanceClass) }
    /// The class name as resolution paths print types (`MainViewController`), for `verify()`'s notes.
    var shortTypeName: String { String(describing: instanceClass) }

    init(_ instanceType: AnyClass) {
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
