// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// Resolving one registration inside a resolution context, in four steps:
///
/// 1. **reuse** — an instance the caches already hold for this resolve: the registration's storage,
///    the graph's instances, the current scope id's slot, or one this resolution is still
///    completing (a cycle). Otherwise it decides where a new instance will be kept (``Creation``).
///    Written out in ``produce(_:_:_:state:context:)``, which returns what it finds.
/// 2. **admit** — for a shared instance, pass the ``CreationGate`` so that concurrent first
///    resolves create it once (the others wait, then reuse it).
/// 3. **create** — call the factory, outside every lock but the hierarchy lock of `synchronize()`.
/// 4. **keep** — cache the instance as its scope says (a nested resolution that cached one first
///    wins) and run `initCompleted`; a shared instance becomes visible to other threads only after
///    `initCompleted` ran.
extension Container {
    /// What step 1 (reuse) decided about an instance to create: what the registration's cache said, and
    /// where the instance will be kept (`nil`: nowhere shared — transient, graph or one-off).
    struct Creation {
        let reading: CacheReading
        let home: InstanceHome?
    }

    /// Resolves one registration in this thread's resolution context for the hierarchy, entering
    /// one if none is in progress (what `Lazy`, `Provider` and `Optional` wrappers call).
    func produce(_ registration: Registration, _ call: FactoryCall) -> Any {
        ThreadResolutions.withCurrent { state in
            state.withContext(for: hierarchyID) { context in
                produce(registration, call, nil, state: state, context: context)
            }
        }
    }

    /// Resolves one registration inside `context`, which the caller entered and finishes. `reading`:
    /// what ``Registry/lookUp(_:cached:needsRegistration:)`` already read, if anything; an instance
    /// it found (`reading.foundCached`) waits in `state.foundInstance`.
    ///
    /// Step 1, **reuse**, is written out here rather than called: each instance it finds is returned
    /// straight from this function. (`Any` is address-only: handed back through an `Any?` result,
    /// every found or missed instance would be copied and destroyed through the runtime's generic
    /// value witnesses — a fifth more instructions per graph-scoped resolve.) Never inlined: its
    /// callers hold `cached` in a closure's box, and inlined, the optimiser copies it out of the
    /// box on every resolve (measured: 20 % more instructions per graph-scoped root).
    @inline(never)
    func produce(
        _ registration: Registration,
        _ call: FactoryCall,
        _ reading: CacheReading?,
        state: ThreadResolutions,
        context: ResolutionContext
    ) -> Any {
        guard context.push(registration) else {
            if reading?.foundCached == true {
                state.foundInstance = nil  // the depth limit: the found instance is not handed out
            }
            return circularDependencyDetected(path: context.path + [registration])
        }
        defer { context.pop() }

        // 1. Reuse: an instance the caches hold for this resolve, else what the new one's creation needs.
        if let reading, reading.sharing == .none {
            // Transient: nothing cached, nothing in progress.
            return create(registration, call, Creation(reading: reading, home: nil), in: context, state: state)
        }
        let known: CacheReading
        if let reading, reading.sharing == .scoped {
            known = reading  // its instances are found by slot, below: no storage, nothing in progress
        } else if let reading, !reading.needsGraph || (reading.sharing == .perGraph && !context.graphEscaped) {
            if reading.foundCached, let cached = state.takeFoundInstance() {
                return cached  // a cache hit the depth limit or a restored graph kept off the fast path
            }
            if let existing = context.instanceInProgress(of: registration, sharing: reading.sharing) {
                return existing
            }
            known = reading
        } else {
            let prepared = registration.prepare(in: context.graph, resumingGraph: context.graphEscaped)
            if let existing = prepared.instance
                ?? context.instanceInProgress(of: registration, sharing: prepared.reading.sharing) {
                return existing
            }
            known = prepared.reading
        }
        let home: InstanceHome?
        switch known.sharing {
        case .none, .perGraph:
            home = nil
        case .shared:
            home = .storage(registration)
        case .scoped:
            switch scopedHome(of: registration, kind: known.scopeKind, in: context) {
            case .instance(let existing):
                return existing
            case .refused:
                return RefusedResolution.marker
            case .oneOff:
                home = nil
            case .unscoped(let kind, let asker):
                return createOneOff(registration, call, known, kind: kind, askedBy: asker, in: context, state: state)
            case .slot(let slot):
                if let existing = context.unpublishedInstance(for: ObjectIdentifier(slot)) {
                    return existing
                }
                home = .slot(slot, in: scopeContext)
            }
        }

        // 2.–4. Admit, create, keep.
        return create(registration, call, Creation(reading: known, home: home), in: context, state: state)
    }

