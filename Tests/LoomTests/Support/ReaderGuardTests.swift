import Foundation
import Testing
@testable import Loom

@Suite("Reader guard: releasing what lock-free readers may hold")
struct ReaderGuardTests {
    private final class Retired {
        let id: Int
        let onDeinit: @Sendable (Int) -> Void

        init(id: Int, onDeinit: @escaping @Sendable (Int) -> Void = { _ in }) {
            self.id = id
            self.onDeinit = onDeinit
        }

        deinit { onDeinit(id) }
    }

    /// Whether an object retired by ``retireAnObject(to:)`` has been released.
    private final class RetiredHandle {
        weak var object: Retired?
        var isGone: Bool { object == nil }
    }

    /// Retires a new object to `guardian` and reclaims, as a writer does after unpublishing it.
    private static func retireAnObject(to guardian: ReaderGuard) -> RetiredHandle {
        let handle = RetiredHandle()
        do {
            let object = Retired(id: 1)
            handle.object = object
            guardian.retire(contentsOf: [object])
        }
        guardian.reclaim()
        return handle
    }

    @Test func anObjectRetiredWhileNoReaderIsInsideIsReleasedAtOnce() {
        let guardian = ReaderGuard()
        let released = Self.retireAnObject(to: guardian)

        #expect(released.isGone)
        #expect(guardian.waitingCount == 0)
    }

    @Test func anObjectRetiredWhileAReaderIsInsideIsReleasedWhenThatReaderLeaves() {
        let guardian = ReaderGuard()
        let section = guardian.enter(slot: 0)
        let released = Self.retireAnObject(to: guardian)
        #expect(!released.isGone)  // the reader may still be using it
        #expect(guardian.waitingCount == 1)

        guardian.leave(section)  // the last reader out reclaims

        #expect(released.isGone)
        #expect(guardian.waitingCount == 0)
    }

    @Test func aReaderThatEnteredAfterTheRetirementDoesNotHoldTheObjectBack() {
        let guardian = ReaderGuard()
        let before = guardian.enter(slot: 0)
        let released = Self.retireAnObject(to: guardian)
        let after = guardian.enter(slot: 1)  // cannot have loaded what was retired before it entered

        guardian.leave(before)

        #expect(released.isGone)
        guardian.leave(after)
    }

    @Test func aReaderOfTheNewGenerationLeavingFirstLeavesTheObjectToTheOldReader() {
        let guardian = ReaderGuard()
        let old = guardian.enter(slot: 0)
        let released = Self.retireAnObject(to: guardian)
        let new = guardian.enter(slot: 1)

        guardian.leave(new)
        #expect(!released.isGone)  // the old reader may still hold it
        guardian.leave(old)
        #expect(released.isGone)  // and releases it on its way out
    }

    @Test func nestedSectionsOnOneThreadKeepTheObjectUntilTheOutermostLeaves() {
        let guardian = ReaderGuard()
        let outer = guardian.enter(slot: 3)
        let inner = guardian.enter(slot: 3)
        let released = Self.retireAnObject(to: guardian)

        guardian.leave(inner)
        #expect(!released.isGone)
        guardian.leave(outer)
        #expect(released.isGone)
    }

    /// A reader reads the generation, then a writer flips it (and finds the generation read
    /// drained) before the reader counts: the reader must not count where no writer will look.
    /// Here an object published after that flip is loaded by the overtaken reader, then unpublished
    /// and retired; it must stay alive until the reader leaves.
    @Test func aReaderOvertakenByAFlipBeforeItCountsStillHoldsBackWhatItLoads() {
        let guardian = ReaderGuard()
        var overtaken = false
        let reader = guardian.enter(slot: 0, afterReadingGeneration: {
            guard !overtaken else { return }
            overtaken = true
            let earlier = Self.retireAnObject(to: guardian)  // flips: nobody counts in the old generation yet
            #expect(earlier.isGone)
        })
        // The reader now loads an object that is still published, which a writer then replaces.
        let loaded = Self.retireAnObject(to: guardian)

        #expect(!loaded.isGone)  // the reader may be using it
        guardian.leave(reader)
        #expect(loaded.isGone)  // released on the reader's way out
        #expect(guardian.waitingCount == 0)
    }

    /// Readers on eight threads keep loading a published object and checking that it is alive while
    /// a writer replaces and retires it thousands of times: no reader ever holds a released one.
    @Test func readersOnManyThreadsNeverUseAReleasedObject() {
        let guardian = ReaderGuard()
        let freed = ConcurrentLocked(Set<Int>())
        let published = ConcurrentLocked<Retired>(Retired(id: 0) { id in freed.withLock { _ = $0.insert(id) } })
        let misuses = ConcurrentLocked(0)
        let replacements = 2_000

        let finished = ConcurrentThreads.run(9) { thread in
            if thread == 0 {
                for id in 1...replacements {
                    let replacement = Retired(id: id) { id in freed.withLock { _ = $0.insert(id) } }
                    let old = published.withLock { current in
                        defer { current = replacement }
                        return current
                    }
                    guardian.retire(contentsOf: [old])
                    guardian.reclaim()
                }
                return
            }
            for _ in 0..<4_000 {
                let section = guardian.enter(slot: thread)
                // Unretained, as a lookup reads the registry's snapshot.
                let object = published.withLock { Unmanaged.passUnretained($0) }
                let id = object._withUnsafeGuaranteedRef { $0.id }
                if freed.withLock({ $0.contains(id) }) {
                    misuses.withLock { $0 += 1 }
                }
                guardian.leave(section)
            }
        }

        #expect(finished)
        #expect(misuses.value == 0)
        guardian.reclaim()
        #expect(guardian.waitingCount == 0)
        #expect(freed.value.count == replacements)  // everything retired was released in the end
    }
}
