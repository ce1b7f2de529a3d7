import BenchmarkHarness
import Loom
import Swinject

/// H: a transient service resolved through `synchronize()` (for the minimum: under one lock). The
/// table runs it on one thread and on two at once.
func synchronizedWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let plain = MinimumContainer()
        plain.register(SynchronizedService.self) { _ in SynchronizedService() }
        let container = LockedMinimumContainer(plain)
        return resolving { container.resolve(SynchronizedService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(SynchronizedService.self) { _ in SynchronizedService() }.inObjectScope(.transient)
        let resolver = container.synchronize().sendable
        return resolving { resolver.resolve(SynchronizedService.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(SynchronizedService.self) { _ in SynchronizedService() }.inObjectScope(.transient)
        let resolver = UncheckedSendable(container.synchronize())
        return resolving { resolver.value.resolve(SynchronizedService.self)! }
    }
}
