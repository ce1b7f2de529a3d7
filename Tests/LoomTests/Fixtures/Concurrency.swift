import Foundation
import Synchronization
import Testing
@testable import Loom

// Shared helpers and service types of the concurrency suites.
//
// Every synchronisation primitive here is built on pthread mutexes and condition variables
// (`NSLock`, `NSCondition`) or on `Synchronization.Atomic`, all of which ThreadSanitizer understands,
// so a TSan report from these suites points at Loom, not at the test harness. Threads are real
// `Thread`s; nothing here relies on timing for correctness, only for giving a race a chance.

// MARK: - Timeouts

/// How long a test waits for something that must happen before it gives up and fails.
enum ConcurrentTimeout {
    /// For steps that take microseconds when nothing is wrong (even under TSan on two cores).
    static let generous: TimeInterval = 20
    /// For stress runs that do a lot of work.
    static let stress: TimeInterval = 60
}

// MARK: - Lock-protected state

/// A value that many threads read and write, guarded by a pthread mutex.
///
/// `@unchecked Sendable`: `state` is only read or written inside `withLock`.
final class ConcurrentLocked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    var value: State {
        withLock { $0 }
    }
}

/// A lock-free counter, e.g. of factory calls.
final class ConcurrentCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Adds one; returns the new value.
    @discardableResult
    func increment() -> Int {
        count.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }

    var value: Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}

/// A flag one thread raises and others read.
final class ConcurrentFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() {
        raised.store(true, ordering: .sequentiallyConsistent)
    }

    var isRaised: Bool {
        raised.load(ordering: .sequentiallyConsistent)
    }
}

/// Measures how many *threads* are inside factories at once. Nested factory calls on one thread
/// (a factory resolving a dependency) count once.
final class ConcurrentOccupancy: Sendable {
    private struct State {
        var depthByThread: [ObjectIdentifier: Int] = [:]
        var maximum = 0
        var entries = 0
    }

    private let state = ConcurrentLocked(State())

    func enter() {
        let thread = ConcurrentOccupancy.currentThreadID
        state.withLock { state in
            state.depthByThread[thread, default: 0] += 1
            state.entries += 1
            state.maximum = max(state.maximum, state.depthByThread.count)
        }
    }

    func leave() {
        let thread = ConcurrentOccupancy.currentThreadID
        state.withLock { state in
            let depth = state.depthByThread[thread, default: 1] - 1
            state.depthByThread[thread] = depth == 0 ? nil : depth
        }
    }

    /// Runs `body` counted as being inside a factory.
    func measure<T>(_ body: () -> T) -> T {
        enter()
        defer { leave() }
        return body()
    }

    /// The most threads seen inside factories at the same time.
    var maximum: Int { state.withLock { $0.maximum } }
    /// How many factory calls were measured.
    var entries: Int { state.withLock { $0.entries } }

    /// The calling thread's `Thread` object, alive (and so unique) while the thread runs.
    private static var currentThreadID: ObjectIdentifier {
        ObjectIdentifier(Thread.current)
    }
}

// MARK: - Latches and barriers

/// A one-shot signal: opened once, waited for by any number of threads, with a timeout.
final class ConcurrentLatch: Sendable {
    private let condition = ConcurrentCondition()

    func open() {
        condition.update { $0 = true }
    }

    var isOpen: Bool {
        condition.read { $0 }
    }

    /// Waits until the latch is open; `false` if `timeout` passed first.
    @discardableResult
    func wait(timeout: TimeInterval = ConcurrentTimeout.generous) -> Bool {
        condition.wait(timeout: timeout) { $0 }
    }
}

/// Holds `count` threads until all of them arrived; reusable, round after round.
final class ConcurrentBarrier: Sendable {
    private struct State {
        var arrived = 0
        var generation = 0
    }

    private let count: Int
    private let condition: ConcurrentStateCondition<State>

