import Foundation
import Testing
@testable import Loom

/// Shared-scope instances (container, weak, custom storages) are created once however many threads
/// ask for them first, and become visible to other threads only once they are complete.
@Suite("Concurrent single-flight creation of shared instances")
struct ConcurrentSingleFlightCreationTests {
    private static let threadCount = 16

    /// Sixteen threads released at once all make the first resolve; the one that gets to the
    /// factory is held there until every thread has arrived, so the others find a creation in
    /// progress rather than a cached instance.
    @Test(arguments: ConcurrentSharedScope.allCases, [false, true])
    func simultaneousFirstResolvesRunTheFactoryOnceAndShareItsInstance(
        scope: ConcurrentSharedScope,
        throughSynchronizedResolver: Bool
    ) {
        let container = Container()
        let slow = ConcurrentSlowFactory(registeredIn: container, scope: scope.objectScope)
        let resolver = throughSynchronizedResolver ? container.concurrentSynchronizedResolver : container
        let arrived = ConcurrentStateCondition(0)
        // Held by the test: keeps weak-scoped instances alive while the threads compare them.
        let instances = ConcurrentLocked<[ConcurrentSlowService?]>([])

        let threads = ConcurrentThreads.start(Self.threadCount) { _ in
            arrived.update { $0 += 1 }
            let service = resolver.resolve(ConcurrentSlowService.self)
            instances.withLock { $0.append(service) }
        }
        slow.inFactory.expectOpens("no thread reached the factory")
        let allArrived = arrived.wait(timeout: ConcurrentTimeout.generous) { $0 == Self.threadCount }
        #expect(allArrived)
        // Give the other threads a moment to reach the creation in progress; correctness does not
        // depend on it, it only makes the contended path the likely one.
        Thread.sleep(forTimeInterval: 0.02)
        slow.release.open()
        #expect(threads.join(), "threads waiting for the creation did not finish")

        let resolved = instances.value
        #expect(slow.calls.value == 1)
        #expect(resolved.count == Self.threadCount)
        #expect(resolved.allSatisfy { $0 != nil })
        #expect(Set(resolved.compactMap { $0.map(ObjectIdentifier.init) }).count == 1)
        #expect(resolver.resolve(ConcurrentSlowService.self) === resolved.first!)
    }

    /// Same without the barrier-and-hold choreography: many rounds of a fresh container, sixteen
    /// threads racing on its first resolve with a factory that merely yields.
    @Test(arguments: ConcurrentSharedScope.allCases)
    func racingFirstResolvesOverManyRoundsNeverCreateTwice(scope: ConcurrentSharedScope) {
        let rounds = 150
        let containers = (0..<rounds).map { _ in Container() }
        let factoryCalls = (0..<rounds).map { _ in ConcurrentCounter() }
        for (container, calls) in zip(containers, factoryCalls) {
            container.register(ConcurrentSlowService.self) { _ in
                let serial = calls.increment()
                sched_yield()
                return ConcurrentSlowService(serial: serial)
            }.inObjectScope(scope.objectScope)
        }
        let barrier = ConcurrentBarrier(count: Self.threadCount)
        let results = ConcurrentLocked([[ConcurrentSlowService?]](repeating: [], count: rounds))

        ConcurrentThreads.run(Self.threadCount) { _ in
            var mine: [ConcurrentSlowService?] = []
            for round in 0..<rounds {
                guard barrier.arriveAndWait() else { return }
                mine.append(containers[round].resolve(ConcurrentSlowService.self))
            }
            results.withLock { all in
                for (round, service) in mine.enumerated() { all[round].append(service) }
            }
        }

        let perRound = results.value
        #expect(factoryCalls.map(\.value) == Array(repeating: 1, count: rounds))
        #expect(perRound.allSatisfy { $0.count == Self.threadCount && $0.allSatisfy { $0 != nil } })
        #expect(perRound.allSatisfy { Set($0.compactMap { $0.map(ObjectIdentifier.init) }).count == 1 })
    }

    /// While the creating thread is still in `initCompleted`, no other thread may get the instance:
    /// they wait, and every one of them sees it fully configured.
    @Test(arguments: [false, true])
    func sharedInstanceReachesOtherThreadsOnlyAfterItsInitCompletedRan(throughSynchronizedResolver: Bool) {
        let container = Container()
        let inInitCompleted = ConcurrentLatch()
        let release = ConcurrentLatch()
        let released = ConcurrentFlag()
        let initCompletedCalls = ConcurrentCounter()
        container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 1) }.inObjectScope(.container)
        container.register(ConcurrentConfigured.self) { _ in ConcurrentConfigured(serial: 1) }
            .inObjectScope(.container)
            .initCompleted { r, configured in
                initCompletedCalls.increment()
                inInitCompleted.open()
                release.wait()
                configured.settings = r.resolve(ConcurrentSettings.self)
                configured.isConfigured = true
            }
        let resolver = throughSynchronizedResolver ? container.concurrentSynchronizedResolver : container
        let arrived = ConcurrentStateCondition(0)
        let seenEarly = ConcurrentCounter()
        let seenIncomplete = ConcurrentCounter()
        let instances = ConcurrentLocked<Set<ObjectIdentifier>>([])

        let threads = ConcurrentThreads.start(Self.threadCount) { _ in
            arrived.update { $0 += 1 }
            guard let configured = resolver.resolve(ConcurrentConfigured.self) else { return }
            if !released.isRaised { seenEarly.increment() }
            if !configured.isConfigured || configured.settings == nil { seenIncomplete.increment() }
            instances.withLock { _ = $0.insert(ObjectIdentifier(configured)) }
        }
        inInitCompleted.expectOpens("initCompleted never ran")
        #expect(arrived.wait(timeout: ConcurrentTimeout.generous) { $0 == Self.threadCount })
        Thread.sleep(forTimeInterval: 0.02)
        released.raise()
        release.open()
        #expect(threads.join())

        #expect(seenEarly.value == 0, "a thread got the instance while its initCompleted was still running")
        #expect(seenIncomplete.value == 0, "a thread got an instance whose initCompleted had not finished")
        #expect(initCompletedCalls.value == 1)
        #expect(instances.value.count == 1)
    }

    /// A weak-scoped instance is shared while the test holds it, and a new one is created — once —
    /// after it has been released.
    @Test
    func weakScopedInstanceIsRecreatedOnceAfterRelease() {
        let container = Container()
        let factoryCalls = ConcurrentCounter()
        container.register(ConcurrentSlowService.self) { _ in
            ConcurrentSlowService(serial: factoryCalls.increment())
        }.inObjectScope(.weak)

        for round in 1...5 {
            let held = ConcurrentLocked<[ConcurrentSlowService]>([])
            ConcurrentThreads.run(8) { _ in
                for _ in 0..<20 {
                    if let service = container.resolve(ConcurrentSlowService.self) {
                        held.withLock { $0.append(service) }
                    }
                }
            }
            // The finished threads' closures may outlive the join for a moment; empty the box so
            // that only `instances` holds the round's instance.
            let instances = held.withLock { held in
                defer { held.removeAll() }
                return held
            }
            #expect(instances.count == 160)
            #expect(Set(instances.map(ObjectIdentifier.init)).count == 1)
            #expect(instances.first?.serial == round)
            #expect(factoryCalls.value == round)
        }
    }
}
