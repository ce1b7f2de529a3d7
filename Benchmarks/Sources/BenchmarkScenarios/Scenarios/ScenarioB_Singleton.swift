import BenchmarkHarness
import Loom
import Swinject

/// B: a container-scoped singleton that is already cached — the cost of a cache hit.
func singletonWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        let singleton = SingletonService()
        container.register(SingletonService.self) { _ in singleton }
        return resolving { container.resolve(SingletonService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.container)
        _ = container.resolve(SingletonService.self)
        return resolving { container.resolve(SingletonService.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(SingletonService.self) { _ in SingletonService() }.inObjectScope(.container)
        _ = container.resolve(SingletonService.self)
        let box = UncheckedSendable(container)
        return resolving { box.value.resolve(SingletonService.self)! }
    }
}
