/// The resolution algorithm. The typed entry points only build the key and point at the argument
/// tuple; everything else is free of generic parameters. For one registration:
///
/// 1. Enter this thread's context for the hierarchy (a new graph if none is in progress); stop with a
///    cycle report at ``maximumResolutionDepth``. A top-level transient resolve starts without one:
///    its context is made only if something asks for it (see
///    ``ResolutionState/beginWithoutContext(in:resolving:)``).
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
    /// this thin typed shell is specialised in the caller and only the untyped core is called. (Only
    /// `_resolve` has an option; it builds its key itself, so this path carries none.)
    @inlinable
    func resolve<Service, Arguments>(
        _: Service.Type,
        name: String?,
        arguments: Arguments
    ) -> Service? {
        if let instance = withUnsafePointer(to: arguments, {
            resolveInstance(Service.self, Arguments.self, name: name, arguments: UnsafeRawPointer($0))
        }) {
            if holdsExactly(instance, Service.self) { return exactInstance(instance, as: Service.self) }
            // `case … as`, not `as?`: see `resolve(_:name:)`.
            switch instance {
            case let service as Service: return service
            case is RefusedResolution: return nil
            default: break
            }
        }
        return resolveFallback(Service.self, name: name, arguments: arguments)
    }

    /// The registered instance for the key made of these parts, or `nil` when nothing is registered
    /// under it. `arguments` points at the full argument tuple of type `argumentsType`.
    @usableFromInline
    func resolveInstance(
        _ serviceType: Any.Type,
        _ argumentsType: Any.Type,
        name: String?,
        arguments: UnsafeRawPointer
    ) -> Any? {
        let key = ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name, optionBox: nil)
        return resolveInstance(for: key, .arguments(arguments))
    }

    /// The registered instance for `key`, or `nil` when nothing is registered under it.
    func resolveInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
        if key.serviceType == GraphIdentifier.self, key == .graphIdentifier {
            return currentObjectGraph
        }
        var cached: Any?
        guard var found = lookUp(key, cached: &cached, needsRegistration: false) else { return nil }
        if found.registration == nil {
            if ResolutionState.withCurrent({ $0.mayReturnCachedInstance(in: hierarchyID) }) {
                // A container-scoped cache hit: nothing to enter, create or complete. Moved out, not
                // copied: copying an `Any?` goes through the runtime's generic value witnesses.
                return consume cached
            }
            // Rare: the depth limit, or a restored graph, needs the registration after all.
            cached = nil
            guard let again = lookUp(key, cached: &cached, needsRegistration: true) else { return nil }
            found = again
        }
        guard let registration = found.registration else { return nil }
        let plan = found.plan
        if let plan, plan.policy == .scoped, let kind = plan.scopeKind,
           ResolutionState.withCurrent({ $0.isIdle(in: hierarchyID) }),
           ScopeContext.shared.copyCurrentInstance(of: registration, kind: kind, to: &cached) {
            // A top-level scoped cache hit: no chain that could hold it captive, nothing to create.
            return consume cached
        }
        return ResolutionState.withCurrent { state in
            if let plan, plan.policy == .none, registration.asyncFactory == nil,
               state.beginWithoutContext(in: hierarchyID, resolving: registration) {
                defer { state.endWithoutContext(in: hierarchyID) }
                return createTransient(registration, call, hasInitCompleted: plan.hasInitCompleted, state: state)
            }
            return state.withContext(for: hierarchyID) { context in
                produce(registration, call, plan, cached: cached, state: state, context: context)
            }
        }
    }

    @usableFromInline @inline(never)
    func resolveFallback<Service, Arguments>(
        _: Service.Type,
        name: String?,
        arguments: Arguments
    ) -> Service? {
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
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
    ///
    /// Recursive rather than a loop over a `var container`: walking with a variable retains and
    /// releases every container on the way, the recursion borrows each from its child.
    func registration(for key: ServiceKey) -> Registration? {
        if let registration = registry.registration(for: key) { return registration }
        return parent?.registration(for: key)
    }

    /// ``registration(for:)`` with what its registration knows before the graph is known, read
    /// under the same lock (see ``Registry/lookUp(_:cached:needsRegistration:)``).
    func lookUp(_ key: ServiceKey, cached: inout Any?, needsRegistration: Bool) -> (registration: Registration?, plan: Plan?)? {
        if let found = registry.lookUp(key, cached: &cached, needsRegistration: needsRegistration) { return found }
        return parent?.lookUp(key, cached: &cached, needsRegistration: needsRegistration)
    }

    /// Resolves one registration: reuse, or create once and cache (steps 1–5 above).
    func produce(_ registration: Registration, _ call: FactoryCall) -> Any {
        ResolutionState.withCurrent { state in
            state.withContext(for: hierarchyID) { context in
                produce(registration, call, nil, cached: nil, state: state, context: context)
            }
        }
    }

    /// ``produce(_:_:)`` inside `context`, which the caller entered and finishes. `plan` and
    /// `cached`: what ``Registry/lookUp(_:cached:needsRegistration:)`` already read, if anything.
    private func produce(
        _ registration: Registration,
        _ call: FactoryCall,
        _ plan: Plan?,
        cached: Any?,
        state: ResolutionState,
        context: ResolutionContext
    ) -> Any {
        guard context.push(registration) else {
            circularDependencyDetected(path: context.path + [registration])
        }
        defer { context.pop() }
        if let plan, plan.policy == .none, registration.asyncFactory == nil {
            // Transient: nothing cached, nothing in progress, no creation gate.
            var endedScope = false
            return create(registration, call, cell: nil, policy: .none, hasInitCompleted: plan.hasInitCompleted,
                          in: context, state: state, endedScope: &endedScope)
        }
        let graph = context.graph
        let known: Plan
        if let plan, plan.policy == .scoped {
            known = plan  // its instances are found by slot, below: no storage, nothing in progress
        } else {
            if let plan, !plan.needsGraph || (plan.policy == .perGraph && !context.graphEscaped) {
                if plan.foundCached, let cached {
                    return cached  // a cache hit the depth limit or a restored graph kept off the fast path
                }
                if let existing = context.instanceInProgress(of: registration, policy: plan.policy) {
                    return existing
                }
                known = plan
            } else {
                let prepared = registration.prepare(in: graph, resumingGraph: context.graphEscaped)
                if let existing = prepared.instance ?? context.instanceInProgress(of: registration, policy: prepared.plan.policy) {
                    return existing
                }
                known = prepared.plan
            }
        }

        let cell: SharedCell?
        switch known.policy {
        case .none, .perGraph:
            cell = nil
        case .shared:
            cell = .storage(registration)
        case .scoped:
            switch scopedCell(of: registration, kind: known.scopeKind, in: context) {
            case .instance(let existing):
                return existing
            case .refused:
                return RefusedResolution.marker
            case .oneOff:
                cell = nil
            case .slot(let slot):
                if let existing = context.unpublishedInstance(for: ObjectIdentifier(slot)) {
                    return existing
                }
                cell = .slot(slot)
            }
        }

        if registration.asyncFactory != nil {
            // Only `resolveAsync` can make it; a synchronous resolve returns what that made, if anything.
            reportSynchronousResolve(of: registration, kind: known.policy == .scoped ? known.scopeKind : nil)
            return RefusedResolution.marker
        }
        guard let cell else {
            var endedScope = false
            return create(registration, call, cell: nil, policy: known.policy, hasInitCompleted: known.hasInitCompleted,
                          in: context, state: state, endedScope: &endedScope)
        }
        let ownsGate: Bool
        switch admit(cell, in: graph, state: state) {
        case .cached(let existing):
            return existing
        case .create(let owner):
            ownsGate = owner
        }
        var endedScope = false
        let created = create(registration, call, cell: cell, policy: known.policy,
                             hasInitCompleted: known.hasInitCompleted, in: context, state: state, endedScope: &endedScope)
        if ownsGate {
            CreationGate.shared.leave(cell.gateKey)
        }
        if endedScope, case .slot(let slot) = cell {
            registration.dispose(created, endingScope: slot.owner.scope)  // outside every lock
        }
        return created
    }

    /// Calls the factory — under the hierarchy lock of `synchronize()` if there is one — and keeps the
    /// instance. `endedScope` is set when the instance's scope ended while it was being created:
    /// dispose it. (An out-parameter: a returned tuple holding an `Any` is copied out of.)
    private func create(
        _ registration: Registration,
        _ call: FactoryCall,
        cell: SharedCell?,
        policy: CachePolicy,
        hasInitCompleted: Bool,
        in context: ResolutionContext,
        state: ResolutionState,
        endedScope: inout Bool
    ) -> Any {
        withFactoryLock(state) {
            if synchronized, let cell, let existing = cell.cachedInstance(in: context.graph) {
                return existing  // created while this thread waited for the hierarchy lock
            }
            let instance = call(registration.factory)
            return keep(instance, of: registration, policy: policy, cell: cell, runsInitCompleted: hasInitCompleted,
                        in: context, endedScope: &endedScope)
        }
    }

    /// ``create(_:_:cell:policy:hasInitCompleted:in:state:endedScope:)`` for a transient resolve
    /// begun without a context (``ResolutionState/beginWithoutContext(in:resolving:)``): the factory,
    /// under the hierarchy lock of `synchronize()` if there is one, then `initCompleted`.
    private func createTransient(
        _ registration: Registration,
        _ call: FactoryCall,
        hasInitCompleted: Bool,
        state: ResolutionState
    ) -> Any {
        withFactoryLock(state) {
            let instance = call(registration.factory)
            if hasInitCompleted {
                registration.runInitCompleted(resolver: self, instance: instance)
            }
            return instance
        }
    }

    /// Runs `body` under the hierarchy lock of `synchronize()` when this container has one, counted
    /// in `state` so that the creation gate never makes a thread holding it wait.
    @inline(__always)
    private func withFactoryLock(_ state: ResolutionState, _ body: () -> Any) -> Any {
        guard synchronized else { return body() }
        hierarchyLock.lock()
        state.synchronizeLocksHeld += 1
        defer {
            state.synchronizeLocksHeld -= 1
            hierarchyLock.unlock()
        }
        return body()
    }

    private enum Admission {
        case cached(Any)
        case create(ownsGate: Bool)
    }

    /// Passes the creation gate of a shared instance: wait while another thread creates it (then
    /// return its instance), or become the one to create it.
    private func admit(_ cell: SharedCell, in graph: GraphIdentifier, state: ResolutionState) -> Admission {
        let gate = CreationGate.shared
        while true {
            let admission = gate.enter(cell.gateKey, as: ObjectIdentifier(state), mayWait: state.synchronizeLocksHeld == 0)
            switch admission {
            case .owner:
                if let existing = cell.cachedInstance(in: graph) {
                    gate.leave(cell.gateKey)
                    return .cached(existing)  // created between the first look and the gate
                }
                return .create(ownsGate: true)
            case .unowned:
                return .create(ownsGate: false)
            case .retry:
                if let existing = cell.cachedInstance(in: graph) { return .cached(existing) }
            }
        }
    }

    /// Caches a newly created instance as its scope says and runs `initCompleted` on it; returns the
    /// instance the resolution hands out (an earlier one, if a cycle through the factory made one).
    private func keep(
        _ instance: Any,
        of registration: Registration,
        policy: CachePolicy,
        cell: SharedCell?,
        runsInitCompleted: Bool,
        in context: ResolutionContext,
        endedScope: inout Bool
    ) -> Any {
        if let cell {
            // Other threads see the instance only once `initCompleted` has run; this resolution
            // (a cycle through `initCompleted`) sees it at once. Storing keeps an instance a cycle
            // through the factory cached first; look before running `initCompleted` on a loser.
            if runsInitCompleted {
                if let existing = cell.cachedInstance(in: context.graph) {
                    return existing
                }
                context.unpublished.append((cell.gateKey, instance))
                registration.runInitCompleted(resolver: self, instance: instance)
                context.unpublished.removeLast()
            }
            switch cell {
            case .storage:
                let stored = registration.store(instance, in: context.graph)
                guard stored.isNew else { return stored.instance }
                context.created.append((registration, instance))
                return instance
            case .slot(let slot):
                switch ScopeContext.shared.store(instance, in: slot) {
                case .stored: return instance
                case .existing(let existing): return existing
                case .ended:
                    endedScope = true
                    return instance
                }
            }
        }
        if policy == .perGraph {
            if let existing = context.graphInstance(of: registration) {
                return existing
            }
            // As in Swinject, graph scope shares class instances only; a value type is made anew.
            if type(of: instance) is AnyClass {
                context.graphInstances.append(GraphInstance(registration: registration, graph: context.graph, instance: instance))
            }
        }
        if runsInitCompleted {
            registration.runInitCompleted(resolver: self, instance: instance)
        }
        return instance
    }
}

