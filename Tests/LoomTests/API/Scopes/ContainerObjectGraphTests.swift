import Testing
@testable import Loom

@Suite("The object graph of a resolution")
struct ContainerObjectGraphTests {
    /// A container whose `Dog` factory reports the current graph each time it runs.
    private func containerRecordingGraphs(into graphs: Probe.GraphLog) -> Container {
        let container = Container()
        container.register(Zoo.Dog.self) { r in
            graphs.append((r as? Container)?.currentObjectGraph)
            return Zoo.Dog()
        }
        return container
    }

    @Test func thereIsNoCurrentGraphOutsideAResolution() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        #expect(container.currentObjectGraph == nil)

        _ = container.resolve(Zoo.Dog.self)

        #expect(container.currentObjectGraph == nil)
    }

    @Test func thereIsACurrentGraphInsideAFactory() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)

        _ = container.resolve(Zoo.Dog.self)

        #expect(graphs.all.count == 1)
        #expect(graphs.all.first.flatMap { $0 } != nil)
    }

    @Test func nestedResolvesShareTheGraphOfTheTopLevelResolve() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            graphs.append((r as? Container)?.currentObjectGraph)
            let first = r.resolve(Zoo.Dog.self)!
            graphs.append((r as? Container)?.currentObjectGraph)
            return Household.Pair(first: first, second: first)
        }

        _ = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(graphs.all.count == 3)
        #expect(graphs.all[0] != nil)
        #expect(Set(graphs.all).count == 1)
    }

    @Test func eachTopLevelResolveHasADifferentGraph() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)

        _ = container.resolve(Zoo.Dog.self)
        _ = container.resolve(Zoo.Dog.self)
        _ = container.resolve(Zoo.Dog.self)

        #expect(graphs.all.count == 3)
        #expect(Set(graphs.all).count == 3)
    }

    @Test func resolvingGraphIdentifierOutsideAResolutionGivesNil() {
        let container = Container()

        #expect(container.resolve(GraphIdentifier.self) == nil)
    }

    @Test func resolvingGraphIdentifierInsideAFactoryGivesTheCurrentGraph() {
        let container = Container()
        var resolved: GraphIdentifier?
        var current: GraphIdentifier?
        container.register(Zoo.Dog.self) { r in
            resolved = r.resolve(GraphIdentifier.self)
            current = (r as? Container)?.currentObjectGraph
            return Zoo.Dog()
        }

        _ = container.resolve(Zoo.Dog.self)

        #expect(resolved != nil)
        #expect(resolved == current)
    }

    @Test func theNextTopLevelResolveUsesARestoredGraph() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)
        let restored = GraphIdentifier()

        container.restoreObjectGraph(restored)
        _ = container.resolve(Zoo.Dog.self)

        #expect(graphs.all == [restored])
        #expect(container.currentObjectGraph == nil)
    }

    @Test func aTransientResolveThatResolvesNothingStillUsesUpARestoredGraph() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.transient)
        let restored = GraphIdentifier()

        container.restoreObjectGraph(restored)
        _ = container.resolve(Zoo.Cat.self)
        _ = container.resolve(Zoo.Dog.self)

        #expect(graphs.all.count == 1)
        #expect(graphs.all.first != restored)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func aCachedContainerScopedResolveStillUsesUpARestoredGraph() {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)
        let cat = container.resolve(Zoo.Cat.self)
        let restored = GraphIdentifier()

        container.restoreObjectGraph(restored)
        let cachedCat = container.resolve(Zoo.Cat.self)  // not the lock-only cache hit: the graph is consumed
        _ = container.resolve(Zoo.Dog.self)

        #expect(cachedCat === cat)
        #expect(graphs.all.count == 1)
        #expect(graphs.all.first != restored)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func aTransientFactoryKeepsItsGraphAcrossAResolveFromAnotherHierarchy() {
        let graphs = Probe.GraphLog()
        let container = Container()
        let other = Container()
        other.register(Zoo.Cat.self) { _ in
            graphs.append(container.currentObjectGraph)
            graphs.append(other.currentObjectGraph)
            return Zoo.Cat()
        }.inObjectScope(.transient)
        container.register(Zoo.Dog.self) { r in
            _ = other.resolve(Zoo.Cat.self)
            graphs.append((r as? Container)?.currentObjectGraph)
            return Zoo.Dog()
        }.inObjectScope(.transient)

        _ = container.resolve(Zoo.Dog.self)

        #expect(graphs.all.count == 3)
        #expect(graphs.all.allSatisfy { $0 != nil })
        #expect(graphs.all[0] == graphs.all[2])
        #expect(graphs.all[1] != graphs.all[0])
        #expect(container.currentObjectGraph == nil)
        #expect(other.currentObjectGraph == nil)
    }

    @Test func aRestoredGraphHandsBackItsGraphScopedInstancesWhileTheyAreAlive() throws {
        let graphs = Probe.GraphLog()
        let container = containerRecordingGraphs(into: graphs)
        let first = container.resolve(Zoo.Dog.self)
        let firstGraph = try #require(graphs.all.first ?? nil)

        container.restoreObjectGraph(firstGraph)
        let again = container.resolve(Zoo.Dog.self)
        let fresh = container.resolve(Zoo.Dog.self)

        #expect(again === first)
        #expect(fresh !== first)
        #expect(graphs.all.count == 2)
    }

    @Test func withObjectGraphSharesTheGraphsInstancesWhileTheyAreAlive() throws {
        var graph: GraphIdentifier?
        let container = Container()
        container.register(Zoo.Dog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Zoo.Dog()
        }
        let dog = container.resolve(Zoo.Dog.self)
        let identifier = try #require(graph)

        let (first, second) = container.withObjectGraph(identifier) { c in
            (c.resolve(Zoo.Dog.self), c.resolve(Zoo.Dog.self))
        }

        #expect(first === dog)
        #expect(second === dog)
    }

    @Test func withObjectGraphCreatesNewInstancesOnceTheGraphsInstancesAreReleased() throws {
        var graph: GraphIdentifier?
        var calls = 0
        let container = Container()
        container.register(Zoo.Dog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            calls += 1
            return Zoo.Dog()
        }
        weak let released = container.resolve(Zoo.Dog.self)
        let identifier = try #require(graph)
        #expect(released == nil)

        let (first, second) = container.withObjectGraph(identifier) { c in
            (c.resolve(Zoo.Dog.self), c.resolve(Zoo.Dog.self))
        }

        #expect(first != nil)
        #expect(first === second)
        #expect(calls == 2)
    }

    @Test func withObjectGraphRunsTheClosureInTheGivenGraphAndClearsItAfterwards() {
        let container = Container()
        let identifier = GraphIdentifier()
        var inside: GraphIdentifier?

        let result = container.withObjectGraph(identifier) { c in
            inside = c.currentObjectGraph
            return 42
        }

        #expect(result == 42)
        #expect(inside == identifier)
        #expect(container.currentObjectGraph == nil)
        #expect(container.resolve(GraphIdentifier.self) == nil)
    }

    @Test func withObjectGraphInsideAFactoryPutsTheFactorysGraphBack() {
        let container = Container()
        let other = GraphIdentifier()
        var before: GraphIdentifier?
        var during: GraphIdentifier?
        var after: GraphIdentifier?
        container.register(Zoo.Cat.self) { r in
            let c = r as! Container
            before = c.currentObjectGraph
            c.withObjectGraph(other) { during = $0.currentObjectGraph }
            after = c.currentObjectGraph
            return Zoo.Cat()
        }

        _ = container.resolve(Zoo.Cat.self)

        #expect(before != nil)
        #expect(during == other)
        #expect(after == before)
        #expect(container.currentObjectGraph == nil)
    }

    @Test func withObjectGraphRethrowsAndStillClearsTheGraph() {
        let container = Container()

        #expect(throws: Probe.Failure.self) {
            try container.withObjectGraph(GraphIdentifier()) { _ in throw Probe.Failure() }
        }
        #expect(container.currentObjectGraph == nil)
    }

    @Test func graphIdentifiersAreHashableAndDistinct() {
        let identifiers = (0..<100).map { _ in GraphIdentifier() }

        #expect(Set(identifiers).count == 100)
        #expect(Set(identifiers.map(\.id)).count == 100)
    }

    @Test func aRestoredGraphNeverPassesToAContainerCreatedAfterItsOwnWasReleased() {
        // Without a strong hold on the released tree's identity, the allocator hands the next
        // container the same address, and it would inherit the restored graph.
        for _ in 0..<200 {
            var abandoned: Container? = Container()
            abandoned?.restoreObjectGraph(GraphIdentifier())
            abandoned = nil
            let next = Container()
            #expect(next.currentObjectGraph == nil)
        }
    }
}
