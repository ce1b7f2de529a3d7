/// The engine half of ``Definition`` and ``ParameterDefinition``: a definition call is a resolve of
/// the definition's key (``DefinitionKey``) with the call's ``DefinitionFrame`` as its argument.
///
/// 1. **resolve** — the key is looked up like any other, nearest container first, so a replacement
///    registered on the called container or an ancestor answers before the definition itself.
/// 2. **materialise** — the first call in a hierarchy finds nothing: the definition is stored in the
///    root container as a registration whose factory calls the frame's, and the call resolves again.
/// 3. Anything but an instance of the service after that is a failure already reported (the
///    factory threw, a cycle inside `require`, a strict scope policy): `nil` here, and the call
///    stops naming the definition — except a declared definition's Swinject-style resolve, which
///    returns `nil` as a registration's would.
extension Container {
    /// Steps 1 to 3 for a call of a ``Definition`` named `name`, with its call's `frame`.
    ///
    /// Handed the definition's parts, never the definition value, and inlined with the definition's
    /// `callAsFunction`: a closure, or a call, that took the whole value made the compiler keep the
    /// counted reference to the container the value holds — a retain and a release, both atomic, on
    /// every call. Given only the parts, it sees that the caller's own reference to the container
    /// outlives the call, and `container.loans()` counts no reference at all (callgrind: AK 905 →
    /// 806, BK 579 → 480, AS 935 → 853 instructions per call, CK 19,155 → 17,223 per root).
    // @inlinable: rows AK, AS, AH, BK, CK, I1, I3: AK 804 → 1,634, BK 480 → 1,290, CK 17,234 → 41,000 instructions without it.
    @inlinable @inline(__always)
    func resolveDefinition<Service>(
        _: Service.Type, name: String, settings: DefinitionSettings, frame: DefinitionFrame<Service>
    ) -> Service? {
        withUnsafePointer(to: frame) { frame in
            guard var instance = resolveInstance(
                definitionOf: Service.self, argumentsType: DefinitionCall.self, name: name, frame: UnsafeRawPointer(frame)
            ) else {
                return materializeAndResolve(
                    Service.self, name: name, settings: settings,
                    factory: DefinitionFactories.callingFrame(of: Service.self), frame: UnsafeRawPointer(frame))
            }
            return typedService(&instance, as: Service.self) { _ in nil }
        }
    }

    /// ``resolveDefinition(_:name:settings:frame:)`` for a ``ParameterDefinition``.
    // @inline(__always): not measured alone (all of Loom's out of line: A 749 → 840, C 17,898 → 21,858, F 5,294 → 5,886 instructions).
    @inline(__always)
    func resolveDefinition<Parameter, Service>(
        _: Service.Type, name: String, settings: DefinitionSettings, frame: ParameterDefinitionFrame<Parameter, Service>
    ) -> Service? {
        withUnsafePointer(to: frame) { frame in
            guard var instance = resolveInstance(
                definitionOf: Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name,
                frame: UnsafeRawPointer(frame)
            ) else {
                return materializeAndResolve(
                    Service.self, parameter: Parameter.self, name: name, settings: settings,
                    factory: DefinitionFactories.callingFrame(of: Service.self, parameter: Parameter.self),
                    frame: UnsafeRawPointer(frame))
            }
            return typedService(&instance, as: Service.self) { _ in nil }
        }
    }

    /// Step 1: the instance for the definition's key, or `nil` when no container of the hierarchy
    /// has a registration for it yet.
    @usableFromInline
    func resolveInstance(definitionOf serviceType: Any.Type, argumentsType: Any.Type, name: String, frame: UnsafeRawPointer) -> Any? {
        resolveInstance(for: DefinitionKey.make(serviceType, argumentsType: argumentsType, name: name), .arguments(frame))
    }

    /// Step 2 for a ``Definition``; `factory` is ``DefinitionFactories/callingFrame(of:)``, made by
    /// the inlined caller for its service type.
    @usableFromInline @inline(never)
    func materializeAndResolve<Service>(
        _: Service.Type, name: String, settings: DefinitionSettings,
        factory: @escaping (UnsafeRawPointer) -> Any, frame: UnsafeRawPointer
    ) -> Service? {
        if let sandbox = DependencyGraphRecorder.current?.answering(self) {
            // Called on the container `verify()` verifies, by a factory that captured it: stored in the sandbox.
            return sandbox.materializeAndResolve(Service.self, name: name, settings: settings, factory: factory, frame: frame)
        }
        let key = DefinitionKey.make(Service.self, argumentsType: DefinitionCall.self, name: name)
        return resolveMaterializing(key, settings: settings, factory: factory, frame: frame)
    }

    /// Step 2 for a ``ParameterDefinition``.
    @inline(never)
    func materializeAndResolve<Parameter, Service>(
        _: Service.Type, parameter _: Parameter.Type, name: String, settings: DefinitionSettings,
        factory: @escaping (UnsafeRawPointer) -> Any, frame: UnsafeRawPointer
    ) -> Service? {
        if let sandbox = DependencyGraphRecorder.current?.answering(self) {
            return sandbox.materializeAndResolve(
                Service.self, parameter: Parameter.self, name: name, settings: settings, factory: factory, frame: frame)
        }
        let key = DefinitionKey.make(Service.self, argumentsType: (DefinitionCall, Parameter).self, name: name)
        return resolveMaterializing(key, settings: settings, factory: factory, frame: frame)
    }

