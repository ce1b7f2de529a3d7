import Dispatch
import Loom

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// 5. Plain containers are thread-safe: no `synchronize()`, no global lock.
func showConcurrentResolution() {
    let container = Container()
    keepForVerification(container)
    let tally = Tally()

    container.register(SearchIndex.self) { _ in
        tally.countFactoryCall()
        usleep(50_000)  // building the index takes a while
        return SearchIndex()
    }
    .inObjectScope(.container)

    let threads = 8
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        let index = container.resolve(SearchIndex.self)!
        tally.record(index)
    }
    print("  \(threads) concurrent first resolves of a container-scoped SearchIndex:")
    print("    factory calls: \(tally.factoryCalls), distinct instances: \(tally.distinctInstances)")

    // A slow factory on one thread does not hold up unrelated resolves on another.
    container.register(Clock.self) { _ in FixedClock(today: 100) }
    let factoryStarted = DispatchSemaphore(value: 0)
    let mayFinish = DispatchSemaphore(value: 0)
    container.register(LoanHistory.self) { _ in
        factoryStarted.signal()
        tally.recordFactoryWait(finished: mayFinish.wait(timeout: .now() + .seconds(5)) == .success)
        return LoanHistory()
    }
    .inObjectScope(.container)

    let background = DispatchGroup()
    DispatchQueue.global().async(group: background) {
        _ = container.resolve(LoanHistory.self)
    }
    factoryStarted.wait()
    let clock = container.resolve(Clock.self)  // while LoanHistory's factory is still running
    mayFinish.signal()
    background.wait()
    let unblocked = clock != nil && tally.factoryWaitFinished
    print("  resolved Clock while LoanHistory's slow factory ran on another thread: \(unblocked)")
}

/// Counts shared by the demo's threads.
///
/// `@unchecked Sendable`: the stored properties are only read or written on `queue`.
final class Tally: @unchecked Sendable {
    private let queue = DispatchQueue(label: "loom-demo.tally")
    private var calls = 0
    private var seen: Set<ObjectIdentifier> = []
    private var waited = false

    func countFactoryCall() { queue.sync { calls += 1 } }
    func record(_ instance: AnyObject) { queue.sync { _ = seen.insert(ObjectIdentifier(instance)) } }
    func recordFactoryWait(finished: Bool) { queue.sync { waited = finished } }

    var factoryCalls: Int { queue.sync { calls } }
    var distinctInstances: Int { queue.sync { seen.count } }
    var factoryWaitFinished: Bool { queue.sync { waited } }
}
