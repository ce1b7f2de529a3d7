import BenchmarkHarness
import Foundation
import Loom

/// T: S2 on one thread (T1) and on two at once (T2), each thread under a request id of its own, as a
/// server handles concurrent requests: one container, one scope context, a request-scoped service
/// already made for each request. The minimum's requests share nothing (a task-local request
/// each), so it scales as far as the machine lets it; what matters is Loom's scaling beside it.
func concurrentRequestsWorkload(_ contender: Contender) -> Workload? {
    let requests = RequestCounter()
    switch contender {
    case .minimum:
        return MinimumRequest.workload()
    case .swinject:
        return nil
    case .loom:
        let container = Loom.Container()
        container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.request)
        return Workload { iterations in
            let id = "request-\(requests.next())"
            defer { ScopeContext.shared.endScope(.request, id: id) }
            return ScopeContext.shared.withScope(.request, id: id) {
                var checksum = Checksum()
                for _ in 0..<iterations {
                    checksum.add(container.resolve(SingletonService.self)!)
                }
                return checksum.value
            }
        }
    }
}

/// Numbers the requests of ``concurrentRequestsWorkload(_:)``.
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
