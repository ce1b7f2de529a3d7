import BenchmarkHarness
import Loom

/// S1: a session-scoped service already created for the current session, whose id was set with
/// `ScopeContext.shared.setCurrent` (how an app tracks its signed-in user). Loom only: the goal
/// compares it with Loom's own container-scoped cache hit (scenario B).
func sessionScopedWorkload(_ contender: Contender) -> Workload? {
    guard contender == .loom else { return nil }
    let container = Loom.Container()
    container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.session)
    ScopeContext.shared.setCurrent(.session, id: "benchmark-session")
    _ = container.resolve(SingletonService.self)
    return resolving { container.resolve(SingletonService.self)! }
}

/// S2: a request-scoped service already created for the request whose id the running task bound with
/// `withScope` — the binding is made once around the measured loop, as a request handler does. The
/// minimum is direct code with the same per-task behaviour: a task-local request holding its instances.
func requestScopedWorkload(_ contender: Contender) -> Workload? {
    requestScopedWorkload(contender, eachSampleInANewRequest: false)
}

/// S2's workload; with `eachSampleInANewRequest`, every sample binds a request id of its own and
/// ends it afterwards, so that threads running samples at once (scenario T) never share a request.
func requestScopedWorkload(_ contender: Contender, eachSampleInANewRequest: Bool) -> Workload? {
    switch contender {
    case .minimum:
        return MinimumRequest.workload()
    case .swinject:
        return nil
    case .loom:
        break
    }
    let container = Loom.Container()
    container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.request)
    let requests = RequestCounter()
    return Workload { iterations in
        let id = eachSampleInANewRequest ? "request-\(requests.next())" : "benchmark-request"
        defer { if eachSampleInANewRequest { ScopeContext.shared.endScope(.request, id: id) } }
        return ScopeContext.shared.withScope(.request, id: id) {
            var checksum = Checksum()
            for _ in 0..<iterations {
                checksum.add(container.resolve(SingletonService.self)!)
            }
            return checksum.value
        }
    }
}
