import Foundation
import Testing
@testable import Loom

/// A `synchronize()` resolver racing a plain resolve for the first instance of one scope id. While
/// a synchronized factory runs, its thread holds the hierarchy lock, and a thread holding it does
/// not wait for another thread's creation: it makes its own instance and the first one cached
/// wins. Found by the concurrent stress test.
@Suite("Misuse: synchronize() racing a first scoped creation")
struct SynchronizedRaceMisuseTests {
    /// A leak today: the factory ran twice for one id, and the instance that lost is dropped
    /// without its disposers.
    @Test func theScopedInstanceThatLosesTheRaceIsNeverDisposed() {
        let container = Container()
        let entered = ConcurrentLatch()
        let release = ConcurrentLatch()
        let calls = ConcurrentCounter()
        let tally = Misuse.Tally()
        container.register(Misuse.Bulb.self) { _ in
            if calls.increment() == 1 {
                entered.open()
                release.wait()
            }
            return Misuse.Bulb()
        }
        .inObjectScope(.request)
        .onRelease { _ in tally.add("disposed") }
        container.register(Misuse.Desk.self) { r in Misuse.Desk(lamp: nil, bulb: r.resolve(Misuse.Bulb.self)) }
        let id = Scoped.uniqueID("misuse-synchronized-race")
        let plain = ConcurrentLocked<Misuse.Bulb?>(nil)

        let threads = ConcurrentThreads.start(1) { _ in
            let bulb = ScopeContext.shared.withScope(.request, id: id) { container.resolve(Misuse.Bulb.self) }
            plain.withLock { $0 = bulb }
        }
        entered.expectOpens("the plain resolve never reached the factory")
        let synchronized = ScopeContext.shared.withScope(.request, id: id) {
            container.synchronize().resolve(Misuse.Desk.self)?.bulb
        }
        release.open()
        #expect(threads.join())
        ScopeContext.shared.endScope(.request, id: id)

        #expect(calls.value == 2)
        #expect(synchronized != nil && plain.value != nil)
        #expect(synchronized === plain.value)  // the plain resolve returns the instance cached first
        #expect(tally["disposed"] == 1)
        #expect(Misuse.stillWorks(container))
    }
}
