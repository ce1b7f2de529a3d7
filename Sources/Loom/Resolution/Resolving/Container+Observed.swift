/// Resolving while observers are installed or a dependency graph is being recorded: the same
/// engine, between begin and end events, with the graph recorder told of each resolve of the
/// hierarchy it records. Never reached while neither is the case.
extension Container {
    @inline(never)
    func observedInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
        // Only the thread running a `verify()` has a recorder, and only for its sandbox's hierarchy:
        // every other resolve goes on exactly as it would have.
        guard let recorder = DependencyGraphRecorder.recording(hierarchyID) else {
            if let run = DependencyGraphRecorder.current {
                // This thread verifies another hierarchy: a factory resolving on a container it captured.
                if let sandbox = run.answering(self) {
                    return sandbox.observedInstance(for: key, call)
                }
                run.resolvedElsewhere(key, in: self)
            }
            return eventfulInstance(for: key, call)
        }
        let entered = recorder.willResolve(key, in: self)
        defer { recorder.didResolve(entered) }
        return eventfulInstance(for: key, call)
    }

    /// ``resolveInstance(for:_:cacheHit:state:)`` between the observers' begin and end events, if any
    /// observer is installed; the plain resolve otherwise.
    private func eventfulInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
        guard ObserverList.isActive else {
            var cacheHit = false
            return ThreadResolutions.withCurrent { resolveInstance(for: key, call, cacheHit: &cacheHit, state: $0) }
        }
        let observers = ObserverList.shared.current
        let depth = ObservedDepth.current.enter()
        defer { ObservedDepth.current.leave() }
        let begin = ResolutionEvent(of: key, depth: depth, durationNanoseconds: 0, cacheHit: false)
        for observer in observers { observer.resolutionWillBegin(begin) }
        // A container-scoped instance already made: a hit, even when the engine has to take its
        // longer path to hand it out (a graph restored on this thread, the depth limit).
        var peeked: Any?
        let cachedBefore = lookUp(key, cached: &peeked, needsRegistration: false).map { $0.registration == nil } ?? false
        peeked = nil
        let start = ObserverList.now()
        var cacheHit = false
        let instance = ThreadResolutions.withCurrent { resolveInstance(for: key, call, cacheHit: &cacheHit, state: $0) }
        let duration = ObserverList.now() - start
        cacheHit = cacheHit || cachedBefore
        guard let instance, !holdsExactly(instance, RefusedResolution.self) else { return instance }
        let end = ResolutionEvent(of: key, depth: depth, durationNanoseconds: duration, cacheHit: cacheHit)
        for observer in observers {
            observer.resolutionDidEnd(end)
            if let threshold = observer.slowResolutionThreshold, duration >= threshold {
                observer.resolutionWasSlow(end)
            }
        }
        return instance
    }
}

/// How deeply observed resolves are nested on this thread.
///
/// Thread-confined (one per thread, through `ThreadLocal`), hence `@exclusivity(unchecked)`.
final class ObservedDepth {
    private static let storage = ThreadLocal { ObservedDepth() }

    static var current: ObservedDepth { storage.value }

    @exclusivity(unchecked) private var depth = 0

    func enter() -> Int {
        depth += 1
        return depth
    }

    func leave() {
        depth -= 1
    }
}
