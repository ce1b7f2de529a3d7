import BenchmarkHarness
import Loom
import Swinject

/// A2: one object in the default scope, `.graph` — what `register` gives when `inObjectScope` is
/// never called, as in most Swinject code. One object and no dependencies, so the row differs from
/// A only in the scope; the minimum is A's.
func defaultScopeWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        container.register(DefaultScopedService.self) { _ in DefaultScopedService() }
        return resolving { container.resolve(DefaultScopedService.self) }
    case .loom:
        let container = Loom.Container()
        container.register(DefaultScopedService.self) { _ in DefaultScopedService() }
        return resolving { container.resolve(DefaultScopedService.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(DefaultScopedService.self) { _ in DefaultScopedService() }
        let box = UncheckedSendable(container)
        return resolving { box.value.resolve(DefaultScopedService.self)! }
    }
}
