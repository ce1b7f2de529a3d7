import Foundation
import Testing
@testable import Loom

/// A slow factory delays only the resolves that need the very instance it is creating.
///
/// Each test holds a factory inside a blocked call and releases it only *after* other resolves
/// completed: if those resolves were blocked behind the slow factory, they could not complete, the
/// wait for them times out and the test fails (then releases the factory so nothing hangs).
@Suite("Concurrent resolves are not blocked by a slow factory")
struct ConcurrentNonBlockingTests {
    /// A container with a container-scoped ``ConcurrentSlowService`` whose factory blocks until
    /// `slow.release` opens, plus unrelated registrations of every scope.
    private struct SlowFixture {
        let graph = ConcurrentGraphFixture()
        let slow: ConcurrentSlowFactory
        var container: Container { graph.container }

        init() {
            slow = ConcurrentSlowFactory(registeredIn: graph.container)
            graph.container.register(ConcurrentNamed.self) { _ in ConcurrentNamed(name: "transient", generation: 0) }
                .inObjectScope(.transient)
            graph.container.register(ConcurrentNamed.self, name: "unrelated singleton") { _ in
                ConcurrentNamed(name: "unrelated singleton", generation: 0)
            }.inObjectScope(.container)
        }
    }

    @Test
    func slowFactoryDoesNotBlockResolvesOfUnrelatedRegistrationsOnOtherThreads() {
        let fixture = SlowFixture()
        let container = fixture.container
        let (creator, created) = fixture.slow.startBlockedCreation(through: container)

        // Unrelated resolves of every scope, including first creations of other singletons.
        let finished = ConcurrentThreads.start(4) { _ in
            for _ in 0..<20 {
                _ = container.resolve(ConcurrentRoot.self)
                _ = container.resolve(ConcurrentNamed.self)
                _ = container.resolve(ConcurrentNamed.self, name: "unrelated singleton")
            }
        }.join(timeout: ConcurrentTimeout.generous)
        #expect(finished, "unrelated resolves were blocked by a slow factory")
        #expect(!fixture.slow.release.isOpen)

        fixture.slow.release.open()
        #expect(creator.join())
        #expect(created.value != nil)
        #expect(fixture.slow.calls.value == 1)
    }

    @Test
    func slowFactoryDoesNotBlockCacheHitsOfAnAlreadyCreatedSingleton() {
        let fixture = SlowFixture()
        let container = fixture.container
        let singleton = container.resolve(ConcurrentSingleton.self)
        #expect(singleton != nil)
        let (creator, _) = fixture.slow.startBlockedCreation(through: container)

        let hits = ConcurrentLocked<Set<ObjectIdentifier>>([])
        let finished = ConcurrentThreads.start(4) { _ in
            for _ in 0..<50 {
                if let hit = container.resolve(ConcurrentSingleton.self) {
                    hits.withLock { _ = $0.insert(ObjectIdentifier(hit)) }
                }
            }
        }.join(timeout: ConcurrentTimeout.generous)
        #expect(finished, "cache hits were blocked by a slow factory")
        #expect(hits.value == [ObjectIdentifier(singleton!)])

        fixture.slow.release.open()
        #expect(creator.join())
    }

    /// The flip side: a resolve that needs the instance being created waits for it (and so gets the
    /// same instance) rather than creating a second one.
    @Test
    func resolveOfTheInstanceBeingCreatedWaitsForTheCreator() {
        let fixture = SlowFixture()
        let container = fixture.container
        let (creator, created) = fixture.slow.startBlockedCreation(through: container)
        let released = ConcurrentFlag()
        let returnedEarly = ConcurrentCounter()
        let waiterResult = ConcurrentLocked<ConcurrentSlowService?>(nil)

        let waiter = ConcurrentThreads.start(1) { _ in
            let service = container.resolve(ConcurrentSlowService.self)
            if !released.isRaised { returnedEarly.increment() }
            waiterResult.withLock { $0 = service }
        }
        // Prove the other registrations are still fine while both threads are held up.
        #expect(container.resolve(ConcurrentRoot.self)?.isWellFormed == true)
        released.raise()
        fixture.slow.release.open()
        #expect(creator.join())
        #expect(waiter.join())

        #expect(returnedEarly.value == 0)
        #expect(fixture.slow.calls.value == 1)
        #expect(waiterResult.value != nil && waiterResult.value === created.value)
    }

    /// Graph-scoped instances are per resolution: a factory blocked in one thread's graph does not
    /// hold up another thread resolving the same registration into its own graph.
    @Test
    func blockedGraphScopedFactoryDoesNotBlockTheSameRegistrationInAnotherGraph() {
        let container = Container()
        let slow = ConcurrentSlowFactory(registeredIn: container, scope: .graph, onlyFirstCallBlocks: true)
        let (creator, first) = slow.startBlockedCreation(through: container)

        let second = ConcurrentLocked<ConcurrentSlowService?>(nil)
        let finished = ConcurrentThreads.start(1) { _ in
            let service = container.resolve(ConcurrentSlowService.self)
            second.withLock { $0 = service }
        }.join(timeout: ConcurrentTimeout.generous)
        #expect(finished, "a graph-scoped resolve waited for another graph's creation")
        #expect(!slow.release.isOpen)

        slow.release.open()
        #expect(creator.join())
        #expect(first.value?.serial == 1)
        #expect(second.value?.serial == 2)
    }
}
