extension Container {
    /// Discards the instances kept by every registration in `objectScope`, here and in the parents.
    ///
    /// ```swift
    /// container.resetObjectScope(.container)  // the next resolve creates fresh singletons
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol) {
        synchronizedIfNeeded {
            for registration in registry.snapshot.values {
                registration.reset(ifIn: objectScope)
            }
            parent?.resetObjectScope(objectScope)
        }
    }

    /// Discards the instances kept by every registration in `objectScope`, here and in the parents.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        resetObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Discards the instances of `serviceType` kept in `objectScope`.
    ///
    /// Goes on to the parent only when this container registers `serviceType` itself.
    ///
    /// ```swift
    /// container.resetObjectScope(.container, serviceType: SessionStore.self)
    /// ```
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol, serviceType: Any.Type) {
        synchronizedIfNeeded {
            let matching = registry.snapshot.filter { $0.key.serviceType == serviceType }
            guard !matching.isEmpty else { return }
            for registration in matching.values {
                registration.reset(ifIn: objectScope)
            }
            parent?.resetObjectScope(objectScope, serviceType: serviceType)
        }
    }

    /// Discards the instances of `serviceType` kept in `objectScope`.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as ObjectScopeProtocol, serviceType: serviceType)
    }
}
