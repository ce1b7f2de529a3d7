import BenchmarkHarness
import Loom
import Swinject

/// A: a transient service without dependencies — the bare cost of one resolve.
func transientWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        container.register(TransientService.self) { _ in TransientService() }
        return resolving { container.resolve(TransientService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(TransientService.self) { _ in TransientService() }.inObjectScope(.transient)
        return resolving { container.resolve(TransientService.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(TransientService.self) { _ in TransientService() }.inObjectScope(.transient)
        let box = UncheckedSendable(container)
        return resolving { box.value.resolve(TransientService.self)! }
    }
}