    init(count: Int) {
        self.count = count
        condition = ConcurrentStateCondition(State())
    }

    /// Arrives and waits for the others; `false` if they did not all arrive within `timeout`.
    @discardableResult
    func arriveAndWait(timeout: TimeInterval = ConcurrentTimeout.generous) -> Bool {
        let count = count
        var generation = 0
        condition.update { state in
            generation = state.generation
            state.arrived += 1
            if state.arrived == count {
                state.arrived = 0
                state.generation += 1
            }
        }
        return condition.wait(timeout: timeout) { $0.generation != generation }
    }
}

/// A `Bool` behind an `NSCondition`.
typealias ConcurrentCondition = ConcurrentStateCondition<Bool>

/// Some state behind an `NSCondition`: update it (waking every waiter) or wait for a predicate.
///
/// `@unchecked Sendable`: `state` is only touched with `condition` locked.
final class ConcurrentStateCondition<State>: @unchecked Sendable {
    private let condition = NSCondition()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    convenience init() where State == Bool {
        self.init(false)
    }

    func update(_ body: (inout State) -> Void) {
        condition.lock()
        body(&state)
        condition.broadcast()
        condition.unlock()
    }

    func read<Result>(_ body: (State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(state)
    }

    /// Waits until `predicate` holds; `false` if `timeout` passed first.
    func wait(timeout: TimeInterval, until predicate: (State) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(state) {
            if !condition.wait(until: deadline) {
                return predicate(state)
            }
        }
        return true
    }
}

// MARK: - Threads

/// Real threads, released together, joined with a timeout.
final class ConcurrentThreads: Sendable {
    private let finished = ConcurrentStateCondition(0)
    private let count: Int

    private init(count: Int) {
        self.count = count
    }

    /// Starts `count` threads that all wait at a barrier, then run `body(index)` at the same moment.
    static func start(
        _ count: Int,
        name: String = "loom-concurrency-test",
        _ body: @escaping @Sendable (Int) -> Void
    ) -> ConcurrentThreads {
        let group = ConcurrentThreads(count: count)
        let barrier = ConcurrentBarrier(count: count)
        for index in 0..<count {
            let thread = Thread {
                barrier.arriveAndWait()
                body(index)
                group.finished.update { $0 += 1 }
            }
            thread.name = "\(name)-\(index)"
            thread.stackSize = 4 << 20
            thread.start()
        }
        return group
    }

    /// Waits for every thread to finish; `false` if some did not within `timeout`.
    func join(timeout: TimeInterval = ConcurrentTimeout.stress) -> Bool {
        let count = count
        return finished.wait(timeout: timeout) { $0 == count }
    }

    /// Starts `count` threads running `body(index)` together and waits for all of them; a thread
    /// that does not finish within `timeout` fails the test (its thread is left behind).
    @discardableResult
    static func run(
        _ count: Int,
        timeout: TimeInterval = ConcurrentTimeout.stress,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @escaping @Sendable (Int) -> Void
    ) -> Bool {
        let finished = start(count, body).join(timeout: timeout)
        if !finished {
            Issue.record("\(count) threads did not all finish within \(timeout) s (deadlock?)", sourceLocation: sourceLocation)
        }
        return finished
    }
}

extension Container {
    /// `synchronize()` as the `Container` it is, so that it can be captured by `@Sendable` closures.
    var concurrentSynchronizedResolver: Container {
        synchronize() as! Container
    }
}

extension ConcurrentLatch {
    /// Expects the latch to open within the generous timeout; records `comment` otherwise. Call it
    /// on the test's own thread (issues recorded on other threads belong to no test).
    @discardableResult
    func expectOpens(
        _ comment: Comment,
        timeout: TimeInterval = ConcurrentTimeout.generous,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let opened = wait(timeout: timeout)
        #expect(opened, comment, sourceLocation: sourceLocation)
        return opened
    }
}

// MARK: - Services

/// A container-scoped service with a serial number, to tell instances apart by more than address.
final class ConcurrentSingleton: Sendable {
    let serial: Int
    let settings: ConcurrentSettings?

