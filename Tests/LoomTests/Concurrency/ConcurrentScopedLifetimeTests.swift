import Foundation
import Testing
@testable import Loom

/// A request-scoped service that remembers the request id current when it was created.
final class ConcurrentRequestState: @unchecked Sendable {
    let createdUnder: String?
    let serial: Int
    init(createdUnder: String?, serial: Int = 0) {
        self.createdUnder = createdUnder
        self.serial = serial
    }
}

/// Screen, session and request scopes under contention: isolation per task, one creation per
/// (registration, id), and ending scopes while others resolve.
@Suite("Concurrent scoped lifetimes")
struct ConcurrentScopedLifetimeTests {
    let scopes = ScopeContext.shared

    @Test func twoHundredConcurrentRequestsEachGetTheirOwnInstanceBothTimes() async {
        let container = Container()
        container.register(ConcurrentRequestState.self) { _ in
            ConcurrentRequestState(createdUnder: ScopeContext.shared.currentID(for: .request))
        }
        .inObjectScope(.request)
        let prefix = Scoped.uniqueID("request")

        let outcomes = await withTaskGroup(of: (String, ConcurrentRequestState?, ConcurrentRequestState?).self) { group in
            for index in 0..<200 {
                group.addTask {
                    let id = "\(prefix)-\(index)"
                    return await ScopeContext.shared.withScope(.request, id: id) {
                        let first = container.resolve(ConcurrentRequestState.self)
                        await Task.yield()
                        try? await Task.sleep(nanoseconds: UInt64(index % 7) * 100_000)
                        let second = container.resolve(ConcurrentRequestState.self)
                        return (id, first, second)
                    }
                }
            }
            var outcomes: [(String, ConcurrentRequestState?, ConcurrentRequestState?)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }

        #expect(outcomes.count == 200)
        let crossedOver = outcomes.filter { id, first, second in
            first == nil || first !== second || first?.createdUnder != id
        }
        #expect(crossedOver.isEmpty, "\(crossedOver.count) of 200 requests saw another request's instance")
        #expect(Set(outcomes.compactMap { $0.1.map(ObjectIdentifier.init) }).count == 200)
        for (id, _, _) in outcomes { scopes.endScope(.request, id: id) }
    }

    @Test(arguments: [false, true])
    func sixteenSimultaneousFirstResolvesUnderOneIdRunTheFactoryOnce(throughSynchronizedResolver: Bool) {
        let container = Container()
        let slow = ConcurrentSlowFactory(registeredIn: container, scope: .request)
        let resolver = throughSynchronizedResolver ? container.concurrentSynchronizedResolver : container
        let id = Scoped.uniqueID()
        let arrived = ConcurrentStateCondition(0)
        let instances = ConcurrentLocked<[ConcurrentSlowService?]>([])

        let threads = ConcurrentThreads.start(16) { _ in
            arrived.update { $0 += 1 }
            let service = ScopeContext.shared.withScope(.request, id: id) { resolver.resolve(ConcurrentSlowService.self) }
            instances.withLock { $0.append(service) }
        }
        slow.inFactory.expectOpens("no thread reached the factory")
        #expect(arrived.wait(timeout: ConcurrentTimeout.generous) { $0 == 16 })
        Thread.sleep(forTimeInterval: 0.02)
        slow.release.open()
        #expect(threads.join(), "threads waiting for the creation did not finish")

        let resolved = instances.value
        #expect(slow.calls.value == 1)
        #expect(resolved.count == 16)
        #expect(Set(resolved.compactMap { $0.map(ObjectIdentifier.init) }).count == 1)
        #expect(resolved.allSatisfy { $0 != nil })
        scopes.endScope(.request, id: id)
    }

    @Test func aSlowFactoryUnderOneIdDoesNotHoldUpResolvesUnderAnother() {
        let container = Container()
        let slow = ConcurrentSlowFactory(registeredIn: container, scope: .request, onlyFirstCallBlocks: true)
        let blockedID = Scoped.uniqueID(), freeID = Scoped.uniqueID()

        let blocked = ConcurrentThreads.start(1) { _ in
            _ = ScopeContext.shared.withScope(.request, id: blockedID) { container.resolve(ConcurrentSlowService.self) }
        }
        slow.inFactory.expectOpens("the first creation never started")
        let free = ConcurrentLocked<ConcurrentSlowService?>(nil)
        let other = ConcurrentThreads.start(1) { _ in
            let service = ScopeContext.shared.withScope(.request, id: freeID) { container.resolve(ConcurrentSlowService.self) }
            free.withLock { $0 = service }
        }
        #expect(other.join(), "a resolve under another id waited for the slow factory")
        #expect(free.value?.serial == 2)
        slow.release.open()
        #expect(blocked.join())
        scopes.endScope(.request, id: blockedID)
        scopes.endScope(.request, id: freeID)
    }

    @Test func sixteenConcurrentResolveAsyncCallsUnderOneIdShareOneFactoryRun() async {
        let container = Container()
        let calls = ConcurrentCounter()
        container.registerAsyncScoped(ConcurrentRequestState.self, scope: .request) {
            calls.increment()
            try? await Task.sleep(nanoseconds: 20_000_000)
            return ConcurrentRequestState(createdUnder: ScopeContext.shared.currentID(for: .request))
        }
        let id = Scoped.uniqueID(), otherID = Scoped.uniqueID()

        let resolved = await ScopeContext.shared.withScope(.request, id: id) {
            await withTaskGroup(of: ConcurrentRequestState?.self) { group in
                for _ in 0..<16 {
                    group.addTask { await container.resolveAsync(ConcurrentRequestState.self) }
                }
                var resolved: [ConcurrentRequestState?] = []
                for await state in group { resolved.append(state) }
                return resolved
            }
        }
        let other = await ScopeContext.shared.withScope(.request, id: otherID) {
            await container.resolveAsync(ConcurrentRequestState.self)
        }

        #expect(calls.value == 2)
        #expect(resolved.count == 16)
        #expect(Set(resolved.compactMap { $0.map(ObjectIdentifier.init) }).count == 1)
        #expect(resolved.first??.createdUnder == id)
        #expect(other?.createdUnder == otherID)
        scopes.endScope(.request, id: id)
        scopes.endScope(.request, id: otherID)
    }

    @Test func endingScopesWhileOtherThreadsResolveDisposesEveryInstanceExactlyOnce() {
        let container = Container()
        let created = ConcurrentCounter()
        let disposed = ConcurrentLocked<[Int: Int]>([:])
        container.register(ConcurrentRequestState.self) { _ in
            ConcurrentRequestState(createdUnder: nil, serial: created.increment())
        }
        .inObjectScope(.request)
        .onRelease { state in disposed.withLock { $0[state.serial, default: 0] += 1 } }
        let ids = (0..<8).map { _ in Scoped.uniqueID() }
        let held = ConcurrentLocked<[ConcurrentRequestState]>([])

        let threads = ConcurrentThreads.start(8) { index in
            for round in 0..<300 {
                let id = ids[(index + round) % ids.count]
                if round % 10 == index % 10 {
                    ScopeContext.shared.endScope(.request, id: id)
                } else if let state = ScopeContext.shared.withScope(.request, id: id, { container.resolve(ConcurrentRequestState.self) }) {
                    if round % 50 == 0 { held.withLock { $0.append(state) } }
                }
            }
        }
        #expect(threads.join())
        for id in ids { scopes.endScope(.request, id: id) }

        let counts = disposed.value
        #expect(counts.values.allSatisfy { $0 == 1 })
        #expect(counts.count == created.value)
        #expect(ids.allSatisfy { !scopes.activeIDs(of: .request).contains($0) })
        _ = held
    }
}
