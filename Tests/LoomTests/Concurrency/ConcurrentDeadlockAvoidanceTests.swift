import Foundation
import Testing
@testable import Loom

/// Waiting for another thread's creation never closes a cycle: a thread does not wait for itself,
/// does not wait when that would close a cycle of waiters, and does not wait while it holds the
/// lock of `synchronize()`. Every scenario here is bounded by a timeout that fails instead of hanging.
@Suite("Concurrent resolution never deadlocks")
struct ConcurrentDeadlockAvoidanceTests {
    /// Container-scoped A needs B in its factory; B gets A back in its `initCompleted`.
    private static func cycleContainer() -> Container {
        let container = Container()
        container.register(ConcurrentCycleA.self) { r in
            usleep(20)  // widens the window in which the other end starts too
            return ConcurrentCycleA(b: r.resolve(ConcurrentCycleB.self)!)
        }.inObjectScope(.container)
        container.register(ConcurrentCycleB.self) { _ in ConcurrentCycleB() }
            .inObjectScope(.container)
            .initCompleted { r, b in
                usleep(20)
                b.a = r.resolve(ConcurrentCycleA.self)
            }
        return container
    }

    @Test
    func singletonsResolvingEachOtherStartedFromBothEndsAtOnceNeverDeadlock() {
        let rounds = 400
        let threadCount = 4
        let containers = (0..<rounds).map { _ in Self.cycleContainer() }
        let barrier = ConcurrentBarrier(count: threadCount)
        let results = ConcurrentLocked([[(a: ConcurrentCycleA?, b: ConcurrentCycleB?)]](repeating: [], count: rounds))

        ConcurrentThreads.run(threadCount) { index in
            var mine: [(a: ConcurrentCycleA?, b: ConcurrentCycleB?)] = []
            for round in 0..<rounds {
                guard barrier.arriveAndWait() else { return }  // the other threads are stuck
                let container = containers[round]
                if index.isMultiple(of: 2) {
                    let a = container.resolve(ConcurrentCycleA.self)
                    mine.append((a, container.resolve(ConcurrentCycleB.self)))
                } else {
                    let b = container.resolve(ConcurrentCycleB.self)
                    mine.append((container.resolve(ConcurrentCycleA.self), b))
                }
            }
            results.withLock { all in
                for (round, pair) in mine.enumerated() { all[round].append(pair) }
            }
        }

        var inconsistentRounds: [Int] = []
        for (round, pairs) in results.value.enumerated() {
            let container = containers[round]
            guard let a = container.resolve(ConcurrentCycleA.self), let b = container.resolve(ConcurrentCycleB.self) else {
                inconsistentRounds.append(round)
                continue
            }
            let consistent = pairs.count == threadCount
                && pairs.allSatisfy { $0.a === a && $0.b === b }
                && a.b === b && b.a === a
            if !consistent { inconsistentRounds.append(round) }
        }
        #expect(inconsistentRounds.isEmpty, "rounds whose threads disagree on A and B: \(inconsistentRounds)")
    }

    @Test
    func reentrantGraphScopedCyclesThroughInitCompletedOnManyThreadsResolveConsistently() {
        let container = Container()
        container.register(ConcurrentParent.self) { r in ConcurrentParent(child: r.resolve(ConcurrentChild.self)!) }
        container.register(ConcurrentChild.self) { _ in ConcurrentChild() }
            .initCompleted { r, child in child.parent = r.resolve(ConcurrentParent.self) }
        let broken = ConcurrentCounter()
        let resolved = ConcurrentCounter()

        ConcurrentThreads.run(8) { index in
            for _ in 0..<400 {
                if index.isMultiple(of: 2) {
                    guard let parent = container.resolve(ConcurrentParent.self) else { continue }
                    resolved.increment()
                    if parent.child.parent !== parent { broken.increment() }
                    parent.child.parent = nil  // breaks the reference cycle
                } else {
                    guard let child = container.resolve(ConcurrentChild.self) else { continue }
                    resolved.increment()
                    if child.parent?.child !== child { broken.increment() }
                    child.parent = nil
                }
            }
        }

        #expect(resolved.value == 8 * 400)
        #expect(broken.value == 0, "a graph's cycle did not close on itself")
    }

