import BenchmarkHarness
import Loom
import Swinject

/// M2: a graph-scoped service with a graph-scoped dependency, resolved `count` times at the top
/// level (a new graph each time). `before` is read after 10,000 warm-up resolves, so the allocator
/// has reached its steady state; `after` once the `count` resolves are done.
func measureGraphResolves(_ contender: Contender, count: Int) -> MemoryReadings {
    let resolve: () -> AnyObject
    switch contender {
    case .minimum:
        let container = MinimumGraphContainer()
        container.register(GraphShared.self, graphScoped: true) { _ in GraphShared() }
        container.register(GraphDependency0.self, graphScoped: true) { GraphDependency0($0.resolve(GraphShared.self)) }
        resolve = { container.resolve(GraphDependency0.self) }
    case .loom:
        let container = Loom.Container()
        container.register(GraphShared.self) { _ in GraphShared() }.inObjectScope(.graph)
        container.register(GraphDependency0.self) { GraphDependency0($0.resolve(GraphShared.self)!) }.inObjectScope(.graph)
        resolve = { container.resolve(GraphDependency0.self)! }
    case .swinject:
        let container = Swinject.Container()
        container.register(GraphShared.self) { _ in GraphShared() }.inObjectScope(.graph)
        container.register(GraphDependency0.self) { GraphDependency0($0.resolve(GraphShared.self)!) }.inObjectScope(.graph)
        resolve = { container.resolve(GraphDependency0.self)! }
    }
    var checksum = Checksum()
    for _ in 0..<10_000 { checksum.add(resolve()) }
    let before = ResidentMemory.current()
    for _ in 0..<count { checksum.add(resolve()) }
    let readings = MemoryReadings(before: before, peak: ResidentMemory.peak(), after: ResidentMemory.current())
    blackHole(checksum.value)
    return readings
}
