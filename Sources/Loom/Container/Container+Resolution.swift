/// The resolution algorithm. The typed entry points only build the key and point at the argument
/// tuple; everything else is free of generic parameters. For one registration:
///
/// 1. Enter this thread's context for the hierarchy (a new graph if none is in progress); stop with a
///    cycle report at ``maximumResolutionDepth``.
/// 2. Return the cached instance if the scope has one for this graph.
/// 3. For shared scopes, pass the ``CreationGate`` so concurrent first resolves create once.
/// 4. Call the factory — outside every lock, except the hierarchy lock of `synchronize()`.
/// 5. Cache the instance (a nested resolution that cached one first wins), run `initCompleted`;
///    shared instances become visible to other threads only after `initCompleted` ran.
extension Container {
    /// How deeply resolutions may nest before Loom reports a circular dependency: the 201st nested
    /// resolve stops, as in Swinject.
    static let maximumResolutionDepth = 200

    /// Every typed resolve ends here: the pack methods hand over one tuple value of a plain generic
    /// type, the form the 6.3 compiler handles everywhere (see `swift-6.3-notes`). Inlinable, so that
    /// this thin typed shell is specialised in the caller and only the untyped core is called.
    @inlinable
    func resolve<Service, Arguments>(
        _: Service.Type,
        name: String?,
        option: ServiceKeyOption?,
        arguments: Arguments
    ) -> Service? {
        let instance = withUnsafePointer(to: arguments) {
            resolveInstance(Service.self, Arguments.self, name: name, option: option, arguments: UnsafeRawPointer($0))
        }
        if let instance, let service = instance as? Service {
            return service
        }
        return resolveFallback(Service.self, name: name, option: option, arguments: arguments)
    }

    /// The registered instance for the key made of these parts, or `nil` when nothing is registered
    /// under it. `arguments` points at the full argument tuple of type `argumentsType`.
    @usableFromInline
    func resolveInstance(
        _ serviceType: Any.Type,
        _ argumentsType: Any.Type,
        name: String?,
        option: ServiceKeyOption?,
        arguments: UnsafeRawPointer
    ) -> Any? {
        let key = ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name, option: option)
        return resolveInstance(for: key, .arguments(arguments))
    }

    /// The registered instance for `key`, or `nil` when nothing is registered under it.
    func resolveInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
        if key.serviceType == GraphIdentifier.self, key == .graphIdentifier {
            return currentObjectGraph
        }
        guard let registration = registration(for: key) else { return nil }
        return produce(registration, call)
    }

    @usableFromInline @inline(never)
    func resolveFallback<Service, Arguments>(
        _: Service.Type,
        name: String?,
        option: ServiceKeyOption?,
        arguments: Arguments
    ) -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
        return resolveFallback(key: key, replay: .arguments(arguments))
    }

    /// After the registration itself did not give a `Service`: `Lazy`, `Provider` and `Optional`
    /// wrappers, then the failure report.
    func resolveFallback<Service, Arguments>(key: ServiceKey, replay: Replay<Arguments>) -> Service? {
        if key == .graphIdentifier {
            return nil  // no resolution in progress: there is no graph, and nothing failed
        }
        if let wrapper: Service = resolveAsWrapper(key: key, replay: replay) {
            return wrapper
        }
        reportResolutionFailure(of: Service.self, key: key)
        return nil
    }

    /// The registration for `key`: this container's own first, then its ancestors'.
    func registration(for key: ServiceKey) -> Registration? {
        var container = self
        while true {
            if let registration = container.registry.entry(for: key) { return registration }
            guard let parent = container.parent else { return nil }
            container = parent
        }
    }

    func produce(_ registration: Registration, _ call: FactoryCall) -> Any {
        let state = ResolutionState.current
        let context = state.enterContext(for: hierarchyID)
        guard context.push(registration) else {
            circularDependencyDetected(path: context.path + [registration])
        }
        defer {
            context.pop()
            state.finishIfDone(context)
        }
        let graph = context.graph

        let prepared = registration.prepare(in: graph, resumingGraph: context.graphEscaped)
        if let cached = prepared.instance {
            return cached
        }
        switch prepared.policy {
        case .none:
            break
        case .perGraph:
            if let existing = context.graphInstance(of: registration) { return existing }
        case .shared:
            if let pending = context.unpublishedInstance(of: registration) { return pending }
        }

        var ownsGate = false
        if prepared.policy == .shared {
            let gate = CreationGate.shared
            admission: while true {
                let admission = gate.enter(
                    ObjectIdentifier(registration),
                    as: ObjectIdentifier(state),
                    mayWait: state.synchronizeLocksHeld == 0
                )
                switch admission {
                case .owner:
                    ownsGate = true
                    break admission
                case .unowned:
                    break admission
                case .retry:
                    if let cached = registration.prepare(in: graph, resumingGraph: true).instance { return cached }
                }
            }
        }
        defer { if ownsGate { CreationGate.shared.leave(ObjectIdentifier(registration)) } }
        if ownsGate, let cached = registration.prepare(in: graph, resumingGraph: true).instance {
            return cached  // created by another thread between the first look and the gate
        }

        if synchronized {
            hierarchyLock.lock()
            state.synchronizeLocksHeld += 1
        }
        defer {
            if synchronized {
                state.synchronizeLocksHeld -= 1
                hierarchyLock.unlock()
            }
        }
        if synchronized, prepared.policy == .shared, let cached = registration.prepare(in: graph, resumingGraph: true).instance {
            return cached  // created while this thread waited for the hierarchy lock
        }

        let instance = call(registration.factory)

        switch prepared.policy {
        case .none:
            break
        case .perGraph:
            if let existing = context.graphInstance(of: registration) {
                return existing  // a cycle through the factory created one first
            }
            // As in Swinject, graph scope shares class instances only; a value type is made anew.
            if type(of: instance) is AnyClass {
                context.graphInstances.append(GraphInstance(registration: registration, graph: graph, instance: instance))
            }
        case .shared:
            if let existing = registration.prepare(in: graph, resumingGraph: true).instance {
                return existing  // a cycle through the factory cached one first
            }
            if prepared.hasInitCompleted {
                context.unpublished.append((ObjectIdentifier(registration), instance))
                registration.runInitCompleted(resolver: self, instance: instance)
                context.unpublished.removeLast()
            }
            let stored = registration.store(instance, in: graph)
            guard stored.isNew else { return stored.instance }
            context.created.append((registration, instance))
            return instance
        }
        if prepared.hasInitCompleted {
            registration.runInitCompleted(resolver: self, instance: instance)
        }
        return instance
    }
}
