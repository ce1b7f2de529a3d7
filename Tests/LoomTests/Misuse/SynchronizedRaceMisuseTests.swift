import Foundation
import Testing
@testable import Loom

/// A `synchronize()` resolver racing a plain resolve for the first instance of one scope id. While
/// a synchronized factory runs, its thread holds the hierarchy lock, and a thread holding it does
/// not wait for another thread's creation: it makes its own instance and the first one cached
/// wins. Found by the concurrent stress test.
@Suite("Misuse: synchronize() racing a first scoped creation")
struct SynchronizedRaceMisuseTests {
    /// The factory runs twice for one id (a thread holding the hierarchy lock cannot wait); the
    /// instance that lost is disposed at once, and the one cached first at the end of the scope.
    @Test func theScopedInstanceThatLosesTheRaceIsDisposedAtOnce() {
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
        #expect(tally["disposed"] == 2)  // the loser when it lost, the winner when the scope ended
        #expect(Misuse.stillWorks(container))
    }
}
