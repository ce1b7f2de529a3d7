import BenchmarkHarness
import Foundation
import Loom

/// T: S2 on one thread (T1) and on two at once (T2), each thread under a request id of its own, as a
/// server handles concurrent requests: one container, one scope context, a request-scoped service
/// already made for each request. The minimum's requests share nothing (a task-local request
/// each), so it scales as far as the machine lets it; what matters is Loom's scaling beside it.
func concurrentRequestsWorkload(_ contender: Contender) -> Workload? {
    requestScopedWorkload(contender, eachSampleInANewRequest: true)
}

/// Numbers the requests of ``concurrentRequestsWorkload(_:)``, one per sample.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
