/// The resolution algorithm. Its steps, for one registration:
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

    func resolve<Service, Arguments>(
        name: String?,
        option: ServiceKeyOption?,
        invocation: Invocation<Arguments>
    ) -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
        if Service.self == GraphIdentifier.self, key == .graphIdentifier {
            return currentObjectGraph as? Service
        }
        if let entry = entry(for: key), let service: Service = produce(entry, invocation) {
            return service
        }
        if let wrapper: Service = resolveAsWrapper(name: name, option: option, invocation: invocation) {
            return wrapper
        }
        reportResolutionFailure(of: Service.self, key: key)
        return nil
    }

    /// The registration for `key`: this container's own first, then its ancestors'.
    func entry(for key: ServiceKey) -> ServiceEntryProtocol? {
        var container = self
        while true {
            if let entry = container.registry.entry(for: key) { return entry }
            guard let parent = container.parent else { return nil }
            container = parent
        }
    }

    func produce<Service, Arguments>(_ entry: ServiceEntryProtocol, _ invocation: Invocation<Arguments>) -> Service? {
        let state = ResolutionState.current
        let context = state.enterContext(for: hierarchyID)
        guard context.depth < Container.maximumResolutionDepth else {
            circularDependencyDetected(path: context.path + [entry])
        }
        context.depth += 1
        context.path.append(entry)
        defer {
            context.path.removeLast()
            context.depth -= 1
            state.finishIfDone(context)
        }
        let graph = context.graph

        let prepared = entry.prepare(in: graph)
        if let cached = prepared.instance, let service = cached as? Service {
            return service
        }
        if prepared.policy == .shared, let pending = context.unpublishedInstance(of: entry) {
            return pending as? Service
        }

        var ownsGate = false
        if prepared.policy == .shared {
            let gate = CreationGate.shared
            admission: while true {
                switch gate.enter(ObjectIdentifier(entry), as: ObjectIdentifier(state), mayWait: context.synchronizedDepth == 0) {
                case .owner:
                    ownsGate = true
                    break admission
                case .unowned:
                    break admission
                case .retry:
                    if let cached = entry.prepare(in: graph).instance { return cached as? Service }
                }
            }
        }
        defer { if ownsGate { CreationGate.shared.leave(ObjectIdentifier(entry)) } }
        if ownsGate, let cached = entry.prepare(in: graph).instance {
            return cached as? Service  // created by another thread between the first look and the gate
        }

        if synchronized {
            hierarchyLock.lock()
            context.synchronizedDepth += 1
        }
        defer {
            if synchronized {
                context.synchronizedDepth -= 1
                hierarchyLock.unlock()
            }
        }

        let instance = invocation(entry.factory)

        switch prepared.policy {
        case .none:
            break
        case .perGraph:
            let stored = entry.store(instance, in: graph)
            guard stored.isNew else { return stored.instance as? Service }
            context.created.append((entry, instance))
        case .shared:
            if let existing = entry.prepare(in: graph).instance {
                return existing as? Service  // a cycle through the factory cached one first
            }
            if prepared.hasInitCompleted {
                context.unpublished.append((ObjectIdentifier(entry), instance))
                entry.runInitCompleted(resolver: self, instance: instance)
                context.unpublished.removeLast()
            }
            let stored = entry.store(instance, in: graph)
            guard stored.isNew else { return stored.instance as? Service }
            context.created.append((entry, instance))
            return instance as? Service
        }
        if prepared.hasInitCompleted {
            entry.runInitCompleted(resolver: self, instance: instance)
        }
        return instance as? Service
    }

    /// Resolves `Lazy<X>`, `Provider<X>` and `X?` when `X` itself is registered.
    private func resolveAsWrapper<Wrapper, Arguments>(
        name: String?,
        option: ServiceKeyOption?,
        invocation: Invocation<Arguments>
    ) -> Wrapper? {
        guard let wrapperType = Wrapper.self as? InstanceWrapper.Type else { return nil }
        let key = ServiceKey(serviceType: wrapperType.wrappedType, argumentsType: Arguments.self, name: name, option: option)
        guard let entry = entry(for: key) else {
            return wrapperType.init(inContainer: self, withInstanceFactory: nil) as? Wrapper
        }
        let factory: (GraphIdentifier?) -> Any? = { [weak self] graph in
            guard let self else { return nil }
            return self.inGraph(graph) { () -> Any? in self.produce(entry, invocation) }
        }
        return wrapperType.init(inContainer: self, withInstanceFactory: factory) as? Wrapper
    }
}
