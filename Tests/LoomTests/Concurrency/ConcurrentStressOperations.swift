import Foundation
import Loom

/// The operations one stress thread mixes, one per iteration, each run with a session, a screen and
/// a request id bound. Problems are noted in the rig, not recorded as issues: issues recorded on
/// other threads belong to no test.
extension ConcurrentStressRig {
    static let operationCount = 10

    /// Runs operation `iteration % operationCount` of thread `thread` in its own request id, and
    /// ends that id.
    func runIteration(thread: Int, iteration: Int) {
        let session = sessionIDs[(thread + iteration) % sessionIDs.count]
        let screen = screenIDs[(thread * 3 + iteration) % screenIDs.count]
        let request = "\(prefix)-request-\(thread)-\(iteration)"
        let scopes = ScopeContext.shared
        scopes.withScope(.session, id: session) {
            scopes.withScope(.screen, id: screen) {
                scopes.withScope(.request, id: request) {
                    run(operation: iteration % Self.operationCount, thread: thread,
                        ids: (session: session, screen: screen, request: request))
                }
            }
        }
        scopes.endScope(.request, id: request)
    }

    private func run(operation: Int, thread: Int, ids: (session: String, screen: String, request: String)) {
        switch operation {
        case 0: requestInstancesAreSharedWithinTheirId(ids)
        case 1: graphAndTransientIdentities()
        case 2: containerAndWeakIdentities()
        case 3: wrappersResolveTheCurrentRequest()
        case 4: injectionRunsOnce()
        case 5: synchronizedResolverSharesTheInstances()
        case 6: churnResetsAScope(thread: thread)
        case 7: childContainersRegisterAndResolve()
        case 8: endingTheBoundScreenReopensIt(ids)
        default: endingASharedSessionElsewhere(thread: thread)
        }
    }

    private func requestInstancesAreSharedWithinTheirId(_ ids: (session: String, screen: String, request: String)) {
        let first = stable.resolve(ConcurrentStressScoped.self, name: "request")
        let workflow = stable.resolve(ConcurrentStressWorkflow.self)
        let second = stable.resolve(ConcurrentStressScoped.self, name: "request")
        note("request-scoped resolve returned nil", unless: first != nil && workflow != nil)
        note("two resolves under one request id differed", unless: first === second)
        note("request instance made under another id", unless: first?.createdUnder == ids.request)
        note("the workflow's request instance is not the request's", unless: workflow?.request === first)
        note("session instance made under another id", unless: workflow?.session.createdUnder == ids.session)
    }

    private func graphAndTransientIdentities() {
        let pair = stable.resolve(ConcurrentStressPair.self)
        let other = stable.resolve(ConcurrentStressPair.self)
        note("graph parts of one resolve differed", unless: pair != nil && pair?.first === pair?.second)
        note("two resolves shared a graph part", unless: pair?.first !== other?.first)
        let transient = stable.resolve(ConcurrentStressTransient.self)
        note("transient resolved twice was the same", unless: transient != nil
            && transient !== stable.resolve(ConcurrentStressTransient.self))
    }

    private func containerAndWeakIdentities() {
        let singleton = stable.resolve(ConcurrentStressSingleton.self)
        note("container-scoped resolves differed", unless: singleton != nil
            && singleton === stable.resolve(ConcurrentStressSingleton.self))
        let weak = stable.resolve(ConcurrentStressWeak.self)
        note("a held weak-scoped instance was not reused", unless: weak != nil
            && weak === stable.resolve(ConcurrentStressWeak.self))
    }

    private func wrappersResolveTheCurrentRequest() {
        let direct = stable.resolve(ConcurrentStressScoped.self, name: "request")
        let provider = stable.resolve(Provider<ConcurrentStressScoped>.self, name: "request")
        let lazy = stable.resolve(Lazy<ConcurrentStressTransient>.self)
        note("Provider or Lazy returned nil", unless: provider != nil && lazy != nil)
        note("Provider gave another request instance", unless: provider?.instance === direct
            && provider?.instance === direct)
        note("Lazy changed its instance", unless: lazy?.instance === lazy?.instance)
    }

