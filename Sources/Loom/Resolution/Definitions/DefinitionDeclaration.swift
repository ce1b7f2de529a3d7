/// One definition being declared (``Container/declare(_:)``): its key, stored in the root, and the
/// registration that resolves it for Swinject-style code, under its property name.
struct DefinitionDeclaration {
    let key: ServiceKey
    let alias: Registration

    /// The declaration of the definition under `key` through `alias`, made transient: the
    /// definition's own registration keeps its instances.
    init<Service>(key: ServiceKey, alias: ServiceEntry<Service>) {
        // Through the entry, as every registration's scope is set: a second caller of the scope's
        // setter (the declaration setting it on the bare registration) made the compiler stop
        // inlining it into `inObjectScope`, a retain and a release more per `register` (callgrind,
        // scenario F).
        alias.inObjectScope(.transient)
        alias.declaredDefinition = key
        self.key = key
        self.alias = alias
    }

    /// Stores the alias under the service type alone when that key is free, and lets `verify()`
    /// resolve the definition through it.
    func complete(in container: Container) {
        let unnamed = ServiceKey(serviceType: alias.key.serviceType, argumentsType: alias.key.argumentsType, name: nil)
        if container.registration(for: unnamed) == nil {
            _ = container.synchronizedIfNeeded { container.registry.storeIfAbsent(alias, for: unnamed) }
        }
        container.registration(for: key)?.excludedFromVerification = nil
    }

    /// The container a Swinject-style resolve of a declared definition was made on, to call the
    /// definition through it: Loom always hands a factory the container itself.
    static func container(of resolver: Resolver, calling name: String) -> Container {
        guard let container = resolver as? Container else {
            preconditionFailure("Loom: the declared definition \\.\(name) was resolved through a \(type(of: resolver)), not a Container")
        }
        return container
    }

    /// Why `verify()` leaves out a definition that was called but not declared.
    /// What an alias resolves to when its definition gave no instance: a refusal, which the
    /// Swinject-style resolve returns as `nil` — after logging why, since no call stops to say so.
    static func refused() -> Any {
        FailureRecorder.current.logRefusal()
        return RefusedResolution.marker
    }

    static func undeclaredNote(name: String) -> String {
        "it is a definition that was called but not declared; declare it (container.declare(\\.\(name))) to verify it"
    }
}
