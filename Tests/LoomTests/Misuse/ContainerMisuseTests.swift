import Foundation
import Testing
@testable import Loom

/// Containers pushed past what they are meant for: huge, hammered from many threads, or asked to
/// keep a value type weakly.
@Suite("Misuse: containers under load and odd scopes")
struct ContainerMisuseTests {
    @Test func aHundredThousandRegistrationsDescribeAndRemoveAll() {
        let (container, log) = Misuse.loggedContainer()
        for index in 0..<100_000 {
            container.register(Misuse.Lamp.self, name: "lamp \(index)") { _ in Misuse.Lamp() }
        }

        let lines = container.description.split(separator: "\n")
        container.removeAll()

        #expect(lines.count == 100_002)
        #expect(lines[1] == #"    { Service: Lamp, Name: "lamp 0", Factory: Resolver -> Lamp, ObjectScope: graph },"#)
        #expect(container.description == "[\n]")
        #expect(container.resolve(Misuse.Lamp.self, name: "lamp 0") == nil)
        #expect(log.messages.count == 1)
        #expect(Misuse.stillWorks(container))
    }

    @Test func synchronizeFromSixteenThreadsWhileAnotherRegistersResolvesEveryTime() {
        let (container, log) = Misuse.loggedContainer()
        container.register(Misuse.Lamp.self) { _ in Misuse.Lamp() }
        let resolved = ConcurrentCounter()

        let finished = ConcurrentThreads.run(17) { thread in
            if thread == 16 {
                for index in 0..<500 {
                    container.register(Misuse.Bulb.self, name: "bulb \(index)") { _ in Misuse.Bulb() }
                }
                return
            }
            for _ in 0..<100 where container.synchronize().resolve(Misuse.Lamp.self) != nil {
                resolved.increment()
            }
        }

        #expect(finished)
        #expect(resolved.value == 16 * 100)
        #expect((0..<500).allSatisfy { container.resolve(Misuse.Bulb.self, name: "bulb \($0)") != nil })
        #expect(log.messages.isEmpty)
        #expect(Misuse.stillWorks(container))
    }

    /// Silent today: a value type cannot be held weakly, so the weak scope keeps nothing and the
    /// factory runs on every resolve, as with `.transient`.
    @Test func aWeakScopedValueTypeIsMadeAgainOnEveryResolve() {
        let (container, log) = Misuse.loggedContainer()
        let tally = Misuse.Tally()
        container.register(Misuse.Token.self) { _ in
            tally.add("made")
            return Misuse.Token(value: tally["made"])
        }.inObjectScope(.weak)

        let first = container.resolve(Misuse.Token.self)
        let second = container.resolve(Misuse.Token.self)

        #expect(first == Misuse.Token(value: 1))
        #expect(second == Misuse.Token(value: 2))
        #expect(log.messages.isEmpty)
        #expect(Misuse.stillWorks(container))
    }
}
