import BenchmarkHarness
import Loom
import Swinject

/// M1: `count` registrations, spread as names over the generated types (10,000 = 1,000 types ×
/// 10 names). `before` is read with the empty container made and the names in memory.
func measureRegistrations(_ contender: Contender, count: Int) -> MemoryReadings {
    let types = GeneratedServices.types
    let names = GeneratedServices.names
    let keys = (0..<count).map { (type: types[$0 % types.count], name: names[$0 / types.count % names.count]) }
    var kept: [AnyObject] = []
    let before: Int
    switch contender {
    case .minimum:
        let container = NamedMinimumContainer()
        kept.append(container)
        before = ResidentMemory.current()
        for key in keys { registerNamed(key.type, name: key.name, in: container) }
    case .loom:
        let container = Loom.Container()
        kept.append(container)
        before = ResidentMemory.current()
        for key in keys { registerNamed(key.type, name: key.name, in: container) }
    case .swinject:
        let container = Swinject.Container()
        kept.append(container)
        before = ResidentMemory.current()
        for key in keys { registerNamed(key.type, name: key.name, in: container) }
    }
    let readings = MemoryReadings(before: before, peak: ResidentMemory.peak(), after: ResidentMemory.current())
    withExtendedLifetime(kept) {}
    return readings
}

private func registerNamed<Service: GeneratedService>(_: Service.Type, name: String, in container: NamedMinimumContainer) {
    container.register(Service.self, name: name) { _ in Service() }
}

private func registerNamed<Service: GeneratedService>(_: Service.Type, name: String, in container: Loom.Container) {
    container.register(Service.self, name: name) { _ in Service() }
}

private func registerNamed<Service: GeneratedService>(_: Service.Type, name: String, in container: Swinject.Container) {
    container.register(Service.self, name: name) { _ in Service() }
}
