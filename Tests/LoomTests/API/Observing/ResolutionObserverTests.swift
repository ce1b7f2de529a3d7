import Foundation
import Testing
@testable import Loom

/// Observers see every container of the process, and other suites resolve at the same time: each
/// test looks only at events about its own types, and removes its observer.
@Suite("Resolution observers", .serialized)
struct ResolutionObserverTests {
    final class ObservedRoot {
        let dependency: ObservedDependency?
        init(dependency: ObservedDependency?) { self.dependency = dependency }
    }

    final class ObservedDependency {}
    final class NeverRegistered {}
    final class SlowService {}
    final class ScopedThing {}

    final class Recorder: ResolutionObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        let threshold: UInt64?
        let watched: Set<String>

        init(watching watched: Set<String>, threshold: UInt64? = nil) {
            self.watched = watched
            self.threshold = threshold
        }

        var slowResolutionThreshold: UInt64? { threshold }
        var entries: [String] { lock.withLock { stored } }

        private func write(_ service: String, _ entry: String) {
            guard watched.contains(service) else { return }
            lock.withLock { stored.append(entry) }
        }

        func resolutionWillBegin(_ event: ResolutionEvent) { write(event.service, "begin \(event.service) \(event.depth)") }
        func resolutionDidEnd(_ event: ResolutionEvent) {
            write(event.service, "end \(event.service) \(event.depth)\(event.cacheHit ? " hit" : "")")
        }
        func resolutionDidFail(_ error: ResolutionError) {
            write(error.path.last?.service ?? "", "fail \(error.path.map(\.description).joined(separator: " -> ")): \(error.summary)")
        }
        func resolutionWasSlow(_ event: ResolutionEvent) { write(event.service, "slow \(event.service)") }
        func scopeDidBegin(_ scope: ScopeID) { write(scope.id, "scope began \(scope.id)") }
        func scopeDidEnd(_ scope: ScopeID, instances: Int, disposed: Int) {
            write(scope.id, "scope ended \(scope.id): \(instances) instances, \(disposed) disposed")
        }
        func captiveDependencyDetected(_ diagnostic: ScopeDiagnostic) {
            write(diagnostic.chain.last.map { String($0.split(separator: " ")[0]) } ?? "", "captive \(diagnostic.chain.joined(separator: " -> "))")
        }
    }

    @Test func beginAndEndCarryTheServiceTheDepthAndWhetherACacheHeldIt() {
        let recorder = Recorder(watching: ["ObservedRoot", "ObservedDependency"])
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }
        let container = Container()
        container.register(ObservedRoot.self) { r in ObservedRoot(dependency: r.resolve(ObservedDependency.self)) }
            .inObjectScope(.container)
        container.register(ObservedDependency.self) { _ in ObservedDependency() }

        _ = container.resolve(ObservedRoot.self)
        _ = container.resolve(ObservedRoot.self)

        #expect(recorder.entries == [
            "begin ObservedRoot 1", "begin ObservedDependency 2", "end ObservedDependency 2", "end ObservedRoot 1",
            "begin ObservedRoot 1", "end ObservedRoot 1 hit",
        ])
    }

    @Test func failuresArriveAsResolutionErrorsWithTheirPath() {
        let recorder = Recorder(watching: ["NeverRegistered"])
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }
        let container = Container()
        container.register(ObservedRoot.self) { r in
            _ = r.resolve(NeverRegistered.self)
            return ObservedRoot(dependency: nil)
        }

        _ = container.resolve(ObservedRoot.self)

        #expect(recorder.entries == ["begin NeverRegistered 2", "fail ObservedRoot [graph] -> NeverRegistered: not registered"])
    }

    /// A container whose `SlowService` takes 3 ms to make.
    private static func containerWithASlowService() -> Container {
        let container = Container()
        container.register(SlowService.self) { _ in
            usleep(3_000)
            return SlowService()
        }
        return container
    }

    @Test func aResolveOverTheThresholdIsReportedAsSlow() {
        let recorder = Recorder(watching: ["SlowService"], threshold: 1_000_000)
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }
        let container = Self.containerWithASlowService()

        _ = container.resolve(SlowService.self)

        #expect(recorder.entries.contains("slow SlowService"))
    }

    @Test func onSlowResolutionCallsItsAction() {
        let seen = Probe.MessageBox()
        let token = ResolutionObservers.onSlowResolution(thresholdNanoseconds: 1_000_000) { event in
            if event.service == "SlowService" { seen.append("\(event.service) \(event.durationNanoseconds >= 1_000_000)") }
        }
        defer { ResolutionObservers.remove(token) }
        let container = Self.containerWithASlowService()

        _ = container.resolve(SlowService.self)

        #expect(seen.messages(mentioning: "SlowService") == ["SlowService true"])
    }

    @Test func scopesReportTheirBeginAndTheirEndWithCounts() {
        let id = "observed-\(UUID().uuidString)"
        let recorder = Recorder(watching: [id])
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.register(ScopedThing.self) { _ in ScopedThing() }.inObjectScope(.request)

        scopes.withScope(.request, id: id) { _ = container.resolve(ScopedThing.self) }
        scopes.endScope(.request, id: id)

        #expect(recorder.entries == ["scope began \(id)", "scope ended \(id): 1 instances, 1 disposed"])
    }

    @Test func captiveDependenciesAreReported() {
        let recorder = Recorder(watching: ["ScopedThing"])
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }
        let scopes = ScopeContext()
        let container = Container(scopeContext: scopes)
        container.scopePolicy.report = { _ in }
        container.register(ScopedThing.self) { _ in ScopedThing() }.inObjectScope(.request)
        container.register(ObservedRoot.self) { r in
            _ = r.resolve(ScopedThing.self)
            return ObservedRoot(dependency: nil)
        }.inObjectScope(.container)

        scopes.withScope(.request, id: "r") { _ = container.resolve(ObservedRoot.self) }
        scopes.endScope(.request, id: "r")

        #expect(recorder.entries == [
            "begin ScopedThing 2", "captive ObservedRoot (container) -> ScopedThing (request)", "end ScopedThing 2",
        ])
    }

    @Test func aRemovedObserverHearsNothing() {
        let recorder = Recorder(watching: ["ObservedDependency"])
        ResolutionObservers.remove(ResolutionObservers.add(recorder))
        let container = Container()
        container.register(ObservedDependency.self) { _ in ObservedDependency() }

        _ = container.resolve(ObservedDependency.self)

        #expect(recorder.entries.isEmpty)
    }
}
