import Foundation
import Testing
@testable import Loom

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

/// Loom's public types cross concurrency domains without `@unchecked` or `nonisolated(unsafe)` in
/// the code that uses them. Most of this suite is checked by the compiler (Swift 6 language mode);
/// the bodies also run, to show the values work where they were sent.
@Suite("Sendable conformances")
struct ConcurrentSendableConformanceTests {
    @Test
    func containerObjectScopeGraphIdentifierAndServiceEntryAreSendable() {
        requireSendable(Container.self)
        requireSendable(ObjectScope.self)
        requireSendable(GraphIdentifier.self)
        requireSendable(ServiceEntry<ConcurrentSingleton>.self)
        requireSendable(ServiceEntry<ConcurrentConfigured>.self)  // whatever the service type

        let container = Container()
        let entry = container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 1) }
        let values: [any Sendable] = [container, ObjectScope.container, entry, container.concurrentSynchronizedResolver]
        #expect(values.count == 4)
    }

    @Test
    func containerCanBeCapturedByTasksAndSendableClosures() async {
        let container = Container()
        container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 7) }.inObjectScope(.container)

        let fromTask = await Task { container.resolve(ConcurrentSettings.self)?.serial }.value
        let fromDetachedTask = await Task.detached { container.resolve(ConcurrentSettings.self)?.serial }.value
        let closure: @Sendable () -> ConcurrentSettings? = { container.resolve(ConcurrentSettings.self) }
        let fromClosure = await Task.detached { closure()?.serial }.value
        let fromGroup = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<8 {
                group.addTask { container.resolve(ConcurrentSettings.self)?.serial }
            }
            var serials: [Int?] = []
            for await serial in group { serials.append(serial) }
            return serials
        }

        #expect(fromTask == 7)
        #expect(fromDetachedTask == 7)
        #expect(fromClosure == 7)
        #expect(fromGroup == Array(repeating: 7, count: 8))
    }

    @Test
    func theResolverAFactoryReceivesCanBeHandedToAnotherTask() async {
        requireSendable((any Resolver & Sendable).self)
        requireSendable(Assembler.self)
        let container = Container()
        container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 5) }.inObjectScope(.container)
        let captured = ConcurrentLocked<(any Resolver & Sendable)?>(nil)
        container.register(ConcurrentLeaf.self) { r in
            captured.withLock { $0 = r.sendable }
            return ConcurrentLeaf(graph: nil)
        }
        _ = container.resolve(ConcurrentLeaf.self)
        let resolver = captured.value

        let serial = await Task.detached { resolver?.resolve(ConcurrentSettings.self)?.serial }.value

        #expect(serial == 5)
        #expect(resolver is Container)
    }

    @Test
    func serviceEntryCanBeConfiguredFromAnotherTask() async {
        let container = Container()
        let entry = container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 1) }

        await Task.detached { _ = entry.inObjectScope(ObjectScope.container) }.value

        #expect(container.resolve(ConcurrentSettings.self) === container.resolve(ConcurrentSettings.self))
    }

    @Test
    func graphIdentifierAndObjectScopeCanBeSentToAnotherTask() async throws {
        let container = Container()
        let scope = ObjectScope(storageFactory: PermanentStorage.init, description: "sendableCustom")
        container.register(ConcurrentLeaf.self) { r in ConcurrentLeaf(graph: r.resolve(GraphIdentifier.self)) }
        container.register(ConcurrentSettings.self) { _ in ConcurrentSettings(serial: 3) }.inObjectScope(scope)
        let leaf = container.resolve(ConcurrentLeaf.self)
        let graph = try #require(leaf?.graph)

        // Back into the same graph, from a detached task: the graph-scoped leaf (alive) is reused.
        let sameLeaf = await Task.detached {
            container.withObjectGraph(graph) { $0.resolve(ConcurrentLeaf.self) }
        }.value
        let settings = container.resolve(ConcurrentSettings.self)
        await Task.detached { container.resetObjectScope(scope) }.value

        #expect(sameLeaf === leaf)
        #expect(settings != nil)
        #expect(container.resolve(ConcurrentSettings.self) !== settings)
    }
}
