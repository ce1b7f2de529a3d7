extension Container {
    /// Discards the instances kept by every registration in `objectScope`, here and in the parents.
    ///
    /// ```swift
    /// container.resetObjectScope(.container)  // the next resolve creates fresh singletons
    /// ```
    ///
    /// For ``ObjectScope/screen``, ``ObjectScope/session``, ``ObjectScope/request`` and other
    /// ``ObjectScope/scoped(_:)`` scopes this ends every id's instances of those registrations and
    /// disposes them, as ``ScopeContext/endScope(_:id:)`` does for one id.
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol) {
        resetObjectScope(objectScope, stopAtContainerWithoutMatch: false) { _ in true }
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
        resetObjectScope(objectScope, stopAtContainerWithoutMatch: true) { $0.serviceType == serviceType }
    }

    /// Discards the instances of `serviceType` kept in `objectScope`.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as ObjectScopeProtocol, serviceType: serviceType)
    }
}

extension Container {
    /// Resets the registrations in `objectScope` whose keys match, here and in the parents (with
    /// `stopAtContainerWithoutMatch`, only up to the first container without a match). Scoped
    /// instances are disposed after every lock is released.
    private func resetObjectScope(
        _ objectScope: ObjectScopeProtocol,
        stopAtContainerWithoutMatch: Bool,
        matching: (ServiceKey) -> Bool
    ) {
        var scoped = Set<ObjectIdentifier>()
        synchronizedIfNeeded {
            var container: Container? = self
            while let current = container {
                let registrations = current.registry.snapshot.filter { matching($0.key) }.values
                if registrations.isEmpty, stopAtContainerWithoutMatch { break }
                for registration in registrations {
                    registration.reset(ifIn: objectScope)
                    if registration.isIn(objectScope) {
                        scoped.insert(ObjectIdentifier(registration))
                    }
                }
                container = current.parent
            }
        }
        if let kind = (objectScope as? ObjectScope)?.scopeKind {
            scopeContext.end(scoped, of: kind)
        }
    }
}
