/// A definition replaced or reset on a container while the running task has an overlay of it bound
/// (inside `withOverrides`, or a test with the `LoomTesting` trait): the change goes into that
/// overlay and ends with it.
///
/// This is what a test written for Factory's `.container` trait expects of
/// `Container.default.x.register { … }` in its body: the replacement is the test's own. The
/// Swinject-style `register` keeps registering in the container itself — a Swinject registration is
/// the container's, for the rest of the process — and says so once (`OverlaidRegistrationWarning`).
extension Container {
    /// The innermost overlay the running task bound over this container, if any: one atomic load
    /// unless `withOverrides` was ever used in this process. Read by registrations and resets, not
    /// by resolves (``resolveInstance(for:_:)`` reads the binding itself).
    var overlayBoundOverSelf: Container? {
        Overlay.anyEverBound ? Overlay.bound(over: self) : nil
    }

    /// Reports, once per key, a Swinject-style registration under `key` on this container while the
    /// running task has an overlay of it bound: it stays in the container, beyond the overlay.
    func noteRegistrationBesideOverlay(_ key: ServiceKey) {
        guard overlayBoundOverSelf != nil else { return }
        OverlaidRegistrationWarning(key: key).reportOnce(to: debugHelper)
    }

    /// ``Definition/reset()`` of this container's definition under `key`, inside `overlay`: the
    /// overlay drops its own replacement, stops seeing this container's, and keeps instances of its
    /// own from now on — what the container answers after a `reset()`, for the overlay only.
    func resetDefinition<Service>(
        _: Service.Type, key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory,
        in overlay: Container
    ) {
        let fresh = registrationAfterReset(key, settings: settings, factory: factory, snapshots: overlay.registry.snapshots)
        overlay.overlay?.noteOverride(of: Service.self, key: key)
        _ = overlay.synchronizedIfNeeded { overlay.registry.register(fresh) }
    }

    /// What a `reset()` of this container's definition under `key` leaves visible, as a new
    /// registration for the registry of `snapshots`, with storage of its own: a copy of the
    /// ancestors' registration (a parent's replacement, or the definition the root keeps), else —
    /// on the root, which keeps the definition itself — the definition as its property says.
    private func registrationAfterReset(
        _ key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory, snapshots: SnapshotHolder
    ) -> Registration {
        if let below = parent?.registration(for: key) {
            return below.copy(for: snapshots)
        }
        return definitionRegistration(key, settings: settings, factory: factory, snapshots: snapshots)
    }
}
