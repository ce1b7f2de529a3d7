import Foundation
import Testing
@testable import Loom

@Suite("Concurrent first use of definitions")
struct ConcurrentDefinitionTests {
    @Test func eightThreadsCallingAContainerDefinitionFirstCreateItOnce() {
        let container = Container()
        let creations = Defined.Counter()
        container.register(Defined.Counter.self) { _ in creations }.inObjectScope(.container)
        let results = ResultBox()

        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(ObjectIdentifier(container.definedWarehouse()))
        }

        #expect(creations.count == 1)
        #expect(Set(results.values).count == 1)
    }

    @Test func threadsCallingDefinitionsThroughChildrenShareTheRootsSingleton() {
        let container = Container()
        container.register(Defined.Counter.self) { _ in Defined.Counter() }.inObjectScope(.container)
        let results = ResultBox()

        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let child = Container(parent: container)
            for _ in 0..<200 {
                _ = child.definedLoans()
                if index.isMultiple(of: 2) { _ = child.definedTransientClock() }
            }
            results.append(ObjectIdentifier(child.definedClock()))
        }

        #expect(Set(results.values).count == 1)
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [ObjectIdentifier] = []
        func append(_ value: ObjectIdentifier) { lock.withLock { stored.append(value) } }
        var values: [ObjectIdentifier] { lock.withLock { stored } }
    }
}
