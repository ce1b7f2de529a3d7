/// Resolving while observers are installed: the same engine, between begin and end events.
/// Never reached while none is installed.
extension Container {
    @inline(never)
    func observedInstance(for key: ServiceKey, _ call: FactoryCall) -> Any? {
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
