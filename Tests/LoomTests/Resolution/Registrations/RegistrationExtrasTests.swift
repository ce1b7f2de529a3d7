import Testing
@testable import Loom

/// A registration keeps its rarely used fields — async factory, `initCompleted` and `onRelease`
/// closures, verification exclusion, the missing-scope report — in extras made on first use; what
/// is set there must behave as before, and survive the copies overlays and `verify()` make.
@Suite("Registration extras: rare fields kept out of line")
struct RegistrationExtrasTests {
    private final class Engine {}

    private static func registration(asyncFactory: AsyncFactory? = nil) -> Registration {
        Registration(
            serviceType: Engine.self, argumentsType: Resolver.self, name: nil, scope: ObjectScope.graph,
            asyncFactory: asyncFactory, factory: { _ in Engine() })
    }

    private static func hasInitCompleted(_ registration: Registration) -> Bool {
        registration.prepare(in: GraphIdentifier(), resumingGraph: false).reading.hasInitCompleted
    }

    private static func dispose(_ instance: Any, with registration: Registration) {
        let scope = ScopeInstances(scope: ScopeID(kind: .request, id: "r1"), context: ObjectIdentifier(Engine.self), lock: Lock())
        registration.dispose(instance, endingScope: scope)
    }

    @Test func aPlainRegistrationHasNoInitCompletedNoAsyncFactoryAndNoExclusion() {
        let registration = Self.registration()
        #expect(!Self.hasInitCompleted(registration))
        #expect(registration.asyncFactory == nil)
        #expect(registration.excludedFromVerification == nil)
    }

    @Test func anAsyncFactoryGivenAtInitIsKept() {
        let registration = Self.registration(asyncFactory: { _ in Engine() })
        #expect(registration.asyncFactory != nil)
        #expect(registration.prepare(in: GraphIdentifier(), resumingGraph: false).reading.isAsync)
    }

    @Test func initCompletedAddedLaterRunsInOrder() {
        let registration = Self.registration()
        var order: [Int] = []
        registration.addInitCompleted { _, _ in order.append(1) }
        registration.addInitCompleted { _, _ in order.append(2) }
        registration.runInitCompleted(resolver: Container(), instance: Engine())
        #expect(Self.hasInitCompleted(registration))
        #expect(order == [1, 2])
    }

    @Test func releaseActionsAddedLaterRunWhenTheScopeEnds() {
        let registration = Self.registration()
        var released = 0
        registration.addReleaseAction(.sync { _ in released += 1 })
        Self.dispose(Engine(), with: registration)
        #expect(released == 1)
    }

    @Test func theMissingScopeIsReportedOnlyOnce() {
        let registration = Self.registration()
        #expect(registration.isFirstResolveWithoutScope())
        #expect(!registration.isFirstResolveWithoutScope())
    }

    /// How many times a copy made by `copying` runs the `initCompleted` and the `onRelease` closure
    /// of a registration that has one of each (and that `preparing` configured further).
    private static func actionsRun(
        byCopy copying: (Registration) -> Registration,
        preparing: (Registration) -> Void = { _ in }
    ) -> (completed: Int, released: Int, copy: Registration) {
        let registration = Self.registration()
        var completed = 0
        var released = 0
        registration.addInitCompleted { _, _ in completed += 1 }
        registration.addReleaseAction(.sync { _ in released += 1 })
        preparing(registration)

        let copy = copying(registration)
        copy.runInitCompleted(resolver: Container(), instance: Engine())
        Self.dispose(Engine(), with: copy)
        return (completed, released, copy)
    }

    @Test func anOverlayCopyKeepsInitCompletedAndReleaseActions() {
        let run = Self.actionsRun(byCopy: { $0.copy(for: SnapshotHolder()) })

        #expect(run.completed == 1)
        #expect(run.released == 1)
    }

    @Test func aSandboxCopyKeepsInitCompletedAndTheExclusionButNoReleaseActions() {
        let run = Self.actionsRun(
            byCopy: { $0.sandboxCopy(snapshots: SnapshotHolder()) },
            preparing: { $0.excludedFromVerification = "opens a file" })

        #expect(run.completed == 1)
        #expect(run.released == 0)
        #expect(run.copy.excludedFromVerification == "opens a file")
    }

    @Test func aCopyOfAPlainRegistrationStaysPlain() {
        let copy = Self.registration().copy(for: SnapshotHolder())
        #expect(!Self.hasInitCompleted(copy))
        #expect(copy.asyncFactory == nil)
    }
}
