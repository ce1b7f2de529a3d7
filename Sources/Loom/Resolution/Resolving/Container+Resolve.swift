// Every `@inline(__always)` in this file is on the resolve path and was measured only together with
// the rest of Loom's (Benchmarks/README.md, *Inlining*): all out of line, A 749 → 840,
// C 17,898 → 21,858, F 5,294 → 5,886 instructions.

/// The way into the engine: from a typed resolve to the registration, and back to a typed result.
///
/// 1. The typed entry points (`API/Resolving/Container+Resolving.swift`) build nothing but a
///    pointer to the argument tuple and call ``resolveInstance(_:_:name:arguments:)``.
/// 2. ``lookUp(_:cached:needsRegistration:)`` finds the registration — this container's own, then
///    its ancestors' — and, under the same lock hold, what its cache already knows (a
///    ``CacheReading``); a container-scoped cache hit returns here.
/// 3. A top-level scoped cache hit returns from ``ScopeContext``; a top-level transient resolve, or a
///    graph-scoped one without `initCompleted`, runs its factory without a resolution context; everything else is ``produce(_:_:)``d
///    (`Container+Produce.swift`).
/// 4. ``typedService(_:as:otherwise:)`` turns the instance into the `Service`; without one,
///    ``resolveFallback(key:replay:)`` tries `Lazy`, `Provider` and `Optional`, then reports.
extension Container {
    /// How deeply resolutions may nest before Loom reports a circular dependency: the 201st nested
    /// resolve stops, as in Swinject.
    static let maximumResolutionDepth = 200

    /// Every typed resolve with runtime arguments ends here: the pack methods hand over one tuple
    /// value of a plain generic type, the form the Swift 6.3 compiler handles everywhere (a closure
    /// over a pack tuple crashes it). Inlinable, so that this thin typed shell is specialised in the
    /// caller and only the untyped core is called. (Only `_resolve` has an option; it builds its key
    /// itself, so this path carries none.)
    // @inlinable: row D, 1,379 → 1,501 instructions without it.
    @inlinable
    func resolve<Service, Arguments>(
        _: Service.Type,
        name: String?,
        arguments: Arguments
    ) -> Service? {
        guard var instance = withUnsafePointer(to: arguments, {
            resolveInstance(Service.self, Arguments.self, name: name, arguments: UnsafeRawPointer($0))
        }) else {
            return resolveFallback(Service.self, name: name, arguments: arguments)
        }
        return typedService(&instance, as: Service.self) {
            resolveFallback(Service.self, name: name, arguments: arguments, producedType: $0)
        }
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
        let key = ServiceKey(serviceType: serviceType, argumentsType: argumentsType, name: name, marker: .none)
        return resolveInstance(for: key, .arguments(arguments))
    }

