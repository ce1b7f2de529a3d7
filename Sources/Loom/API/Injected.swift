/// A property resolved from the container on first access, then kept.
///
/// ```swift
/// final class CheckoutModel {
///     @Injected var orders: OrderService
///     @Injected(name: "audit") var audit: Logger
/// }
/// ```
///
/// The property resolves from ``Container/default`` — or, when the model was created inside
/// ``Container/withOverrides(_:operation:)-(_,()->R)`` (a test's overrides, say), from that overlay.
/// A missing registration stops the process with a message naming the property's type and the
/// nearest registrations; use ``Inject`` for an optional dependency.
///
/// ## Sendable
/// The resolved value is shared by every copy of the wrapper and kept once resolved (two threads
/// reading the first time get the same value). `Injected` is `Sendable` when `Value` is: a lazily
/// resolved value crosses isolation domains exactly when a plain stored property of its type could.
/// Use it in structs, actors and `@MainActor` types; a `Sendable` final class cannot hold a property
/// wrapper at all, because Swift stores wrappers in a `var`.
///
/// ## In an `@Observable` class
/// The Observation macro turns stored properties into computed ones, which cannot carry a wrapper;
/// mark the property `@ObservationIgnored` (a dependency is not state the view observes):
///
/// ```swift
/// @Observable final class CartModel {
///     @ObservationIgnored @Injected var orders: OrderService
///     var items: [Item] = []
/// }
/// ```
@propertyWrapper
public struct Injected<Value> {
    private let name: String?
    private let container: Container?
    private let resolved = ResolvedValue<Value>()

    /// Declares a property resolved by its type, under `name`.
    ///
    /// ```swift
    /// @Injected(name: "audit") var audit: Logger
    /// ```
    public init(name: String? = nil) {
        self.name = name
        container = Container.boundForWrapper
    }

    /// The resolved instance; resolved on the first read.
    public var wrappedValue: Value {
        let container = self.container ?? Container.current
        let name = self.name
        guard let value = resolved.value(resolvingWith: { container.resolveQuietly(Value.self, name: name) }) else {
            container.stopForMissing(Value.self, name: name, wrapper: "@Injected")
        }
        return value
    }
}

extension Injected: Sendable where Value: Sendable {}
