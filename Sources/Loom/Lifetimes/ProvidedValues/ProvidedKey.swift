/// What a value handed into a scope is provided as: its type and name, as ``ScopeValues/provide(_:as:name:)``
/// was given them and as `registerProvided` declares them.
struct ProvidedKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let name: String?

    init(_ type: Any.Type, name: String?) {
        self.type = ObjectIdentifier(type)
        self.name = name
    }
}