    /// The registered instance for `key`, or `nil` when nothing is registered under it.
    ///
    /// Everything from the lookup to the factory's return happens inside one section of the
    /// hierarchy's ``ReaderGuard``: the registration is found without the registry's lock and used
    /// without being retained (two threads resolving one transient would otherwise both write its
    /// reference count), and a registration replaced meanwhile is released only after the section.
    func resolveInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
        threadResolutions.withValue { state in
            let section = readerGuard.enter(slot: state.readerSlot)
            defer { readerGuard.leave(section) }
            // One atomic load unless `withOverrides` was ever used in this process.
            if Overlay.anyEverBound, let overlay = Overlay.bound(over: self) {
                return overlay.resolveInstance(for: key, call)
            }
            if key.serviceType == GraphIdentifier.self, key == .graphIdentifier {
                return currentObjectGraph
            }
            if ObserverList.observedPathWanted {
                // One load when no observer is installed and no dependency graph is being recorded.
                return observedInstance(for: key, call)
            }
            var cacheHit = false
            return resolveInstance(for: key, call, cacheHit: &cacheHit, state: state)
        }
    }

    /// ``resolveInstance(for:_:)`` itself, inside its reader section; `cacheHit` is set when a cache
    /// held the instance. Inlined into its callers, so that the unobserved one pays nothing for `cacheHit`.
    ///
    /// A cached instance the lookup finds goes to `state.foundInstance` and is taken from there by
    /// whoever hands it out, not to a local `Any?`: destroying that local, empty on nearly every
    /// resolve, went through the runtime's generic `Optional` value witnesses — about 50
    /// instructions per resolve (callgrind, scenario C: 23,170 → 21,725 per root of 21 resolves).
    @inline(__always)
    func resolveInstance(for key: ServiceKey, _ call: FactoryCall, cacheHit: inout Bool, state: ThreadResolutions) -> Any? {
        #if DEBUG
        defer { state.assertNoFoundInstance() }
        #endif
        guard var found = lookUp(key, cached: &state.foundInstance, needsRegistration: false) else { return nil }
        if found.registration == nil {
            if state.mayReturnCachedInstance(in: hierarchyID) {
                // A container-scoped cache hit: nothing to enter, create or complete. Moved out, not
                // copied: copying an `Any?` goes through the runtime's generic value witnesses.
                cacheHit = true
                return state.takeFoundInstance()
            }
            // Rare: the depth limit, or a restored graph, needs the registration after all.
            state.foundInstance = nil
            guard let again = lookUp(key, cached: &state.foundInstance, needsRegistration: true) else { return nil }
            found = again
        }
        guard let registration = found.registration else { return nil }
        let reading = found.reading
        if let reading, reading.sharing == .scoped, let storage = reading.scopedStorage,
           state.isIdle(in: hierarchyID),
           scopeContext.copyCurrentInstance(
               of: registration._withUnsafeGuaranteedRef { IdentityKey($0) }, storage: storage,
               readerSlot: state.readerSlot, to: &state.foundInstance) {
            // A top-level scoped cache hit: no chain that could hold it captive, nothing to create.
            cacheHit = true
            return state.takeFoundInstance()
        }
        // Borrowed, not retained: the reader section keeps the registration alive.
        return registration._withUnsafeGuaranteedRef { registration -> Any? in
            if let reading, reading.mayStartWithoutContext,
               state.beginWithoutContext(in: hierarchyID, resolving: registration) {
                defer { state.endWithoutContext(in: hierarchyID) }
                let instance = createWithoutContext(registration, call, hasInitCompleted: reading.hasInitCompleted, state: state)
                guard reading.sharing == .perGraph else { return instance }
                return keepGraphRoot(instance, of: registration, state: state)
            }
            let produced = state.withContext(for: hierarchyID) { context in
                produce(registration, call, reading, state: state, context: context)
            }
            return produced
        }
    }

    /// Runs `body` inside a section of the hierarchy's ``ReaderGuard``, for a lookup outside a
    /// resolve that hands out what it finds retained.
    func readingRegistries<Result>(_ body: () -> Result) -> Result {
        ThreadResolutions.withCurrent { state in
            let section = readerGuard.enter(slot: state.readerSlot)
            defer { readerGuard.leave(section) }
            return body()
        }
    }

    /// ``resolveFallback(_:name:arguments:producedType:)`` for a resolve without runtime arguments,
    /// whose `Resolver` argument is made only when a wrapper or a report needs it: a plain miss
    /// nobody listens to then neither retains nor releases the container (scenario N).
    @usableFromInline @inline(never)
    func resolveFallback<Service>(_: Service.Type, name: String?) -> Service? {
        if isUnheardMiss(of: Service.self) { return nil }
        return resolveFallback(Service.self, name: name, arguments: self as Resolver)
    }

    /// Whether a resolve of `Service` that found no registration ends there: nobody listens (logging
    /// off, no `require` recording, no observer) and `Service` is no wrapper to build — the miss
    /// costs no key, no replayable arguments and no report.
    @inline(__always)
    func isUnheardMiss<Service>(of _: Service.Type) -> Bool {
        !debugHelper.isReportingFailures && !Self.failuresAreWanted && !WrapperTypes.contains(Service.self)
    }

    /// ``resolveFallback(key:replay:)`` for Loom's own typed resolves, kept out of line: the common
    /// path never gets here.
    @usableFromInline @inline(never)
    func resolveFallback<Service, Arguments>(
        _: Service.Type,
        name: String?,
        arguments: Arguments,
        producedType: Any.Type? = nil
    ) -> Service? {
        // A plain miss nobody listens to (logging off, no `require`, no observer) of a type that is no
        // wrapper ends here: no key, no replayable arguments, no report (scenario N).
        if producedType == nil, isUnheardMiss(of: Service.self) {
            return nil
        }
        let key = ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        return resolveFallback(key: key, replay: FactoryCall.replaying(arguments), producedType: producedType)
    }

    /// After the registration itself did not give a `Service`: `Lazy`, `Provider` and `Optional`
    /// wrappers, then the failure report. `producedType`: the type of what the registration under
    /// `key` produced, when that was not a `Service`.
    func resolveFallback<Service>(key: ServiceKey, replay: @escaping FactoryCall.Replay, producedType: Any.Type? = nil) -> Service? {
        if key == .graphIdentifier {
            return nil  // no resolution in progress: there is no graph, and nothing failed
        }
        if let wrapper: Service = resolveAsWrapper(key: key, replay: replay) {
            return wrapper
        }
        reportResolutionFailure(of: Service.self, key: key, producedType: producedType)
        return nil
    }

    /// The registration for `key`: this container's own first, then its ancestors'.
    ///
    /// Recursive rather than a loop over a `var container`: walking with a variable retains and
    /// releases every container on the way, the recursion borrows each from its child.
    func registration(for key: ServiceKey) -> Registration? {
        if let registration = registry.registration(for: key) { return registration }
        if let overlay {
            return readingRegistries {
                var cached: Any?
                return overlay.lookUpBelow(key, cached: &cached, needsRegistration: true, in: self)?.registration?.takeUnretainedValue()
            }
        }
        return parent?.registration(for: key)
    }

    /// ``registration(for:)`` with what its registration knows before the graph is known, read
    /// under the same lock (see ``Registry/lookUp(_:cached:needsRegistration:)``).
    func lookUp(
        _ key: ServiceKey,
        cached: inout Any?,
        needsRegistration: Bool
    ) -> Registry.Found? {
        if let found = registry.lookUp(key, cached: &cached, needsRegistration: needsRegistration) { return found }
        if let overlay {
            return overlay.lookUpBelow(key, cached: &cached, needsRegistration: needsRegistration, in: self)
        }
        return parent?.lookUp(key, cached: &cached, needsRegistration: needsRegistration)
    }
}
