import Foundation
import Testing
@testable import Loom

/// Lookups read a snapshot of the registry without its lock once a container has been resolved from
/// for a while; every change must still be seen at once, and replaced instances released as before.
@Suite("Registry snapshot: lock-free lookups that see every change")
struct RegistrySnapshotTests {
    private final class Engine {}
    private final class Wheel {}

    /// Enough resolves for the registry to publish its snapshot (16 plus one per key, see `Registry`).
    private static func warmUp(_ container: Container, _ resolve: () -> Void) {
        for _ in 0..<64 { resolve() }
        #expect(container.registry.snapshots.current != nil, "the test needs a published snapshot")
    }

    @Test func replacingARegistrationReleasesItsSingletonAtOnceWhenNothingIsResolving() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        weak let first = container.resolve(Engine.self)
        Self.warmUp(container) { _ = container.resolve(Engine.self) }
        #expect(first != nil)

        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)

        #expect(first == nil)
        #expect(container.resolve(Engine.self) != nil)
    }

    @Test func aSingletonReplacedByAFactoryIsReleasedWhenTheResolveThatReplacedItEnds() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        weak let first = container.resolve(Engine.self)
        let aliveInside = ConcurrentLocked<Bool?>(nil)
        container.register(Wheel.self) { r in
            (r as! Container).register(Engine.self) { _ in Engine() }.inObjectScope(.container)
            aliveInside.withLock { $0 = first != nil }
            return Wheel()
        }
        Self.warmUp(container) { _ = container.resolve(Engine.self) }

        _ = container.resolve(Wheel.self)

        #expect(aliveInside.value == true)  // a resolve in progress may still use it
        #expect(first == nil)  // released as the resolve ended
    }

    /// The last resolve out releases what was replaced during it; a `deinit` that resolves from the
    /// same container then runs outside that resolve, and must be protected by a section of its own.
    @Test func aReleasedInstanceWhoseDeinitResolvesFromTheSameContainerGetsALiveInstance() {
        final class Resolving {
            let container: Container
            let resolvedInDeinit: ConcurrentLocked<Bool?>
            init(_ container: Container, _ resolvedInDeinit: ConcurrentLocked<Bool?>) {
                self.container = container
                self.resolvedInDeinit = resolvedInDeinit
            }
            deinit {
                let wheel = container.resolve(Wheel.self)
                resolvedInDeinit.withLock { $0 = wheel != nil }
            }
        }
        let container = Container()
        let resolvedInDeinit = ConcurrentLocked<Bool?>(nil)
        container.register(Resolving.self) { r in Resolving(r as! Container, resolvedInDeinit) }.inObjectScope(.container)
        container.register(Wheel.self) { _ in Wheel() }
        container.register(Engine.self) { r in
            (r as! Container).register(Resolving.self) { _ in Resolving(container, resolvedInDeinit) }
            return Engine()
        }
        Self.warmUp(container) { _ = container.resolve(Resolving.self) }

        _ = container.resolve(Engine.self)  // replaces the singleton's registration from inside

        #expect(resolvedInDeinit.value == true)
    }

    /// Resetting releases the singletons outside every lock: a `deinit` that resolves from the same
    /// container gets its instance instead of waiting for a lock its own thread holds — whether or
    /// not a snapshot copied the singleton (which decides where its last reference goes).
    @Test func everyKeyOfALargeRegistryIsFoundInItsSnapshotAndNoOtherKeyIs() {
        let container = Container()
        let names = (0..<1_000).map { "wheel-\($0)" }
        for name in names {
            container.register(String.self, name: name) { _ in name }
        }
        container.register(String.self) { _ in "plain" }
        container.register(String.self) { (_, number: Int) in "number \(number)" }
        for name in names { _ = container.resolve(String.self, name: name) }
        Self.warmUp(container) { _ = container.resolve(String.self) }

        #expect(names.allSatisfy { container.resolve(String.self, name: $0) == $0 })
        #expect(container.resolve(String.self) == "plain")
        #expect(container.resolve(String.self, argument: 7) == "number 7")
        #expect(container.resolve(String.self, name: "wheel-1000") == nil)
        #expect(container.resolve(String.self, name: "wheel-1", argument: 7) == nil)
        #expect(container.resolve(Engine.self) == nil)
    }

    @Test func aSnapshotFindsEachKeyItWasGivenEvenWhenTheirSlotsCollide() {
        let registrations = (0..<300).map { index in
            Registration(serviceType: Engine.self, argumentsType: Resolver.self, name: "\(index)", scope: ObjectScope.transient) { _ in Engine() }
        }
        // 300 keys in 1,024 slots: many share a first slot, so lookups probe past it.
        let snapshot = RegistrySnapshot(count: registrations.count) { add in
            for registration in registrations {
                add(registration.key, RegistrySnapshot.Entry(registration: .passUnretained(registration), reading: nil, instance: nil))
            }
        }

        for registration in registrations {
            #expect(snapshot.entry(for: registration.key)?.registration.takeUnretainedValue() === registration)
        }
        #expect(snapshot.entry(for: ServiceKey(serviceType: Engine.self, argumentsType: Resolver.self, name: "300")) == nil)
        #expect(snapshot.entry(for: ServiceKey(serviceType: Wheel.self, argumentsType: Resolver.self, name: "1")) == nil)
    }

    @Test(arguments: [1, 100])
    func aSingletonWhoseDeinitResolvesIsResetWithoutDeadlock(resolvesBefore: Int) {
        final class Hook {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let container = Container()
        let resolvedInDeinit = ConcurrentLocked<Bool?>(nil)
        container.register(Wheel.self) { _ in Wheel() }
        container.register(Hook.self) { [unowned container] _ in
            Hook { resolvedInDeinit.withLock { $0 = container.resolve(Wheel.self) != nil } }
        }.inObjectScope(.container)
        for _ in 0..<resolvesBefore { _ = container.resolve(Hook.self) }

        container.resetObjectScope(.container)

        #expect(resolvedInDeinit.value == true)
    }

    @Test func resettingTheContainerScopeReleasesTheSingletonTheSnapshotCopied() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        weak let first = container.resolve(Engine.self)
        Self.warmUp(container) { _ = container.resolve(Engine.self) }

        container.resetObjectScope(.container)

        #expect(first == nil)
        let second = container.resolve(Engine.self)
        #expect(second != nil && second !== first)
        #expect(container.resolve(Engine.self) === second)
    }

    /// A snapshot copies no weak instance, so making one again keeps it: the lookups after it stay
    /// off the lock.
    @Test func aWeakSingletonMadeAgainKeepsTheSnapshot() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.weak)
        Self.warmUp(container) { _ = container.resolve(Engine.self) }  // each one made and released
        let snapshot = container.registry.snapshots.current?.toOpaque()

        _ = container.resolve(Engine.self)

        #expect(container.registry.snapshots.current?.toOpaque() == snapshot)
    }

    @Test func anInitCompletedAddedAfterTheSnapshotRunsOnTheNextInstance() {
        let container = Container()
        let entry = container.register(Engine.self) { _ in Engine() }
        Self.warmUp(container) { _ = container.resolve(Engine.self) }
        let completed = ConcurrentLocked(0)

        entry.initCompleted { _, _ in completed.withLock { $0 += 1 } }
        _ = container.resolve(Engine.self)

        #expect(completed.value == 1)
    }

    @Test func aKeyRegisteredOrRemovedAfterTheSnapshotIsSeenAtOnce() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        Self.warmUp(container) { _ = container.resolve(Engine.self) }
        #expect(container.resolve(Wheel.self) == nil)

        container.register(Wheel.self) { _ in Wheel() }
        #expect(container.resolve(Wheel.self) != nil)

        container.removeAll()
        #expect(container.resolve(Engine.self) == nil)
        #expect(container.resolve(Wheel.self) == nil)
    }

    /// A custom scope may keep its storage and change the instance behind Loom's back: such a
    /// storage is never copied into the snapshot.
    @Test func anInstanceACustomScopeChangesBehindLoomsBackIsSeenAtOnce() {
        let storage = ConcurrentLocked<PermanentStorage?>(nil)
        let scope = ObjectScope(storageFactory: {
            let made = PermanentStorage()
            storage.withLock { $0 = made }
            return made
        }, description: "kept")
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(scope)
        let first = container.resolve(Engine.self)
        Self.warmUp(container) { #expect(container.resolve(Engine.self) === first) }

        let replacement = Engine()
        storage.value?.instance = replacement

        #expect(container.resolve(Engine.self) === replacement)
    }

    /// Four threads resolve a singleton and a transient while another keeps registering new
    /// factories for both: every resolve returns a live instance of the right type.
    @Test func resolvesStayCorrectWhileAnotherThreadKeepsReplacingRegistrations() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        container.register(Wheel.self) { _ in Wheel() }
        let failures = ConcurrentLocked(0)

        let finished = ConcurrentThreads.run(5) { thread in
            for round in 0..<2_000 {
                if thread == 0 {
                    if round.isMultiple(of: 2) {
                        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
                    } else {
                        container.register(Wheel.self) { _ in Wheel() }
                    }
                    continue
                }
                if container.resolve(Engine.self) == nil || container.resolve(Wheel.self) == nil {
                    failures.withLock { $0 += 1 }
                }
            }
        }

        #expect(finished)
        #expect(failures.value == 0)
        #expect(container.readerGuard.waitingCount == 0)
    }
}