    @Test
    func reentrantContainerScopedCycleThroughInitCompletedOnManyThreadsCreatesOneConsistentPair() {
        let container = Self.cycleContainer()
        let pairs = ConcurrentLocked<[(ConcurrentCycleA?, ConcurrentCycleB?)]>([])

        ConcurrentThreads.run(16) { index in
            let pair: (ConcurrentCycleA?, ConcurrentCycleB?)
            if index.isMultiple(of: 2) {
                let a = container.resolve(ConcurrentCycleA.self)
                pair = (a, a?.b)
            } else {
                let b = container.resolve(ConcurrentCycleB.self)
                pair = (b?.a, b)
            }
            pairs.withLock { $0.append(pair) }
        }

        let a = container.resolve(ConcurrentCycleA.self)
        let b = container.resolve(ConcurrentCycleB.self)
        #expect(a != nil && b != nil && a?.b === b && b?.a === a)
        #expect(pairs.value.count == 16)
        #expect(pairs.value.allSatisfy { $0.0 === a && $0.1 === b })
    }

    /// How the singleton's factory reaches the plain container's singleton.
    enum DependencyPath: String, CaseIterable, Sendable {
        /// Through the resolver the factory receives (the synchronized container).
        case factoryResolver
        /// Through the plain container itself, captured by the factory.
        case plainContainer
    }

    /// Thread 1 creates plain P, whose factory then resolves through `synchronize()`; thread 2 holds
    /// the synchronize lock in S's factory, which needs P. Thread 1 waits for the lock, so thread 2
    /// must not wait for thread 1's P: it creates P itself, and everyone ends up with one P.
    @Test(arguments: DependencyPath.allCases)
    func plainFactoryResolvingThroughSynchronizeWhileASynchronizedFactoryNeedsItsInstanceDoesNotDeadlock(
        path: DependencyPath
    ) {
        for _ in 0..<10 {
            let container = Container()
            let synchronized = container.concurrentSynchronizedResolver
            let pInFactory = ConcurrentLatch()
            let sInFactory = ConcurrentLatch()
            container.register(ConcurrentNamed.self) { _ in ConcurrentNamed(name: "transient", generation: 0) }
                .inObjectScope(.transient)
            container.register(ConcurrentSettings.self) { [weak synchronized] _ in
                pInFactory.open()
                sInFactory.wait()
                _ = synchronized?.resolve(ConcurrentNamed.self)  // a factory call: needs the lock
                return ConcurrentSettings(serial: 1)
            }.inObjectScope(.container)
            container.register(ConcurrentSingleton.self) { [weak container] r in
                sInFactory.open()
                pInFactory.wait()
                let settings = switch path {
                case .factoryResolver: r.resolve(ConcurrentSettings.self)
                case .plainContainer: container?.resolve(ConcurrentSettings.self)
                }
                return ConcurrentSingleton(serial: 1, settings: settings)
            }.inObjectScope(.container)
            let fromPlain = ConcurrentLocked<ConcurrentSettings?>(nil)
            let fromSynchronized = ConcurrentLocked<ConcurrentSingleton?>(nil)

            let finished = ConcurrentThreads.start(2) { index in
                if index == 0 {
                    let settings = container.resolve(ConcurrentSettings.self)
                    fromPlain.withLock { $0 = settings }
                } else {
                    let singleton = synchronized.resolve(ConcurrentSingleton.self)
                    fromSynchronized.withLock { $0 = singleton }
                }
            }.join(timeout: ConcurrentTimeout.generous)
            #expect(finished, "plain and synchronized resolutions deadlocked")
            guard finished else { return }

            let settings = container.resolve(ConcurrentSettings.self)
            #expect(settings != nil)
            #expect(fromPlain.value === settings)
            #expect(fromSynchronized.value?.settings === settings)
            #expect(synchronized.resolve(ConcurrentSingleton.self) === fromSynchronized.value)
        }
    }

    /// Interdependent singletons (constructor dependencies one way, `initCompleted` ones the other
    /// way round) resolved in random order through the plain container and two synchronized
    /// resolvers from many threads: everything completes and every name resolves to one instance.
    @Test
    func randomMixOfPlainAndSynchronizedResolvesOfInterdependentSingletonsNeverDeadlocks() {
        let nodeCount = 6
        let rounds = 100
        let threadCount = 6
        let containers = (0..<rounds).map { _ in Self.meshContainer(nodeCount: nodeCount) }
        let resolvers = containers.map { [$0, $0.concurrentSynchronizedResolver, $0.concurrentSynchronizedResolver] }
        let barrier = ConcurrentBarrier(count: threadCount)
        let seen = ConcurrentLocked([[String: Set<ObjectIdentifier>]](repeating: [:], count: rounds))

        ConcurrentThreads.run(threadCount) { _ in
            var generator = SystemRandomNumberGenerator()
            for round in 0..<rounds {
                guard barrier.arriveAndWait() else { return }
                var mine: [String: Set<ObjectIdentifier>] = [:]
                for _ in 0..<nodeCount {
                    let name = "n\(Int.random(in: 0..<nodeCount, using: &generator))"
                    let resolver = resolvers[round].randomElement(using: &generator)!
                    if let node = resolver.resolve(ConcurrentMeshNode.self, name: name) {
                        mine[name, default: []].insert(ObjectIdentifier(node))
                    }
                }
                seen.withLock { all in all[round].merge(mine) { $0.union($1) } }
            }
        }

        for (round, container) in containers.enumerated() {
            for index in 0..<nodeCount {
                let name = "n\(index)"
                guard let node = container.resolve(ConcurrentMeshNode.self, name: name) else {
                    Issue.record("round \(round): \(name) did not resolve")
                    continue
                }
                let identities = seen.value[round][name] ?? []
                #expect(identities.isSubset(of: [ObjectIdentifier(node)]), "round \(round): \(name) resolved to several instances")
                #expect(node.isComplete, "round \(round): \(name) was resolved before its initCompleted ran")
            }
        }
    }

