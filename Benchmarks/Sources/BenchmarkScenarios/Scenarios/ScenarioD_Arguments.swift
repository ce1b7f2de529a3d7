import BenchmarkHarness
import Loom
import Swinject

/// D: a transient service built from two runtime arguments.
func argumentsWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = MinimumContainer()
        container.register(ArgumentService.self) { arguments in
            let (number, text) = arguments as! (Int, String)
            return ArgumentService(number: number, text: text)
        }
        return resolving { container.resolve(ArgumentService.self, argument: (7, "seven")) }
    case .loom:
        let container = Loom.Container()
        container.register(ArgumentService.self) { (_, number: Int, text: String) in
            ArgumentService(number: number, text: text)
        }.inObjectScope(.transient)
        return resolving { container.resolve(ArgumentService.self, arguments: 7, "seven")! }
    case .swinject:
        let container = Swinject.Container()
        container.register(ArgumentService.self) { (_, number: Int, text: String) in
            ArgumentService(number: number, text: text)
        }.inObjectScope(.transient)
        let box = UncheckedSendable(container)
        return resolving { box.value.resolve(ArgumentService.self, arguments: 7, "seven")! }
    }
}
