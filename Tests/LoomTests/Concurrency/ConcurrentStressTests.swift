import Foundation
import Loom
import Testing

/// Eight threads mixing everything at once for a bounded time, then checking that nothing scoped
/// survived and that every disposer ran exactly once. Run under ThreadSanitizer by CI.
@Suite("Concurrent stress: every scope and operation mixed")
struct ConcurrentStressTests {
    static let threads = 8
    static let duration: TimeInterval = 2.5
    static let maximumIterationsPerThread = 4_000

    @Test func eightThreadsMixingScopesResetsChildrenAndWrappersLeaveNoScopedInstanceBehind() {
        let rig = ConcurrentStressRig(prefix: Scoped.uniqueID("stress"))
        let deadline = Date(timeIntervalSinceNow: Self.duration)
        let iterations = ConcurrentCounter()

        let finished = ConcurrentThreads.run(Self.threads) { thread in
            var iteration = 0
            // Every operation runs at least once per thread, however slow the machine.
            while iteration < Self.maximumIterationsPerThread
                && (iteration < ConcurrentStressRig.operationCount || Date() < deadline) {
                rig.runIteration(thread: thread, iteration: iteration)
                iteration += 1
                iterations.increment()
            }
        }
        rig.endEverything()

        #expect(finished)
        #expect(iterations.value >= Self.threads * ConcurrentStressRig.operationCount)
        #expect(rig.problems.value.isEmpty, "\(Set(rig.problems.value).sorted())")
        #expect(rig.diagnostics.value.isEmpty, "\(Set(rig.diagnostics.value).sorted())")
        for kind in [ScopeKind.request, .screen, .session] {
            #expect(rig.openIDs(of: kind).isEmpty, "\(kind) ids left open")
        }
        #expect(rig.ledger.created > 0)
        #expect(rig.ledger.notDisposedExactlyOnce.isEmpty, "\(rig.ledger.notDisposedExactlyOnce.prefix(20))")
        #expect(rig.ledger.fullyDisposed == rig.ledger.created)
        #expect(rig.ledger.stillAlive == 0)
    }
}
