import BenchmarkHarness
import Loom
import Swinject

/// F: a new container, 1,000 distinct services registered, then each resolved once; times are per
/// service. The generic helpers are called with each generated type opened from its existential.
func registerAndResolveWorkload(_ contender: Contender) -> Workload? {
    let types = GeneratedServices.types
    return Workload { iterations in
        var checksum = Checksum()
        for _ in 0..<iterations {
            switch contender {
            case .minimum:
                let container = MinimumContainer()
                for type in types { registerGenerated(type, in: container) }
                for type in types { checksum.add(container.resolve(type)) }
            case .loom:
                let container = Loom.Container()
                for type in types { registerGenerated(type, in: container) }
                for type in types { checksum.add(container.resolve(type)!) }
            case .swinject:
                let container = Swinject.Container()
                for type in types { registerGenerated(type, in: container) }
                for type in types { checksum.add(container.resolve(type)!) }
            }
        }
        return checksum.value
    }
}

/// FC: scenario F with the contract floor (``ContractFloorContainer``) in the minimum's place, to
/// tell what Swinject's API and thread safety cost from what Loom's own design costs. Loom runs F's
/// workload; Swinject has no row.
func contractFloorWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let types = GeneratedServices.types
        return Workload { iterations in
            var checksum = Checksum()
            for _ in 0..<iterations {
                let container = ContractFloorContainer()
                for type in types { registerGenerated(type, in: container) }
                for type in types { checksum.add(container.resolve(type)!) }
            }
            return checksum.value
        }
    case .loom:
        return registerAndResolveWorkload(.loom)
    case .swinject:
        return nil
    }
}

private func registerGenerated<Service: GeneratedService>(_: Service.Type, in container: ContractFloorContainer) {
    container.register(Service.self) { _ in Service() }.inObjectScope(.transient)
}

private func registerGenerated<Service: GeneratedService>(_: Service.Type, in container: MinimumContainer) {
    container.register(Service.self) { _ in Service() }
}

private func registerGenerated<Service: GeneratedService>(_: Service.Type, in container: Loom.Container) {
    container.register(Service.self) { _ in Service() }.inObjectScope(.transient)
}

private func registerGenerated<Service: GeneratedService>(_: Service.Type, in container: Swinject.Container) {
    container.register(Service.self) { _ in Service() }.inObjectScope(.transient)
}
