import BenchmarkHarness
import Loom

/// P: a transient service resolved from a plain container — no `synchronize()`, every factory
/// registered before the first resolve — on one thread (P1) and on two at once (P2). The minimum is
/// direct code: the unlocked dictionary, which several threads may read at once. What matters is
/// the scaling, P1's time over P2's aggregate time, beside the minimum's in the same run. Swinject's
/// plain container is not thread-safe, so it has no cell.
func plainTransientWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        container.register(PlainTransientService.self) { _ in PlainTransientService() }
        return resolving { container.resolve(PlainTransientService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(PlainTransientService.self) { _ in PlainTransientService() }.inObjectScope(.transient)
        return resolving { container.resolve(PlainTransientService.self)! }
    case .swinject:
        return nil
    }
}

/// Q: a container-scoped singleton already created, resolved from a plain container on one thread
/// (Q1) and on two (Q2); as P. Both threads retain the one instance, so even direct code shares a
/// reference count between the cores.
func plainSingletonWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        let singleton = PlainSingletonService()
        container.register(PlainSingletonService.self) { _ in singleton }
        return resolving { container.resolve(PlainSingletonService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(PlainSingletonService.self) { _ in PlainSingletonService() }.inObjectScope(.container)
        _ = container.resolve(PlainSingletonService.self)
        return resolving { container.resolve(PlainSingletonService.self)! }
    case .swinject:
        return nil
    }
}