/// Whether the value inside `instance` is of type `Service` itself (a service registered as its own
/// type), not of a conforming type or a subclass. Opening the existential reads its type where it
/// is stored; `type(of:)` would ask the runtime for the dynamic type, which costs a hundred
/// instructions.
@inlinable @inline(__always)
func holdsExactly<Service>(_ instance: Any, _: Service.Type) -> Bool {
    func open<Contained>(_: Contained) -> Bool {
        Contained.self == Service.self
    }
    return _openExistential(instance, do: open)
}

/// `instance` as a `Service`, which is exactly the type of the value inside it (the caller checked
/// ``holdsExactly(_:_:)``): a copy instead of the runtime's dynamic cast, which costs some 300
/// instructions. Returns `Service`, not `Service?`: unspecialised (a factory's `r.resolve`), an
/// optional temporary would look up its metadata on every call.
@inlinable @inline(__always)
func exactInstance<Service>(_ instance: Any, as _: Service.Type) -> Service {
    func open<Contained>(_ value: Contained) -> Service {
        unsafeBitCast(value, to: Service.self)  // `Contained` is `Service`: a copy
    }
    return _openExistential(instance, do: open)
}

/// Where a shared instance is cached: the registration's own storage (container, weak and custom
/// scopes), or the slot of the current scope id (screen, session, request scopes).
enum SharedCell {
    case storage(Registration)
    case slot(ScopedSlot)

    /// What concurrent first resolves of this instance pass through in the ``CreationGate``, and
    /// what a cycle finds it under while its `initCompleted` runs.
    var gateKey: ObjectIdentifier {
        switch self {
        case .storage(let registration): return ObjectIdentifier(registration)
        case .slot(let slot): return ObjectIdentifier(slot)
        }
    }

    func cachedInstance(in graph: GraphIdentifier) -> Any? {
        switch self {
        case .storage(let registration): return registration.cachedInstance(in: graph)
        case .slot(let slot): return ScopeContext.shared.instance(in: slot)
        }
    }
}

/// Stands for a resolution that found its registration but refused to make an instance (a strict
/// scope policy): the typed resolve returns `nil` without reporting a missing registration.
@usableFromInline
struct RefusedResolution {
    static var marker: Any { RefusedResolution() }
}
