extension Container {
    /// Makes definitions visible to Swinject-style code and to ``verify(samples:)``: each is stored
    /// in the hierarchy's root now and registered in this container under its property name — and
    /// under its service type alone, unless the type already has an unnamed registration here or in
    /// an ancestor.
    ///
    /// ```swift
    /// container.declare(\.clock, \.loans, \.avatar)
    ///
    /// container.resolve(LoanService.self, name: "loans")   // the definition, by its name
    /// container.resolve(LoanService.self)                  // and by its type
    /// container.resolve(Avatar.self, name: "avatar", argument: 42)
    /// ```
    ///
    /// Each of these resolves calls the definition through the container it was resolved on, so
    /// replacements, scopes and the object graph are the definition's own. When two declared
    /// definitions share a service type, the first declared answers for the type alone; name the
    /// other to resolve it. Undeclared definitions work as well when called; only Swinject-style
    /// resolves and `verify()` need the declaration.
    public func declare<each D: DeclarableDefinition>(_ definitions: repeat KeyPath<Container, each D>) {
        repeat (each D)._declare(each definitions, in: self)
    }
}

/// A definition ``Container/declare(_:)`` takes: ``Definition`` and ``ParameterDefinition``.
public protocol DeclarableDefinition {
    /// Declares the definition `keyPath` returns, in `container`; ``Container/declare(_:)`` calls it.
    static func _declare(_ keyPath: KeyPath<Container, Self>, in container: Container)
}

extension Definition: DeclarableDefinition {
    /// Declares the definition `keyPath` returns, in `container`; ``Container/declare(_:)`` calls it.
    public static func _declare(_ keyPath: KeyPath<Container, Self>, in container: Container) {
        let definition = container[keyPath: keyPath]
        let name = definition.name
        let key = DefinitionKey.make(Service.self, argumentsType: DefinitionCall.self, name: name)
        container.materialize(key, settings: definition.settings, factory: DefinitionFactories.callingFrame(of: Service.self))
        let alias: ServiceEntry<Service> = container._register(
            Service.self, argumentsType: Resolver.self, name: name, option: nil
        ) { arguments in
            let resolver = arguments.assumingMemoryBound(to: Resolver.self).pointee
            // `nil` — the factory threw, or a refusal — is reported already: a refusal here too.
            return DefinitionDeclaration.container(of: resolver, calling: name)[keyPath: keyPath].instance() ?? DefinitionDeclaration.refused()
        }
        if let kind = definition.settings.providedKind { alias.registration.providedKind = kind }
        DefinitionDeclaration(key: key, alias: alias).complete(in: container)
    }
}

extension ParameterDefinition: DeclarableDefinition {
    /// Declares the definition `keyPath` returns, in `container`; ``Container/declare(_:)`` calls it.
    public static func _declare(_ keyPath: KeyPath<Container, Self>, in container: Container) {
        let definition = container[keyPath: keyPath]
        let name = definition.name
        let key = DefinitionKey.make(Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name)
        container.materialize(
            key, settings: definition.settings,
            factory: DefinitionFactories.callingFrame(of: Service.self, parameter: Parameter.self))
        let alias: ServiceEntry<Service> = container._register(
            Service.self, argumentsType: (Resolver, Parameter).self, name: name, option: nil
        ) { arguments in
            let (resolver, parameter) = arguments.assumingMemoryBound(to: (Resolver, Parameter).self).pointee
            return DefinitionDeclaration.container(of: resolver, calling: name)[keyPath: keyPath].instance(parameter)
                ?? DefinitionDeclaration.refused()
        }
        DefinitionDeclaration(key: key, alias: alias).complete(in: container)
    }
}
