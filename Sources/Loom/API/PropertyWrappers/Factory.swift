/// A property that resolves a new instance on every read.
///
/// ```swift
/// final class CheckoutModel {
///     @Factory var draft: DraftOrder     // a fresh draft each time
/// }
/// container.register(DraftOrder.self) { _ in DraftOrder() }
/// ```
///
/// WeaveDI's `@Factory`. Each read is one resolve from ``Container/default`` — or, when the model was
/// created inside ``Container/withOverrides(_:operation:)-(_,()->R)``, from that overlay — so a
/// graph-scoped or transient registration gives a new instance every time (a registration in a
/// wider scope gives what that scope keeps). A missing registration stops the process with a
/// message naming the property's type and the nearest registrations.
///
/// `Sendable`: it keeps no instance.
@propertyWrapper
public struct Factory<Value>: Sendable {
    private let name: String?
    private let binding: OverlayBinding?
    private let declaration: WrapperDeclaration

    /// Declares a property resolved anew on each read, under `name`.
    ///
    /// ```swift
    /// @Factory(name: "express") var draft: DraftOrder
    /// ```
    ///
    /// Leave `file`, `line` and `declaringType` to their defaults: they tell a missing registration's
    /// message where the property is declared.
    public init(name: String? = nil, file: StaticString = #fileID, line: UInt = #line, declaringType: StaticString = #function) {
        self.name = name
        binding = Container.bindingForWrapper
        declaration = WrapperDeclaration(type: declaringType, file: file, line: line)
    }

    /// A newly resolved instance.
    public var wrappedValue: Value {
        let name = self.name
        guard let resolved = Container.withContainerForWrapper(through: binding, { $0.resolveForWrapper(Value.self, name: name) }) else {
            Container.reporting(through: binding).stopForMissing(Value.self, name: name, wrapper: "@Factory", declaration: declaration)
        }
        return resolved
    }
}