    private func injectionRunsOnce() {
        let target = ConcurrentStressInjectionTarget()
        let first = stable.injectDependencies(into: target)
        let second = stable.injectDependencies(into: target)
        note("injection did not run once: \(first), \(second)",
             unless: first == .injected(closures: 1) && second == .alreadyInjected)
        note("the injected request instance is not the request's", unless: target.request != nil
            && target.request === stable.resolve(ConcurrentStressScoped.self, name: "request"))
        note("the injected singleton is not the container's", unless: target.singleton != nil
            && target.singleton === stable.resolve(ConcurrentStressSingleton.self))
    }

    /// Through `synchronize()` only instances nobody else creates at the same moment: the
    /// singleton (made before the threads start) and this thread's own request instance. A thread
    /// holding the hierarchy lock does not wait for another thread's creation; it makes its own
    /// instance and the first one cached wins, so racing it for a shared screen or session
    /// instance would give instances that no scope owns (see the misuse catalogue).
    private func synchronizedResolverSharesTheInstances() {
        let resolver = stable.synchronize()
        note("synchronize() saw another singleton", unless: resolver.resolve(ConcurrentStressSingleton.self) != nil
            && resolver.resolve(ConcurrentStressSingleton.self) === stable.resolve(ConcurrentStressSingleton.self))
        let request = resolver.resolve(ConcurrentStressScoped.self, name: "request")
        note("synchronize() saw another request instance", unless: request != nil
            && request === stable.resolve(ConcurrentStressScoped.self, name: "request"))
    }

    private func churnResetsAScope(thread: Int) {
        let names = ["request", "session", "screen"]
        let scopes: [ObjectScope] = [.request, .session, .screen, .container]
        for name in names {
            note("churn resolve returned nil", unless: churn.resolve(ConcurrentStressScoped.self, name: name) != nil)
        }
        note("churn workflow returned nil", unless: churn.resolve(ConcurrentStressWorkflow.self) != nil)
        churn.resetObjectScope(scopes[thread % scopes.count])
        note("churn resolve after reset returned nil",
             unless: churn.resolve(ConcurrentStressScoped.self, name: names[thread % names.count]) != nil)
    }

    private func childContainersRegisterAndResolve() {
        let ledger = ledger
        let child = Container(parent: churn)
        child.register(ConcurrentStressChildService.self) { r in
            ConcurrentStressChildService(singleton: r.resolve(ConcurrentStressSingleton.self)!)
        }.inObjectScope(.container)
        child.register(ConcurrentStressScoped.self, name: "request") { _ in
            ConcurrentStressScoped(kind: .request, ledger: ledger)
        }
        .inObjectScope(.request)
        .onRelease { ledger.released($0.serial) }
        let service = child.resolve(ConcurrentStressChildService.self)
        let own = child.resolve(ConcurrentStressScoped.self, name: "request")
        note("child resolve returned nil", unless: service != nil && own != nil)
        note("the child's override was not used", unless: own !== churn.resolve(ConcurrentStressScoped.self, name: "request"))
        child.resetObjectScope(.container)
        note("child singleton not recreated after reset",
             unless: child.resolve(ConcurrentStressChildService.self) !== service)
        child.removeAll()
        note("a removed registration still resolved", unless: child.resolve(ConcurrentStressChildService.self) == nil)
    }

    private func endingTheBoundScreenReopensIt(_ ids: (session: String, screen: String, request: String)) {
        _ = stable.resolve(ConcurrentStressScoped.self, name: "screen")
        ScopeContext.shared.endScope(.screen, id: ids.screen)
        let reopened = stable.resolve(ConcurrentStressScoped.self, name: "screen")
        note("a resolve after ending the bound screen returned nil", unless: reopened?.createdUnder == ids.screen)
    }

    private func endingASharedSessionElsewhere(thread: Int) {
        ScopeContext.shared.endScope(.session, id: sessionIDs[thread % sessionIDs.count])
        note("session resolve returned nil", unless: churn.resolve(ConcurrentStressScoped.self, name: "session") != nil)
    }
}
