import Foundation
import Testing
@testable import Loom

/// Many threads and tasks resolving from one container, with no `synchronize()` needed.
@Suite("Concurrent resolution from one container")
struct ConcurrentResolutionTests {
    private static let threadCount = 8
    private static let iterations = 400

    // MARK: Graphs and singletons under load

    @Test(arguments: [false, true], [true, false])
    func threadsShareOneSingletonAndNeverShareAGraph(throughSynchronizedResolver: Bool, recordingGraphIdentifiers: Bool) {
        let fixture = ConcurrentGraphFixture(recordsGraph: recordingGraphIdentifiers)
        let resolver = throughSynchronizedResolver ? fixture.container.concurrentSynchronizedResolver : fixture.container
        let report = ConcurrentLocked(ConcurrentGraphReport())

        ConcurrentThreads.run(Self.threadCount) { _ in
            var mine = ConcurrentGraphReport()
            for _ in 0..<Self.iterations {
                mine.resolveOnce(from: resolver)
            }
            report.withLock { $0.merge(mine) }
        }

        report.value.verify(expectedRoots: Self.threadCount * Self.iterations, fixture: fixture)
    }

    @Test(arguments: [false, true], [true, false])
    func tasksShareOneSingletonAndNeverShareAGraph(throughSynchronizedResolver: Bool, recordingGraphIdentifiers: Bool) async {
        let fixture = ConcurrentGraphFixture(recordsGraph: recordingGraphIdentifiers)
        let resolver = throughSynchronizedResolver ? fixture.container.concurrentSynchronizedResolver : fixture.container
        let report = ConcurrentLocked(ConcurrentGraphReport())
        let taskCount = 16

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<taskCount {
                group.addTask {
                    var mine = ConcurrentGraphReport()
                    for _ in 0..<Self.iterations {
                        mine.resolveOnce(from: resolver)
                    }
                    report.withLock { $0.merge(mine) }
                }
            }
        }

