/// What a definition's modifiers (`inObjectScope`, `initCompleted`, `onRelease`) set: applied to
/// the registration the definition materialises, once, at its first call in a hierarchy.
@usableFromInline
struct DefinitionSettings {
    /// `nil`: the root container's default scope, `.graph` unless it was given another.
    @usableFromInline var scope: ObjectScopeProtocol?
    var initCompleted: [(Resolver, Any) -> Void] = []
    var releaseActions: [(Any) throws -> Void] = []

    @inlinable
    init() {}
}
