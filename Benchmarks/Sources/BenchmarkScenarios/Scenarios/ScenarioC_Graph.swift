import BenchmarkHarness
import Loom
import Swinject

/// C: a root with ten transient dependencies that share one graph-scoped instance; one top-level
/// resolve builds the whole graph (12 objects, 21 resolves). The Loom and Swinject cases are the same
/// text on purpose: a Swinject user's code after changing the import.
func graphWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumGraphContainer()
        container.register(GraphShared.self, graphScoped: true) { _ in GraphShared() }
        container.register(GraphDependency0.self) { GraphDependency0($0.resolve(GraphShared.self)) }
        container.register(GraphDependency1.self) { GraphDependency1($0.resolve(GraphShared.self)) }
        container.register(GraphDependency2.self) { GraphDependency2($0.resolve(GraphShared.self)) }
        container.register(GraphDependency3.self) { GraphDependency3($0.resolve(GraphShared.self)) }
        container.register(GraphDependency4.self) { GraphDependency4($0.resolve(GraphShared.self)) }
        container.register(GraphDependency5.self) { GraphDependency5($0.resolve(GraphShared.self)) }
        container.register(GraphDependency6.self) { GraphDependency6($0.resolve(GraphShared.self)) }
        container.register(GraphDependency7.self) { GraphDependency7($0.resolve(GraphShared.self)) }
        container.register(GraphDependency8.self) { GraphDependency8($0.resolve(GraphShared.self)) }
        container.register(GraphDependency9.self) { GraphDependency9($0.resolve(GraphShared.self)) }
        container.register(GraphRoot.self) { r in
            GraphRoot(
                r.resolve(GraphDependency0.self), r.resolve(GraphDependency1.self), r.resolve(GraphDependency2.self),
                r.resolve(GraphDependency3.self), r.resolve(GraphDependency4.self), r.resolve(GraphDependency5.self),
                r.resolve(GraphDependency6.self), r.resolve(GraphDependency7.self), r.resolve(GraphDependency8.self),
                r.resolve(GraphDependency9.self)
            )
        }
        precondition(container.resolve(GraphRoot.self).sharesOneInstance)
        return resolving { container.resolve(GraphRoot.self) }
    case .loom:
        let container = Loom.Container()
        container.register(GraphShared.self) { _ in GraphShared() }.inObjectScope(.graph)
        container.register(GraphDependency0.self) { GraphDependency0($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency1.self) { GraphDependency1($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency2.self) { GraphDependency2($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency3.self) { GraphDependency3($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency4.self) { GraphDependency4($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency5.self) { GraphDependency5($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency6.self) { GraphDependency6($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency7.self) { GraphDependency7($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency8.self) { GraphDependency8($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency9.self) { GraphDependency9($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphRoot.self) { r in
            GraphRoot(
                r.resolve(GraphDependency0.self)!, r.resolve(GraphDependency1.self)!, r.resolve(GraphDependency2.self)!,
                r.resolve(GraphDependency3.self)!, r.resolve(GraphDependency4.self)!, r.resolve(GraphDependency5.self)!,
                r.resolve(GraphDependency6.self)!, r.resolve(GraphDependency7.self)!, r.resolve(GraphDependency8.self)!,
                r.resolve(GraphDependency9.self)!
            )
        }.inObjectScope(.transient)
        precondition(container.resolve(GraphRoot.self)!.sharesOneInstance)
        return resolving { container.resolve(GraphRoot.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(GraphShared.self) { _ in GraphShared() }.inObjectScope(.graph)
        container.register(GraphDependency0.self) { GraphDependency0($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency1.self) { GraphDependency1($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency2.self) { GraphDependency2($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency3.self) { GraphDependency3($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency4.self) { GraphDependency4($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency5.self) { GraphDependency5($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency6.self) { GraphDependency6($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency7.self) { GraphDependency7($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency8.self) { GraphDependency8($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphDependency9.self) { GraphDependency9($0.resolve(GraphShared.self)!) }.inObjectScope(.transient)
        container.register(GraphRoot.self) { r in
            GraphRoot(
                r.resolve(GraphDependency0.self)!, r.resolve(GraphDependency1.self)!, r.resolve(GraphDependency2.self)!,
                r.resolve(GraphDependency3.self)!, r.resolve(GraphDependency4.self)!, r.resolve(GraphDependency5.self)!,
                r.resolve(GraphDependency6.self)!, r.resolve(GraphDependency7.self)!, r.resolve(GraphDependency8.self)!,
                r.resolve(GraphDependency9.self)!
            )
        }.inObjectScope(.transient)
        precondition(container.resolve(GraphRoot.self)!.sharesOneInstance)
        let box = UncheckedSendable(container)
        return resolving { box.value.resolve(GraphRoot.self)! }
    }
}
