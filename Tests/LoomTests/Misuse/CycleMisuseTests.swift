import Testing
import Loom

/// Cycles of one, two and three services. Broken with `initCompleted` they resolve; through
/// initializers alone they stop the process, so those run in a child process (an exit test) that is
/// checked by what it prints.
@Suite("Misuse: circular dependencies")
struct CycleMisuseTests {
    // MARK: Broken with initCompleted: resolve in-process

    @Test func aServiceThatNeedsItselfThroughInitCompletedGetsItself() {
        let container = Container()
        container.register(Misuse.Ouroboros.self) { _ in Misuse.Ouroboros() }
            .initCompleted { r, ouroboros in ouroboros.next = r.resolve(Misuse.Ouroboros.self) }

        let ouroboros = container.resolve(Misuse.Ouroboros.self)

        #expect(ouroboros != nil && ouroboros?.next === ouroboros)
        ouroboros?.next = nil  // the loop is strong; open it
        #expect(Misuse.stillWorks(container))
    }

    @Test func twoServicesJoinedThroughInitCompletedPointAtEachOther() {
        let container = Container()
        container.register(Misuse.Left.self) { r in Misuse.Left(right: r.resolve(Misuse.Right.self)!) }
        container.register(Misuse.Right.self) { _ in Misuse.Right() }
            .initCompleted { r, right in right.left = r.resolve(Misuse.Left.self) }

        let left = container.resolve(Misuse.Left.self)

        #expect(left != nil && left?.right?.left === left)
        #expect(Misuse.stillWorks(container))
    }

    @Test func threeServicesJoinedThroughInitCompletedFormOneRing() {
        let container = Container()
        container.register(Misuse.Rock.self) { r in Misuse.Rock(paper: r.resolve(Misuse.Paper.self)!) }
        container.register(Misuse.Paper.self) { r in Misuse.Paper(scissors: r.resolve(Misuse.Scissors.self)!) }
        container.register(Misuse.Scissors.self) { _ in Misuse.Scissors() }
            .initCompleted { r, scissors in scissors.rock = r.resolve(Misuse.Rock.self) }

        let rock = container.resolve(Misuse.Rock.self)

        #expect(rock != nil && rock?.paper?.scissors?.rock === rock)
        #expect(Misuse.stillWorks(container))
    }
}

// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
extension CycleMisuseTests {
    // MARK: Through initializers only: the process stops

    static let directCycleStop = "Fatal error: Loom: circular dependency: Ouroboros -> Ouroboros -> … "
        + "(resolving nested 200 levels deep stopped it). Break the cycle by resolving one side in "
        + "`initCompleted` instead of in its factory, e.g. register Ouroboros without Ouroboros in its "
        + "initializer and add `.initCompleted { r, s in s.dependency = r.resolve(Ouroboros.self) }` to "
        + "Ouroboros's registration."

    static let twoMemberCycleStop = "Fatal error: Loom: circular dependency: Left -> Right -> Left -> … "
        + "(resolving nested 200 levels deep stopped it). Break the cycle by resolving one side in "
        + "`initCompleted` instead of in its factory, e.g. register Right without Left in its initializer "
        + "and add `.initCompleted { r, s in s.dependency = r.resolve(Left.self) }` to Right's registration."

    /// The cycle is named from the member the path entered it by, and the hint names an edge that
    /// exists: Scissors's initializer takes a Rock.
    static let threeMemberCycleStop = "Fatal error: Loom: circular dependency: Rock -> Paper -> Scissors -> "
        + "Rock -> … (resolving nested 200 levels deep stopped it). Break the cycle by resolving one "
        + "side in `initCompleted` instead of in its factory, e.g. register Scissors without Rock in its "
        + "initializer and add `.initCompleted { r, s in s.dependency = r.resolve(Rock.self) }` to "
        + "Scissors's registration."

    @Test func aServiceWhoseInitializerNeedsItselfStopsTheProcessNamingIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Misuse.Ouroboros.self) { r in Misuse.Ouroboros(next: r.resolve(Misuse.Ouroboros.self)!) }
            _ = container.resolve(Misuse.Ouroboros.self)
        }

        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.directCycleStop))
    }

    @Test func twoInitializersThatNeedEachOtherStopTheProcessNamingTheCycle() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Misuse.Left.self) { r in Misuse.Left(right: r.resolve(Misuse.Right.self)!) }
            container.register(Misuse.Right.self) { r in Misuse.Right(left: r.resolve(Misuse.Left.self)!) }
            _ = container.resolve(Misuse.Left.self)
        }

        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.twoMemberCycleStop))
    }

    @Test func threeInitializersInACycleStopTheProcessWithAHintNamingAnEdgeOfTheCycle() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Misuse.Rock.self) { r in Misuse.Rock(paper: r.resolve(Misuse.Paper.self)!) }
            container.register(Misuse.Paper.self) { r in Misuse.Paper(scissors: r.resolve(Misuse.Scissors.self)!) }
            container.register(Misuse.Scissors.self) { r in Misuse.Scissors(rock: r.resolve(Misuse.Rock.self)!) }
            _ = container.resolve(Misuse.Rock.self)
        }

        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.threeMemberCycleStop))
    }

    @Test func aFactoryThatForceUnwrapsAMissingDependencyStopsTheProcessAfterLoggingWhoAskedForIt() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            Container.loggingFunction = { print($0) }
            let container = Container()
            container.register(Misuse.Station.self) { r in Misuse.Station(lamp: r.resolve(Misuse.Lamp.self)!) }
            _ = container.resolve(Misuse.Station.self)
        }

        #expect(String(decoding: result.standardOutputContent, as: UTF8.self).contains("""
            Loom: cannot resolve Lamp: nothing is registered for { Service: Lamp, Factory: Resolver -> Lamp }.
            Asked for by Station [graph], on the path Station [graph] -> Lamp.
            No registration of Lamp exists, under any name or arguments (1 registration in this container and its parents).
            """))
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self)
            .contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
    }
}
#endif