    init(serial: Int, settings: ConcurrentSettings? = nil) {
        self.serial = serial
        self.settings = settings
    }
}

/// A container-scoped dependency of ``ConcurrentSingleton``.
final class ConcurrentSettings: Sendable {
    let serial: Int

    init(serial: Int) {
        self.serial = serial
    }
}

/// Graph-scoped: shared by both branches of one root, never by two roots.
final class ConcurrentLeaf: Sendable {
    let graph: GraphIdentifier?

    init(graph: GraphIdentifier?) {
        self.graph = graph
    }
}

/// Graph-scoped, registered twice (named "left" and "right"); both depend on the graph's leaf.
final class ConcurrentBranch: Sendable {
    let leaf: ConcurrentLeaf

    init(leaf: ConcurrentLeaf) {
        self.leaf = leaf
    }
}

/// The top of a graph: two branches that must share one leaf, plus the singleton.
final class ConcurrentRoot: Sendable {
    let left: ConcurrentBranch
    let right: ConcurrentBranch
    let singleton: ConcurrentSingleton
    let graph: GraphIdentifier?

    init(left: ConcurrentBranch, right: ConcurrentBranch, singleton: ConcurrentSingleton, graph: GraphIdentifier?) {
        self.left = left
        self.right = right
        self.singleton = singleton
        self.graph = graph
    }

    /// Whether this root is a well-formed graph: its two branches are distinct and share one leaf,
    /// and everything in it saw the same graph identifier (if it asked for one).
    var isWellFormed: Bool {
        left !== right && left.leaf === right.leaf && graph == left.leaf.graph
    }
}

/// A container whose roots exercise graph-scoped sharing and container-scoped singletons with a
/// dependency, counting how often each shared factory runs.
///
/// With `recordsGraph`, the root and the leaf resolve `GraphIdentifier` (so the graph is known
/// outside the resolution and Loom keeps its graph-scoped instances in the storages); without it
/// they do not (Loom keeps them with the resolution only).
struct ConcurrentGraphFixture {
    let container = Container()
    let singletonFactoryCalls = ConcurrentCounter()
    let settingsFactoryCalls = ConcurrentCounter()
    let recordsGraph: Bool

    init(recordsGraph: Bool = true) {
        self.recordsGraph = recordsGraph
        let singletonCalls = singletonFactoryCalls
        let settingsCalls = settingsFactoryCalls
        container.register(ConcurrentSettings.self) { _ in
            ConcurrentSettings(serial: settingsCalls.increment())
        }.inObjectScope(.container)
        container.register(ConcurrentSingleton.self) { r in
            ConcurrentSingleton(serial: singletonCalls.increment(), settings: r.resolve(ConcurrentSettings.self))
        }.inObjectScope(.container)
        container.register(ConcurrentLeaf.self) { r in
            ConcurrentLeaf(graph: recordsGraph ? r.resolve(GraphIdentifier.self) : nil)
        }
        for side in ["left", "right"] {
            container.register(ConcurrentBranch.self, name: side) { r in
                ConcurrentBranch(leaf: r.resolve(ConcurrentLeaf.self)!)
            }
        }
        container.register(ConcurrentRoot.self) { r in
            ConcurrentRoot(
                left: r.resolve(ConcurrentBranch.self, name: "left")!,
                right: r.resolve(ConcurrentBranch.self, name: "right")!,
                singleton: r.resolve(ConcurrentSingleton.self)!,
                graph: recordsGraph ? r.resolve(GraphIdentifier.self) : nil
            )
        }
    }
}

/// What many resolutions of ``ConcurrentRoot`` produced, checked as a whole.
struct ConcurrentGraphReport {
    var roots: [ConcurrentRoot] = []
    var singletons: [ConcurrentSingleton] = []
    var failures = 0