    /// `n0 … n(k-1)`: `ni` takes `n(i-1)` in its factory and resolves `n(i+1)` (wrapping round) in
    /// `initCompleted`, so the graph has cycles in both directions.
    private static func meshContainer(nodeCount: Int) -> Container {
        let container = Container()
        for index in 0..<nodeCount {
            container.register(ConcurrentMeshNode.self, name: "n\(index)") { r in
                usleep(10)
                let previous = index == 0 ? nil : r.resolve(ConcurrentMeshNode.self, name: "n\(index - 1)")
                return ConcurrentMeshNode(name: "n\(index)", previous: previous)
            }
            .inObjectScope(.container)
            .initCompleted { r, node in
                node.next = r.resolve(ConcurrentMeshNode.self, name: "n\((index + 1) % nodeCount)")
                node.isComplete = true
            }
        }
        return container
    }

    /// A thread that holds one hierarchy's `synchronize()` lock must not wait for a creation in an
    /// unrelated container: the creator may be waiting for that very lock.
    ///
    /// Thread 1 creates X in a second, unrelated container; X's factory resolves a transient
    /// through the first container's synchronized resolver, so it needs the first hierarchy's lock.
    /// Thread 2 holds that lock in S's factory (through the synchronized resolver) and resolves X.
    /// Thread 2 must create X itself rather than wait for thread 1, which waits for the lock thread 2
    /// holds. (Regression test: when "holds the lock" was counted per hierarchy, thread 2 waited and
    /// both threads stayed blocked forever; a regression leaves them blocked and fails here.)
    @Test
    func threadHoldingTheSynchronizeLockNeverWaitsForACreationInAnotherContainer() {
        let first = Container()
        let firstSynchronized = first.concurrentSynchronizedResolver
        let second = Container()
        let xInFactory = ConcurrentLatch()
        let lockHeld = ConcurrentLatch()
        first.register(ConcurrentNamed.self) { _ in ConcurrentNamed(name: "transient", generation: 0) }
            .inObjectScope(.transient)
        second.register(ConcurrentSettings.self) { _ in
            xInFactory.open()
            lockHeld.wait()
            _ = firstSynchronized.resolve(ConcurrentNamed.self)
            return ConcurrentSettings(serial: 1)
        }.inObjectScope(.container)
        first.register(ConcurrentSingleton.self) { _ in
            lockHeld.open()
            xInFactory.wait()
            return ConcurrentSingleton(serial: 1, settings: second.resolve(ConcurrentSettings.self))
        }.inObjectScope(.container)

        let threads = ConcurrentThreads.start(2) { index in
            if index == 0 {
                _ = second.resolve(ConcurrentSettings.self)
            } else {
                _ = firstSynchronized.resolve(ConcurrentSingleton.self)
            }
        }
        #expect(threads.join(timeout: ConcurrentTimeout.generous), "deadlock: a thread holding a synchronize() lock waited in the CreationGate")
        #expect(second.resolve(ConcurrentSettings.self) != nil)
        #expect(firstSynchronized.resolve(ConcurrentSingleton.self)?.settings === second.resolve(ConcurrentSettings.self))
    }
}

/// A node of the mesh in ``ConcurrentDeadlockAvoidanceTests``: plain `var`s, so TSan reports any
/// thread that sees a node before its `initCompleted` finished writing them.
final class ConcurrentMeshNode {
    let name: String
    let previous: ConcurrentMeshNode?
    var next: ConcurrentMeshNode?
    var isComplete = false

    init(name: String, previous: ConcurrentMeshNode?) {
        self.name = name
        self.previous = previous
    }
}

/// A graph-scoped parent that needs its child in its initialiser …
final class ConcurrentParent {
    let child: ConcurrentChild

    init(child: ConcurrentChild) {
        self.child = child
    }
}

/// … and the child that gets its parent back, strongly, through `initCompleted`.
final class ConcurrentChild {
    var parent: ConcurrentParent?
}
