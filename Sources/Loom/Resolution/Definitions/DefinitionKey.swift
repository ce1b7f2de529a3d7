/// How the registry stores a ``Definition`` or ``ParameterDefinition``: under a key of the service,
/// a marker type for its arguments, the definition's property name, and an option that only
/// definitions carry.
///
/// The marker — `DefinitionCall`, or `(DefinitionCall, Parameter)` for a parameter definition —
/// is a type no `resolve` can name, so Swinject-style code never reaches a definition's own key: it
/// resolves the aliases `declare` registers. What a definition call passes as the factory's
/// argument is a ``DefinitionFrame``: the resolver and the call's own factory.
enum DefinitionKey {
    /// The key of the definition `name` of `Service` whose call arguments are `argumentsType`,
    /// marked ``KeyMarker/definition``.
    static func make(_ serviceType: Any.Type, argumentsType: Any.Type, name: String) -> ServiceKey {
        ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name, marker: .definition)
    }
}

extension ServiceKey {
    /// The property name of a definition without a parameter — the only kind a property wrapper
    /// can call (`@Injected(\.x)`, `@LazyInjected(\.x)`); `nil` for any other key.
    var wrappableDefinitionName: String? {
        guard isDefinition, ObjectIdentifier(argumentsType) == ObjectIdentifier(DefinitionCall.self) else { return nil }
        return name
    }
}

/// The marker of a definition key's arguments (see ``DefinitionKey``); never instantiated. Not
/// generic: the key's service type and ``KeyMarker/definition`` already set it apart, and the
/// metadata of a generic marker was looked up through the runtime's cache on every call (callgrind:
/// AK 913 → 905, BK 587 → 579 instructions per call, CK 19,431 → 19,155 per root).
@usableFromInline
enum DefinitionCall {}

/// The option a definition's key reports (``ServiceKey/option``): only ever compared with itself.
struct DefinitionOption: ServiceKeyOption {
    func isEqualTo(_ another: ServiceKeyOption) -> Bool { another is DefinitionOption }
    func hash(into hasher: inout Hasher) { hasher.combine(0xDEF) }
    var description: String { "Definition" }
}