    mutating func merge(_ other: ConcurrentGraphReport) {
        roots += other.roots
        singletons += other.singletons
        failures += other.failures
    }

    /// Resolves one root and the singleton directly, recording what came back.
    mutating func resolveOnce(from resolver: Resolver) {
        if let root = resolver.resolve(ConcurrentRoot.self) {
            roots.append(root)
        } else {
            failures += 1
        }
        if let singleton = resolver.resolve(ConcurrentSingleton.self) {
            singletons.append(singleton)
        } else {
            failures += 1
        }
    }

    /// Checks every root is a well-formed graph of its own and every singleton is the same one.
    ///
    /// - Parameter singleFactoryCall: Whether the shared factories must have run exactly once. Not so
    ///   when plain and synchronized resolves race: a thread holding the `synchronize()` lock never
    ///   waits for another thread's creation, it creates its own and the first one cached wins.
    func verify(
        expectedRoots: Int,
        fixture: ConcurrentGraphFixture,
        singleFactoryCall: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(failures == 0, "resolves that returned nil", sourceLocation: sourceLocation)
        #expect(roots.count == expectedRoots, sourceLocation: sourceLocation)
        let malformed = roots.filter { !$0.isWellFormed }.count
        #expect(malformed == 0, "roots whose branches do not share their graph's leaf", sourceLocation: sourceLocation)
        // Every root is kept alive here, so distinct objects have distinct identifiers.
        let leaves = Set(roots.map { ObjectIdentifier($0.left.leaf) })
        #expect(leaves.count == roots.count, "two top-level resolves shared a graph-scoped instance", sourceLocation: sourceLocation)
        if fixture.recordsGraph {
            let graphs = Set(roots.compactMap(\.graph))
            #expect(graphs.count == roots.count, "two top-level resolves shared a graph identifier", sourceLocation: sourceLocation)
        }
        let allSingletons = singletons + roots.map(\.singleton)
        let distinctSingletons = Set(allSingletons.map(ObjectIdentifier.init))
        #expect(distinctSingletons.count == 1, "container-scoped resolves returned different instances", sourceLocation: sourceLocation)
        let distinctSettings = Set(allSingletons.compactMap { $0.settings.map(ObjectIdentifier.init) })
        #expect(distinctSettings.count == 1, "the singleton's container-scoped dependency differed", sourceLocation: sourceLocation)
        if singleFactoryCall {
            #expect(fixture.singletonFactoryCalls.value == 1, sourceLocation: sourceLocation)
            #expect(fixture.settingsFactoryCalls.value == 1, sourceLocation: sourceLocation)
        } else {
            #expect(fixture.singletonFactoryCalls.value >= 1, sourceLocation: sourceLocation)
        }
    }
}

/// A service whose factory blocks until the test lets it go, to hold a creation in progress.
final class ConcurrentSlowService: Sendable {
    let serial: Int

    init(serial: Int) {
        self.serial = serial
    }
}

/// A registration of ``ConcurrentSlowService`` whose factory opens `inFactory`, then blocks until
/// the test opens `release`. `calls` counts the factory calls; each instance's serial is the number
/// of the call that made it.
struct ConcurrentSlowFactory: Sendable {
    let inFactory = ConcurrentLatch()
    let release = ConcurrentLatch()
    let calls = ConcurrentCounter()

    /// Registers the slow factory in `container`.
    ///
    /// - Parameter onlyFirstCallBlocks: Whether later calls return at once instead of blocking too.
    init(registeredIn container: Container, scope: ObjectScope = .container, onlyFirstCallBlocks: Bool = false) {
        let inFactory = inFactory
        let release = release
        let calls = calls
        container.register(ConcurrentSlowService.self) { _ in
            let serial = calls.increment()
            if serial == 1 || !onlyFirstCallBlocks {
                inFactory.open()
                release.wait()
            }
            return ConcurrentSlowService(serial: serial)
        }.inObjectScope(scope)
    }

