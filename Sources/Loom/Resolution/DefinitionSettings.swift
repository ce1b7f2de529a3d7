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

extension DefinitionSettings {
    /// These settings with `completed` run on each new instance of `Service`.
    func completing<Service>(with completed: @escaping (Resolver, Service) -> Void) -> Self {
        var settings = self
        settings.initCompleted.append { resolver, instance in
            if let service = instance as? Service { completed(resolver, service) }
        }
        return settings
    }

    /// These settings with `handler` run on each instance of `Service` its scope ended.
    func releasing<Service>(with handler: @escaping (Service) throws -> Void) -> Self {
        var settings = self
        settings.releaseActions.append { instance in
            if let service = instance as? Service { try handler(service) }
        }
        return settings
    }
}
