import BenchmarkHarness

/// The hand-written minimum of a request scope: the running task's request, read from a task-local,
/// keeps its instances in a dictionary by type. A cached resolve is one task-local read, one lookup
/// and an `as!` cast — the floor for per-task instances (scenario S2).
///
/// `@unchecked Sendable`: the benchmark fills the request's instances before any resolve and only
/// reads them afterwards.
final class MinimumRequest: @unchecked Sendable {
    /// What the task running outside any request sees.
    static let none = MinimumRequest()

    /// The running task's request. Not an optional: reading an optional task-local goes through the
    /// runtime's generic value witnesses, which costs more.
    @TaskLocal static var current = MinimumRequest.none

    private var instances: [ObjectIdentifier: Any] = [:]

    func keep<Service>(_ instance: Service) {
        instances[ObjectIdentifier(Service.self)] = instance
    }

    /// The running task's instance of `Service`, which the benchmark made before resolving it.
    @inline(__always)
    static func resolve<Service>(_: Service.Type) -> Service {
        current.instances[ObjectIdentifier(Service.self)] as! Service
    }

    /// A run resolving a `SingletonService` its own request made, as often as it is told.
    static func workload() -> Workload {
        Workload { iterations in
            let request = MinimumRequest()
            request.keep(SingletonService())
            return $current.withValue(request) {
                var checksum = Checksum()
                for _ in 0..<iterations {
                    checksum.add(resolve(SingletonService.self))
                }
                return checksum.value
            }
        }
    }
}
