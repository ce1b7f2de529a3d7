import BenchmarkHarness
import Loom
import Swinject

/// G: a transient service registered in a parent container and resolved through its child.
func childContainerWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let parent = MinimumContainer()
        parent.register(ParentService.self) { _ in ParentService() }
        let child = MinimumContainer(parent: parent)
        return resolving { child.resolve(ParentService.self) }
    case .loom:
        let parent = Loom.Container()
        parent.register(ParentService.self) { _ in ParentService() }.inObjectScope(.transient)
        let child = Loom.Container(parent: parent)
        return resolving { child.resolve(ParentService.self)! }
    case .swinject:
        let parent = Swinject.Container()
        parent.register(ParentService.self) { _ in ParentService() }.inObjectScope(.transient)
        let child = UncheckedSendable(Swinject.Container(parent: parent))
        return resolving { child.value.resolve(ParentService.self)! }
    }
}