    /// Creates a one-off instance of a scoped registration resolved with no id of `kind` current,
    /// and reports it once it exists: a factory that threw or was refused made nothing to report.
    @inline(never)
    private func createOneOff(
        _ registration: Registration,
        _ call: FactoryCall,
        _ reading: CacheReading,
        kind: ScopeKind,
        askedBy asker: Registration?,
        in context: ResolutionContext,
        state: ThreadResolutions
    ) -> Any {
        let instance = create(registration, call, Creation(reading: reading, home: nil), in: context, state: state)
        if !isRefusal(instance) {
            reportOneOff(of: registration, kind: kind, askedBy: asker)
        }
        return instance
    }

    // MARK: 2. Admit

    private enum Admission {
        case cached(Any)
        case create(ownsGate: Bool)
    }

    /// Passes the creation gate of a shared instance: wait while another thread creates it (then
    /// return its instance), or become the one to create it.
    private func admit(_ home: InstanceHome, in graph: GraphIdentifier, state: ThreadResolutions) -> Admission {
        let gate = CreationGate.shared
        while true {
            let admission = gate.enter(home.gateKey, as: ObjectIdentifier(state), mayWait: state.synchronizeLocksHeld == 0)
            switch admission {
            case .owner:
                if let existing = home.cachedInstance(in: graph) {
                    gate.leave(home.gateKey)
                    return .cached(existing)  // created between the first look and the gate
                }
                return .create(ownsGate: true)
            case .unowned:
                return .create(ownsGate: false)
            case .retry:
                if let existing = home.cachedInstance(in: graph) { return .cached(existing) }
            }
        }
    }

    // MARK: 3. Create

    /// Admits, creates and keeps a new instance; refuses a registration whose factory is async
    /// (only `resolveAsync` can call it: a synchronous resolve returns what that made, if anything).
    private func create(
        _ registration: Registration,
        _ call: FactoryCall,
        _ creation: Creation,
        in context: ResolutionContext,
        state: ThreadResolutions
    ) -> Any {
        if creation.reading.isAsync {
            let kind = creation.reading.sharing == .scoped ? creation.reading.scopeKind : nil
            reportSynchronousResolve(of: registration, kind: kind)
            return RefusedResolution.marker
        }
        var ownsGate = false
        if let home = creation.home {
            switch admit(home, in: context.graph, state: state) {
            case .cached(let existing):
                return existing
            case .create(let owner):
                ownsGate = owner
            }
        }
        var endedScope = false
        let created = callFactory(registration, call, creation, in: context, state: state, endedScope: &endedScope)
        if let home = creation.home {
            if ownsGate {
                CreationGate.shared.leave(home.gateKey)
            }
            if endedScope, case .slot(let slot, _) = home {
                registration.dispose(created, endingScope: slot.owner)  // outside every lock
            }
        }
        return created
    }

    /// Calls the factory — under the hierarchy lock of `synchronize()` if there is one — and keeps the
    /// instance. `endedScope` is set when the instance's scope ended while it was being created:
    /// dispose it. (An out-parameter: a returned tuple holding an `Any` is copied out of.)
    private func callFactory(
        _ registration: Registration,
        _ call: FactoryCall,
        _ creation: Creation,
        in context: ResolutionContext,
        state: ThreadResolutions,
        endedScope: inout Bool
    ) -> Any {
        withFactoryLock(state) {
            if synchronized, let home = creation.home, let existing = home.cachedInstance(in: context.graph) {
                return existing  // created while this thread waited for the hierarchy lock
            }
            // A refused `@MainActor` factory returns the refusal marker, which `keep` never caches.
            return keep(call(registration.factory), of: registration, creation, in: context, endedScope: &endedScope)
        }
    }

    /// A top-level transient (or graph-scoped, see ``CacheReading/mayStartWithoutContext``) resolve begun without a context
    /// (``ThreadResolutions/beginWithoutContext(in:resolving:)``): the factory, under the hierarchy
    /// lock of `synchronize()` if there is one, then `initCompleted`.
    @inline(__always)
    func createWithoutContext(
        _ registration: Registration,
        _ call: FactoryCall,
        hasInitCompleted: Bool,
        state: ThreadResolutions
    ) -> Any {
        withFactoryLock(state) {
            let instance = call(registration.factory)
            if hasInitCompleted {  // skips the refusal marker of a throwing or `@MainActor` factory
                registration.runInitCompleted(resolver: self, instance: instance)
            }
            return instance
        }
    }