    /// Stores the definition under `key` in the hierarchy's root, unless a call on another thread
    /// stored it first (then that one is kept: one registration, so one singleton).
    func materialize(_ key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory) {
        let root = hierarchyRoot
        let registration = definitionRegistration(key, settings: settings, factory: factory, snapshots: root.registry.snapshots)
        _ = root.synchronizedIfNeeded { root.registry.registerIfAbsent(registration) }
    }

    /// The registration of the definition under `key` as its property says — scope, `initCompleted`,
    /// `onRelease`, a provided value's kind — for the registry of `snapshots`; left out of
    /// `verify()` until it is declared.
    func definitionRegistration(
        _ key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory, snapshots: SnapshotHolder
    ) -> Registration {
        let registration = Registration(
            key: key, serviceType: key.serviceType, scope: settings.scope ?? hierarchyRoot.defaultObjectScope,
            snapshots: snapshots, sequence: RegistrationSequence.next(), factory: factory)
        for completed in settings.initCompleted { registration.addInitCompleted(completed) }
        for release in settings.releaseActions { registration.addReleaseAction(release) }
        registration.excludedFromVerification = DefinitionDeclaration.undeclaredNote(name: key.name ?? "")
        if let kind = settings.providedKind { registration.providedKind = kind }
        return registration
    }

    /// Materialises the definition under `key`, then resolves it — again, if a `removeAll()` or a
    /// `reset()` on the root took it away in between.
    private func resolveMaterializing<Service>(
        _ key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory, frame: UnsafeRawPointer
    ) -> Service? {
        while true {
            materialize(key, settings: settings, factory: factory)
            if var instance = resolveInstance(for: key, .arguments(frame)) {
                return typedService(&instance, as: Service.self) { _ in nil }
            }
        }
    }

    /// Step 3: stops a definition call that got no instance — a factory that threw, or a resolution
    /// refused (a cycle inside `require`, a strict scope policy), reported already — naming the
    /// definition and pointing at the call (`file`, `line`); inside `verify()`, gives the
    /// registration being verified up instead (``ProcessStop``).
    @usableFromInline @inline(never)
    func definitionGaveNoInstance(_ serviceType: Any.Type, argumentsType: Any.Type, name: String, file: StaticString, line: UInt) -> Never {
        let key = DefinitionKey.make(serviceType, argumentsType: argumentsType, name: name)
        let recorder = FailureRecorder.current
        if let refusal = recorder.refusal.take(), refusal.key == key {
            Self.stop(withReport: refusal.message, file: file, line: line)
        }
        ProcessStop.stop(Self.noInstanceMessage(serviceType, argumentsType: argumentsType, name: name), file: file, line: line)
    }

    /// What a definition call that got no instance stops with.
    static func noInstanceMessage(_ serviceType: Any.Type, argumentsType: Any.Type, name: String) -> String {
        let step = ResolutionStepDescription(of: DefinitionKey.make(serviceType, argumentsType: argumentsType, name: name)).text
        return "Loom: the definition \(step) gave no instance: its factory threw, or its resolution was refused "
            + "(a dependency cycle, a strict scope policy); the log above names the cause "
            + "(in a release build, LOOM_LOGGING_ENABLED=1 turns the log on). To handle the failure in code, call "
            + "`try \(name).require(\(argumentsType == DefinitionCall.self ? "" : "…"))`, which throws it."
    }

    /// The container at the top of this one's hierarchy, which keeps its definitions.
    var hierarchyRoot: Container {
        parent?.hierarchyRoot ?? self
    }

    /// Registers `factory` under a definition's `key` in this container: ``Definition/register(factory:)``
    /// — in the overlay the running task bound over this container, if any, where it ends with the
    /// overlay (`Container+OverlaidDefinitions.swift`).
    func registerReplacement<Service>(key: ServiceKey, scope: ObjectScopeProtocol?, factory: @escaping ErasedFactory) -> ServiceEntry<Service> {
        if let overlay = overlayBoundOverSelf {
            return overlay.registerReplacement(key: key, scope: scope, factory: factory)
        }
        let entry = ServiceEntry<Service>(
            key: key, serviceType: Service.self, scope: scope ?? defaultObjectScope,
            snapshots: registry.snapshots, sequence: RegistrationSequence.next(), factory: factory)
        return insert(entry, as: Service.self, name: key.name)
    }

    /// Removes this container's registration under a definition's `key`: ``Definition/reset()``.
    /// Inside an overlay the running task bound over this container, resets the definition for the
    /// overlay only, which then needs the definition's `settings` and `factory` (the frame-calling
    /// one a first call materialises).
    func removeDefinition<Service>(_: Service.Type, key: ServiceKey, settings: DefinitionSettings, factory: @escaping ErasedFactory) {
        if let overlay = overlayBoundOverSelf {
            return resetDefinition(Service.self, key: key, settings: settings, factory: factory, in: overlay)
        }
        synchronizedIfNeeded { registry.remove(key) }
    }
}