        report.value.verify(expectedRoots: taskCount * Self.iterations, fixture: fixture)
    }

    @Test
    func threadsAndTasksTogetherShareOneSingletonAndNeverShareAGraph() async {
        let fixture = ConcurrentGraphFixture()
        let container = fixture.container
        let synchronized = container.concurrentSynchronizedResolver
        let report = ConcurrentLocked(ConcurrentGraphReport())

        let threads = ConcurrentThreads.start(4) { index in
            var mine = ConcurrentGraphReport()
            for _ in 0..<Self.iterations {
                mine.resolveOnce(from: index.isMultiple(of: 2) ? container : synchronized)
            }
            report.withLock { $0.merge(mine) }
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    var mine = ConcurrentGraphReport()
                    for _ in 0..<Self.iterations {
                        mine.resolveOnce(from: index.isMultiple(of: 2) ? container : synchronized)
                    }
                    report.withLock { $0.merge(mine) }
                }
            }
        }
        #expect(threads.join(), "threads did not finish")

        report.value.verify(expectedRoots: 12 * Self.iterations, fixture: fixture, singleFactoryCall: false)
    }

    // MARK: Graph identifiers

    @Test
    func fiveHundredConcurrentTopLevelResolvesOnThreadsEachSeeTheirOwnGraph() {
        let container = Self.graphProbeContainer()
        let probes = ConcurrentLocked<[ConcurrentGraphProbe]>([])
        let graphsLeftBehind = ConcurrentCounter()
        let threadCount = 50
        let resolvesPerThread = 10

        ConcurrentThreads.run(threadCount) { _ in
            for _ in 0..<resolvesPerThread {
                let probe = container.resolve(ConcurrentGraphProbe.self)
                if container.currentObjectGraph != nil { graphsLeftBehind.increment() }
                if let probe { probes.withLock { $0.append(probe) } }
            }
        }

        Self.verifyDistinctGraphs(probes.value, expected: threadCount * resolvesPerThread)
        #expect(graphsLeftBehind.value == 0, "currentObjectGraph stayed set after a top-level resolve")
        #expect(container.currentObjectGraph == nil)
    }

    @Test
    func fiveHundredConcurrentTopLevelResolvesInTasksEachSeeTheirOwnGraph() async {
        let container = Self.graphProbeContainer()
        let probes = ConcurrentLocked<[ConcurrentGraphProbe]>([])
        let graphsLeftBehind = ConcurrentCounter()

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<500 {
                group.addTask {
                    let probe = container.resolve(ConcurrentGraphProbe.self)
                    if container.currentObjectGraph != nil { graphsLeftBehind.increment() }
                    if let probe { probes.withLock { $0.append(probe) } }
                }
            }
        }

        Self.verifyDistinctGraphs(probes.value, expected: 500)
        #expect(graphsLeftBehind.value == 0, "currentObjectGraph stayed set after a top-level resolve")
    }

    @Test(arguments: [false, true])
    func withObjectGraphOnManyThreadsReusesTheGraphsLiveInstances(throughSynchronizedResolver: Bool) throws {
        let fixture = ConcurrentGraphFixture()
        let root = try #require(fixture.container.resolve(ConcurrentRoot.self))
        let graph = try #require(root.graph)
        let container = throughSynchronizedResolver ? fixture.container.concurrentSynchronizedResolver : fixture.container
        let leaves = ConcurrentLocked<Set<ObjectIdentifier>>([])
        let graphsLeftBehind = ConcurrentCounter()

        ConcurrentThreads.run(Self.threadCount) { _ in
            for _ in 0..<50 {
                let leaf = container.withObjectGraph(graph) { $0.resolve(ConcurrentLeaf.self) }
                if let leaf { leaves.withLock { _ = $0.insert(ObjectIdentifier(leaf)) } }
                if container.currentObjectGraph != nil { graphsLeftBehind.increment() }
            }
        }

        #expect(leaves.value == [ObjectIdentifier(root.left.leaf)], "a thread got another leaf for a graph whose leaf is alive")
        #expect(graphsLeftBehind.value == 0)
    }

    private static func graphProbeContainer() -> Container {
        let container = Container()
        container.register(ConcurrentGraphProbe.self) { r in
            ConcurrentGraphProbe(resolved: r.resolve(GraphIdentifier.self), current: (r as? Container)?.currentObjectGraph)
        }
        return container
    }

    private static func verifyDistinctGraphs(
        _ probes: [ConcurrentGraphProbe],
        expected: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(probes.count == expected, sourceLocation: sourceLocation)
        #expect(probes.allSatisfy { $0.resolved != nil && $0.resolved == $0.current }, sourceLocation: sourceLocation)
        let distinct = Set(probes.compactMap(\.resolved))
        #expect(distinct.count == expected, "two concurrent top-level resolves saw the same graph", sourceLocation: sourceLocation)
    }

    // MARK: Lazy and Provider

    private static func wrapperHolder() -> (Container, ConcurrentWrapperHolder?) {
        let container = Container()
        container.register(ConcurrentLeaf.self) { r in ConcurrentLeaf(graph: r.resolve(GraphIdentifier.self)) }
        container.register(ConcurrentWrapperHolder.self) { r in
            ConcurrentWrapperHolder(
                leaf: r.resolve(ConcurrentLeaf.self)!,
                lazyLeaf: r.resolve(Lazy<ConcurrentLeaf>.self)!,
                leafProvider: r.resolve(Provider<ConcurrentLeaf>.self)!
            )
        }
        return (container, container.resolve(ConcurrentWrapperHolder.self))
    }

    @Test
    func lazyReadForTheFirstTimeOnManyThreadsYieldsTheInstanceOfItsOwnGraph() throws {
        let (container, resolved) = Self.wrapperHolder()
        let holder = ConcurrentLocked(try #require(resolved))
        let instances = ConcurrentLocked<Set<ObjectIdentifier>>([])
        let graphsLeftBehind = ConcurrentCounter()

        ConcurrentThreads.run(Self.threadCount) { _ in
            let lazy = holder.value.lazyLeaf
            let leaf = lazy.instance
            instances.withLock { _ = $0.insert(ObjectIdentifier(leaf)) }
            if container.currentObjectGraph != nil { graphsLeftBehind.increment() }
        }

        #expect(instances.value == [ObjectIdentifier(holder.value.leaf)], "Lazy resolved outside the graph it came from")
        #expect(graphsLeftBehind.value == 0, "the replayed graph stayed set after Lazy resolved")
    }

    @Test
    func providerReadOnManyThreadsGivesEveryReadItsOwnGraph() throws {
        let (_, resolved) = Self.wrapperHolder()
        let holder = ConcurrentLocked(try #require(resolved))
        let leaves = ConcurrentLocked<[ConcurrentLeaf]>([])

        ConcurrentThreads.run(Self.threadCount) { _ in
            let provider = holder.value.leafProvider
            var mine: [ConcurrentLeaf] = []
            for _ in 0..<50 {
                mine.append(provider.instance)
            }
            leaves.withLock { $0 += mine }
        }

        let all = leaves.value
        #expect(all.count == Self.threadCount * 50)
        #expect(Set(all.map(ObjectIdentifier.init)).count == all.count)
        #expect(Set(all.compactMap(\.graph)).count == all.count)
        #expect(!all.contains { $0 === holder.value.leaf })
    }

    // MARK: Registering while resolving

    @Test
    func resolvesDuringConcurrentRegistrationReturnNilOrAValidInstance() {
        let container = Container(defaultObjectScope: .container)
        let keyCount = 2_000
        let registering = ConcurrentFlag()
        let problems = ConcurrentLocked<[String]>([])
        let hits = ConcurrentCounter()
        container.register(ConcurrentNamed.self, name: "replaced") { _ in ConcurrentNamed(name: "replaced", generation: 0) }

        ConcurrentThreads.run(6) { index in
            if index == 0 {
                for key in 0..<keyCount {
                    let name = "key-\(key)"
                    container.register(ConcurrentNamed.self, name: name) { _ in ConcurrentNamed(name: name, generation: key) }
                    if key.isMultiple(of: 4) {
                        container.register(ConcurrentNamed.self, name: "replaced") { _ in
                            ConcurrentNamed(name: "replaced", generation: key + 1)
                        }
                    }
                }
                registering.raise()
                return
            }
            var lastGeneration = 0
            var round = 0
            while !registering.isRaised || round < 200 {
                round += 1
                let name = "key-\(Int.random(in: 0..<keyCount))"
                if let named = container.resolve(ConcurrentNamed.self, name: name), named.name != name {
                    problems.withLock { $0.append("resolved \(named.name) for \(name)") }
                }
                guard let replaced = container.resolve(ConcurrentNamed.self, name: "replaced") else {
                    problems.withLock { $0.append("a registered key resolved to nil while being replaced") }
                    continue
                }
                hits.increment()
                if replaced.name != "replaced" || replaced.generation < lastGeneration {
                    problems.withLock {
                        $0.append("replaced key went from generation \(lastGeneration) back to \(replaced.generation)")
                    }
                }
                lastGeneration = replaced.generation
                _ = container.hasAnyRegistration(of: ConcurrentNamed.self, name: name)
            }
        }

        #expect(problems.value.isEmpty, "\(problems.value.prefix(5))")
        #expect(hits.value > 0)
        for key in stride(from: 0, to: keyCount, by: 97) {
            #expect(container.resolve(ConcurrentNamed.self, name: "key-\(key)")?.generation == key)
        }
        let lastReplacement = (keyCount - 1) / 4 * 4 + 1
        #expect(container.resolve(ConcurrentNamed.self, name: "replaced")?.generation == lastReplacement)
    }

    @Test
    func resettingTheContainerScopeWhileOthersResolveAlwaysYieldsACompleteInstance() {
        let fixture = ConcurrentGraphFixture()
        let container = fixture.container
        let resetting = ConcurrentFlag()
        let failures = ConcurrentCounter()
        let malformed = ConcurrentCounter()

        ConcurrentThreads.run(5) { index in
            if index == 0 {
                for _ in 0..<300 {
                    container.resetObjectScope(.container)
                }
                resetting.raise()
                return
            }
            var round = 0
            while !resetting.isRaised || round < 100 {
                round += 1
                guard let root = container.resolve(ConcurrentRoot.self) else {
                    failures.increment()
                    continue
                }
                if !root.isWellFormed || root.singleton.settings == nil { malformed.increment() }
            }
        }

        #expect(failures.value == 0)
        #expect(malformed.value == 0)
        // Once the resets stop, everyone agrees on one singleton again.
        let settled = ConcurrentLocked<Set<ObjectIdentifier>>([])
        ConcurrentThreads.run(8) { _ in
            if let singleton = container.resolve(ConcurrentSingleton.self) {
                settled.withLock { _ = $0.insert(ObjectIdentifier(singleton)) }
            }
        }
        #expect(settled.value.count == 1)
    }

    // MARK: Registrations changing under resolves

    /// One thread empties the container and registers everything again, and unregisters and
    /// re-registers one key, over and over, while four threads resolve plain, named,
    /// argument-taking and optional services. A resolve may find a registration of any generation,
    /// or none between `removeAll` and the next `register`, but what it found must stay alive until
    /// it returns: a released one would give a wrong name or generation, or crash.
    @Test
    func resolvesWhileAnotherThreadRemovesAllAndRegistersAgainOnlyUseLiveRegistrations() {
        let container = Container()
        let rounds = 3_000
        @Sendable func registerAll(generation: Int) {
            container.register(ConcurrentSingleton.self) { _ in ConcurrentSingleton(serial: generation) }
                .inObjectScope(.container)
            container.register(ConcurrentNamed.self, name: "named") { _ in
                ConcurrentNamed(name: "named", generation: generation)
            }
            container.register(ConcurrentNamed.self) { (_, name: String, times: Int) in
                ConcurrentNamed(name: String(repeating: name, count: times), generation: generation)
            }
            container.register(ConcurrentRoot.self) { r in
                let leaf = ConcurrentLeaf(graph: nil)
                return ConcurrentRoot(
                    left: ConcurrentBranch(leaf: leaf), right: ConcurrentBranch(leaf: leaf),
                    singleton: r.resolve(ConcurrentSingleton.self) ?? ConcurrentSingleton(serial: -1), graph: nil
                )
            }
        }
        registerAll(generation: 0)
        let writerDone = ConcurrentFlag()
        let wrong = ConcurrentLocked<[String]>([])
        let found = ConcurrentCounter()

        let finished = ConcurrentThreads.run(5) { thread in
            if thread == 0 {
                defer { writerDone.raise() }
                for generation in 1...rounds {
                    container.removeAll()
                    if generation.isMultiple(of: 7) { Thread.sleep(forTimeInterval: 0.000_1) }
                    registerAll(generation: generation)
                    if generation.isMultiple(of: 5) {
                        container.unregister(ConcurrentNamed.self, name: "named")
                        container.register(ConcurrentNamed.self, name: "named") { _ in
                            ConcurrentNamed(name: "named", generation: generation)
                        }
                    }
                }
                return
            }
            // At least a few hundred resolves each, however the threads are scheduled.
            var resolves = 0
            while !writerDone.isRaised || resolves < 400 {
                resolves += 1
                switch (thread + resolves) % 4 {
                case 0:
                    if let singleton = container.resolve(ConcurrentSingleton.self) {
                        found.increment()
                        if !(0...rounds).contains(singleton.serial) { wrong.withLock { $0.append("singleton \(singleton.serial)") } }
                    }
                case 1:
                    if let named = container.resolve(ConcurrentNamed.self, name: "named") {
                        found.increment()
                        if named.name != "named" || !(0...rounds).contains(named.generation) {
                            wrong.withLock { $0.append("named \(named.name) \(named.generation)") }
                        }
                    }
                case 2:
                    if let named = container.resolve(ConcurrentNamed.self, arguments: "ab", 3) {
                        found.increment()
                        if named.name != "ababab" { wrong.withLock { $0.append("with arguments \(named.name)") } }
                    }
                default:
                    let root: ConcurrentRoot?? = container.resolve(Optional<ConcurrentRoot>.self)
                    if let root = root.flatMap({ $0 }) {
                        found.increment()
                        if !(-1...rounds).contains(root.singleton.serial) {
                            wrong.withLock { $0.append("nested singleton \(root.singleton.serial)") }
                        }
                    }
                }
            }
        }

        #expect(finished)
        #expect(wrong.value.isEmpty)
        #expect(found.value > 0)
        // The container is whole afterwards: the last generation resolves, and nothing waits to be released.
        #expect(container.resolve(ConcurrentSingleton.self)?.serial == rounds)
        #expect(container.resolve(ConcurrentNamed.self, name: "named")?.generation == rounds)
        #expect(container.readerGuard.waitingCount == 0)
    }

    // MARK: Failed resolutions

    @Test
    func failedResolutionsOnSomeThreadsLeaveOtherThreadsSingletonsIntact() {
        let fixture = ConcurrentGraphFixture()
        let container = fixture.container
        container.register(ConcurrentOptionalHolder.self) { r in
            ConcurrentOptionalHolder(
                missing: r.resolve(ConcurrentUnregistered.self),
                singleton: r.resolve(ConcurrentSingleton.self)
            )
        }
        let singletons = ConcurrentLocked<[ConcurrentSingleton]>([])
        let unexpected = ConcurrentCounter()

        ConcurrentThreads.run(8) { index in
            var mine: [ConcurrentSingleton] = []
            for _ in 0..<Self.iterations {
                if index.isMultiple(of: 2) {
                    if container.resolve(ConcurrentUnregistered.self) != nil { unexpected.increment() }
                    if container.resolve(ConcurrentSingleton.self, name: "unregistered") != nil { unexpected.increment() }
                    guard let holder = container.resolve(ConcurrentOptionalHolder.self) else {
                        unexpected.increment()
                        continue
                    }
                    if holder.missing != nil { unexpected.increment() }
                    if let singleton = holder.singleton { mine.append(singleton) } else { unexpected.increment() }
                } else if let root = container.resolve(ConcurrentRoot.self), root.isWellFormed {
                    mine.append(root.singleton)
                } else {
                    unexpected.increment()
                }
            }
            singletons.withLock { $0 += mine }
        }

        #expect(unexpected.value == 0)
        #expect(singletons.value.count == 8 * Self.iterations)
        #expect(Set(singletons.value.map(ObjectIdentifier.init)).count == 1)
        #expect(fixture.singletonFactoryCalls.value == 1)
        #expect(container.resolve(ConcurrentSingleton.self) === singletons.value.first)
    }

    @Test
    func failedResolutionsDuringAnotherThreadsCreationLeaveThatCreationIntact() {
        let container = Container()
        let slow = ConcurrentSlowFactory(registeredIn: container)
        container.register(ConcurrentOptionalHolder.self) { r in
            ConcurrentOptionalHolder(missing: r.resolve(ConcurrentUnregistered.self), singleton: nil)
        }

        let (creator, created) = slow.startBlockedCreation(through: container)
        let failures = ConcurrentCounter()
        ConcurrentThreads.run(4) { _ in
            for _ in 0..<50 where container.resolve(ConcurrentUnregistered.self) == nil {
                if container.resolve(ConcurrentOptionalHolder.self)?.missing == nil { failures.increment() }
            }
        }
        slow.release.open()
        #expect(creator.join(), "the creating thread did not finish")

        #expect(failures.value == 4 * 50)
        #expect(slow.calls.value == 1)
        let first = created.value
        #expect(first != nil)
        #expect(container.resolve(ConcurrentSlowService.self) === first)
    }
}