    /// A graph-scoped root made by ``createWithoutContext(_:_:hasInitCompleted:state:)``: when its
    /// factory's nested resolves made a context, the root is kept in that graph as ``produce(_:_:_:state:context:)``
    /// would have kept it (an instance a cycle through the factory kept first wins; an escaped graph
    /// remembers it when it finishes). Without a context nothing else is in the graph: there is
    /// nothing to keep.
    @inline(__always)
    func keepGraphRoot(_ instance: Any, of registration: Registration, state: ThreadResolutions) -> Any {
        guard state.madeContextWhilePending else { return instance }
        return keepGraphRoot(instance, of: registration, in: state.context(for: hierarchyID)!)
    }

    /// ``keepGraphRoot(_:of:state:)`` once the factory made a context; out of line, so that the
    /// transient path it shares stays as small as it was.
    @inline(never)
    private func keepGraphRoot(_ instance: Any, of registration: Registration, in context: ResolutionContext) -> Any {
        // The graph branch of `keep`, repeated: sharing one helper (returning `Any?`, or taking the
        // instance `inout`) cost every graph resolution 3 % more instructions (callgrind, scenario C).
        if let existing = context.graphInstance(of: registration) {
            return existing
        }
        if type(of: instance) is AnyClass {
            context.graphInstances.append(GraphInstance(registration: registration, graph: context.graph, instance: instance))
        }
        return instance
    }

    /// Runs `body` under the hierarchy lock of `synchronize()` when this container has one, counted
    /// in `state` so that the creation gate never makes a thread holding it wait.
    @inline(__always)
    private func withFactoryLock(_ state: ThreadResolutions, _ body: () -> Any) -> Any {
        guard synchronized else { return body() }
        hierarchyLock.lock()
        state.synchronizeLocksHeld += 1
        defer {
            state.synchronizeLocksHeld -= 1
            hierarchyLock.unlock()
        }
        return body()
    }

    // MARK: 4. Keep

    /// Caches a newly created instance as its scope says and runs `initCompleted` on it; returns the
    /// instance the resolution hands out (an earlier one, if a cycle through the factory made one).
    private func keep(
        _ instance: Any,
        of registration: Registration,
        _ creation: Creation,
        in context: ResolutionContext,
        endedScope: inout Bool
    ) -> Any {
        let runsInitCompleted = creation.reading.hasInitCompleted
        if let home = creation.home {
            return keepShared(instance, of: registration, in: home, runsInitCompleted: runsInitCompleted,
                              context: context, endedScope: &endedScope)
        }
        if creation.reading.sharing == .perGraph {
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

    /// Whether `instance` is the refusal marker: what a throwing factory that threw, or a
    /// `@MainActor` factory resolved off the main actor, returns. Out of line, so that `keep` stays
    /// small enough to be inlined where it was.
    @inline(never)
    private func isRefusal(_ instance: Any) -> Bool {
        holdsExactly(instance, RefusedResolution.self)
    }

    /// ``keep(_:of:_:in:endedScope:)`` for an instance shared beyond this resolution. Other threads
    /// see it only once `initCompleted` has run; this resolution (a cycle through `initCompleted`)
    /// sees it at once. Storing keeps an instance a cycle through the factory cached first; look
    /// before running `initCompleted` on a loser.
    private func keepShared(
        _ instance: Any,
        of registration: Registration,
        in home: InstanceHome,
        runsInitCompleted: Bool,
        context: ResolutionContext,
        endedScope: inout Bool
    ) -> Any {
        // A refused factory (a throwing one that threw, a `@MainActor` one off the main actor)
        // returned the refusal marker, already reported: it must not be cached. Checked here and in `runInitCompleted` only — a graph instance is kept only if
        // it is a class, which the marker is not — so that `keep` stays as small as it was.
        if isRefusal(instance) { return instance }
        if runsInitCompleted {
            if let existing = home.cachedInstance(in: context.graph) {
                return existing
            }
            context.unpublished.append((home.gateKey, instance))
            registration.runInitCompleted(resolver: self, instance: instance)
            context.unpublished.removeLast()
        }
        switch home {
        case .storage:
            let stored = registration.store(instance, in: context.graph)
            guard stored.isNew else { return stored.instance }
            context.created.append((registration, instance))
            return instance
        case .slot(let slot, let scopeContext):
            switch scopeContext.store(instance, in: slot) {
            case .stored:
                return instance
            case .existing(let existing):
                // A resolution that could not wait cached one first — a cycle through the factory,
                // or a thread holding the hierarchy lock of `synchronize()`, which never waits in the
                // gate. No scope owns this instance, so it is disposed now, once, like every other
                // scoped instance (under that hierarchy lock if this thread holds it).
                registration.dispose(instance, endingScope: slot.owner)
                return existing
            case .ended:
                endedScope = true
                return instance
            }
        }
    }
}