    /// Starts one thread that makes the blocked first resolve through `resolver` and waits until it
    /// is in the factory; `result` holds what that resolve returned once `threads` finished.
    func startBlockedCreation(
        through resolver: Container,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (threads: ConcurrentThreads, result: ConcurrentLocked<ConcurrentSlowService?>) {
        let result = ConcurrentLocked<ConcurrentSlowService?>(nil)
        let threads = ConcurrentThreads.start(1) { _ in
            let service = resolver.resolve(ConcurrentSlowService.self)
            result.withLock { $0 = service }
        }
        inFactory.expectOpens("the slow factory never started", sourceLocation: sourceLocation)
        return (threads, result)
    }
}

/// A shared-scope flavour to run the same scenario with.
enum ConcurrentSharedScope: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case container
    case weak
    case custom

    /// A custom scope over a storage that is not thread-safe itself (Loom guards it).
    static let customScope = ObjectScope(storageFactory: ConcurrentPlainStorage.init, description: "concurrentCustom")

    var objectScope: ObjectScope {
        switch self {
        case .container: .container
        case .weak: .weak
        case .custom: ConcurrentSharedScope.customScope
        }
    }

    var testDescription: String { rawValue }
}

/// A custom storage with no synchronisation of its own.
final class ConcurrentPlainStorage: InstanceStorage {
    var instance: Any?
}

/// A service that is only complete once its `initCompleted` ran.
///
/// Deliberately plain, unsynchronised `var`s: if Loom published an instance before `initCompleted`
/// finished, a thread reading these while the creating thread writes them is a data race TSan
/// reports (and a `false`/`nil` the test sees).
final class ConcurrentConfigured {
    let serial: Int
    var isConfigured = false
    var settings: ConcurrentSettings?

    init(serial: Int) {
        self.serial = serial
    }
}

/// Container-scoped A that needs B in its initialiser …
final class ConcurrentCycleA {
    let b: ConcurrentCycleB

    init(b: ConcurrentCycleB) {
        self.b = b
    }
}

/// … and B that gets A back through `initCompleted` (weakly, so rounds do not leak cycles).
final class ConcurrentCycleB {
    weak var a: ConcurrentCycleA?
}

/// A registered name paired with the generation of the registration that produced it.
final class ConcurrentNamed: Sendable {
    let name: String
    let generation: Int

    init(name: String, generation: Int) {
        self.name = name
        self.generation = generation
    }
}

/// Never registered anywhere.
final class ConcurrentUnregistered {}

/// Holds the result of a nested resolve that returns `nil`.
final class ConcurrentOptionalHolder {
    let missing: ConcurrentUnregistered?
    let singleton: ConcurrentSingleton?

    init(missing: ConcurrentUnregistered?, singleton: ConcurrentSingleton?) {
        self.missing = missing
        self.singleton = singleton
    }
}

/// Records the graph identifiers a factory saw.
final class ConcurrentGraphProbe: Sendable {
    let resolved: GraphIdentifier?
    let current: GraphIdentifier?

    init(resolved: GraphIdentifier?, current: GraphIdentifier?) {
        self.resolved = resolved
        self.current = current
    }
}

/// A graph-scoped leaf together with a `Lazy` and a `Provider` of it, all from one graph.
final class ConcurrentWrapperHolder {
    let leaf: ConcurrentLeaf
    let lazyLeaf: Lazy<ConcurrentLeaf>
    let leafProvider: Provider<ConcurrentLeaf>

    init(leaf: ConcurrentLeaf, lazyLeaf: Lazy<ConcurrentLeaf>, leafProvider: Provider<ConcurrentLeaf>) {
        self.leaf = leaf
        self.lazyLeaf = lazyLeaf
        self.leafProvider = leafProvider
    }
}
