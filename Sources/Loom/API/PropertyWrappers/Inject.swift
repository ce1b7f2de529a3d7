/// An optional property resolved from the container: `nil` while nothing is registered for it.
///
/// ```swift
/// final class CheckoutModel {
///     @Inject var analytics: AnalyticsService?
/// }
/// ```
///
/// WeaveDI's `@Inject`. The property resolves `Wrapped` from ``Container/default`` — or, when the
/// model was created inside ``Container/withOverrides(_:operation:)-(_,()->R)``, from that overlay —
/// on its first read, and keeps the instance once one is found; while none is registered it reads
/// `nil`, without a failure report, and tries again on the next read.
///
/// `Sendable` when `Wrapped` is (see ``Injected``).
@propertyWrapper
public struct Inject<Wrapped> {
    private let name: String?
    private let binding: OverlayBinding?
    private let resolved = ResolvedValue<Wrapped>()

    /// Declares an optional property resolved by its type, under `name`.
    ///
    /// ```swift
    /// @Inject(name: "remote") var config: ConfigSource?
    /// ```
    public init(name: String? = nil) {
        self.name = name
        binding = Container.bindingForWrapper
    }

    /// The resolved instance, or `nil` when nothing is registered.
    public var wrappedValue: Wrapped? {
        let binding = self.binding, name = self.name
        return resolved.value(resolvingWith: {
            Container.withContainerForWrapper(through: binding) { $0.resolveQuietly(Wrapped.self, name: name) }
        })
    }
}

extension Inject: Sendable where Wrapped: Sendable {}
