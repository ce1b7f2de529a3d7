import Testing
@testable import Loom

@Suite("Nesting depth and failed resolutions")
struct ResolutionDepthTests {
    /// Registers `Int` named "countdown": resolving it with `n` nests `n + 1` resolves, down to 0.
    fileprivate static func registerCountdown(in container: Container) {
        container.register(Int.self, name: "countdown") { (r, n: Int) in
            n == 0 ? 0 : r.resolve(Int.self, name: "countdown", argument: n - 1)! + 1
        }
        .inObjectScope(.transient)
    }

    @Test func theDepthLimitIsTwoHundred() {
        #expect(Container.maximumResolutionDepth == 200)
    }

    @Test func exactlyTwoHundredNestedResolvesSucceed() {
        let container = Container()
        Self.registerCountdown(in: container)

        // 199 down to 0: two hundred resolves, each nested in the one before.
        #expect(container.resolve(Int.self, name: "countdown", argument: 199) == 199)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func theDepthStartsAgainAtZeroForTheNextTopLevelResolve() {
        let container = Container()
        Self.registerCountdown(in: container)

        for _ in 0..<3 {
            #expect(container.resolve(Int.self, name: "countdown", argument: 199) == 199)
        }
    }

    @Test func theTwoHundredAndFirstNestedResolveStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Int.self, name: "countdown") { (r, n: Int) in
                n == 0 ? 0 : r.resolve(Int.self, name: "countdown", argument: n - 1)! + 1
            }
            _ = container.resolve(Int.self, name: "countdown", argument: 200)
        }

        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("nested 200 levels deep"))
        #expect(standardError.contains("Int(\"countdown\")"))
    }

    @Test func aFailedResolutionLeavesOtherRegistrationsAndCachedInstancesIntact() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        container.register(Zoo.Animal.self) { _ in Zoo.Dog() }
        let cat = container.resolve(Zoo.Cat.self)

        #expect(container.resolve(Zoo.Parrot.self) == nil)
        #expect(container.resolve(Zoo.Cat.self, name: "missing") == nil)

        #expect(container.resolve(Zoo.Cat.self) === cat)
        #expect(container.resolve(Zoo.Animal.self) is Zoo.Dog)
        #expect(container.currentObjectGraph == nil)
        #expect(spy.failures.count == 2)
    }

    @Test func aFailedNestedResolutionLeavesTheRestOfTheGraphIntact() {
        let container = Container(debugHelper: Probe.FailureSpy())
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        var graphAfterFailure: GraphIdentifier?
        var graphBeforeFailure: GraphIdentifier?
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            let first = r.resolve(Zoo.Dog.self)!
            graphBeforeFailure = (r as? Container)?.currentObjectGraph
            _ = r.resolve(Zoo.Bird.self)
            graphAfterFailure = (r as? Container)?.currentObjectGraph
            return Household.Pair(first: first, second: r.resolve(Zoo.Dog.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
        #expect(graphAfterFailure == graphBeforeFailure)
        #expect(container.currentObjectGraph == nil)
        #expect(Self.resolvesDeeply(container))
    }

    @Test func aFactoryReturningAnInstanceOfTheWrongTypeFailsWithoutHarm() {
        let container = Container(debugHelper: Probe.FailureSpy())
        let dog = container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.forward(Zoo.Cat.self, to: dog)

        #expect(container.resolve(Zoo.Cat.self) == nil)
        #expect(container.resolve(Zoo.Dog.self) != nil)
        #expect(Self.resolvesDeeply(container))
    }

    /// Whether a resolve nested 200 deep still works, i.e. no depth was leaked by earlier resolves.
    private static func resolvesDeeply(_ container: Container) -> Bool {
        if !container.hasAnyRegistration(of: Int.self, name: "countdown") {
            registerCountdown(in: container)
        }
        return container.resolve(Int.self, name: "countdown", argument: 199) == 199
    }
}
