import BenchmarkHarness
import Loom
import Swinject

/// E: one type registered under 100 names; the resolves go round the names in turn.
func namedWorkload(_ contender: Contender) -> Workload? {
    let names = Array(GeneratedServices.names.prefix(100))
    switch contender {
    case .minimum:
        let container = NamedMinimumContainer()
        for name in names {
            container.register(NamedService.self, name: name) { _ in NamedService() }
        }
        return roundTheNames(names) { container.resolve(NamedService.self, name: $0) }
    case .loom:
        let container = Loom.Container()
        for name in names {
            container.register(NamedService.self, name: name) { _ in NamedService() }.inObjectScope(.transient)
        }
        return roundTheNames(names) { container.resolve(NamedService.self, name: $0)! }
    case .swinject:
        let container = Swinject.Container()
        for name in names {
            container.register(NamedService.self, name: name) { _ in NamedService() }.inObjectScope(.transient)
        }
        let box = UncheckedSendable(container)
        return roundTheNames(names) { box.value.resolve(NamedService.self, name: $0)! }
    }
}

/// A workload that resolves by each name in turn and checksums the instances.
@inline(__always)
private func roundTheNames(_ names: [String], _ resolve: @escaping @Sendable (String) -> AnyObject) -> Workload {
    Workload { iterations in
        var checksum = Checksum()
        var index = 0
        for _ in 0..<iterations {
            checksum.add(resolve(names[index]))
            index = index == names.count - 1 ? 0 : index + 1
        }
        return checksum.value
    }
}
