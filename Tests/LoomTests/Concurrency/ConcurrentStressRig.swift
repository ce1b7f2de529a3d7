import Foundation
import Loom

/// Two container hierarchies for the mixed stress run, sharing one ledger.
///
/// `stable` is never reset, so each thread can check identities on it (a request id belongs to one
/// thread; nobody else ends it). `churn` is reset, overridden in child containers and torn down,
/// so only liveness and disposal are checked there. Both see every session, screen and request id.
struct ConcurrentStressRig: Sendable {
    let stable = Container()
    let churn = Container()
    let ledger = ConcurrentStressLedger()
    let diagnostics = ConcurrentLocked<[String]>([])
    /// What a thread saw that it should not have; checked on the test's thread afterwards.
    let problems = ConcurrentLocked<[String]>([])
    let prefix: String
    let sessionIDs: [String]
    let screenIDs: [String]

    init(prefix: String) {
        self.prefix = prefix
        sessionIDs = (0..<3).map { "\(prefix)-session-\($0)" }
        screenIDs = (0..<4).map { "\(prefix)-screen-\($0)" }
        for container in [stable, churn] {
            Self.registerServices(in: container, ledger: ledger)
            let diagnostics = diagnostics
            container.scopePolicy.report = { diagnostic in diagnostics.withLock { $0.append(diagnostic.message) } }
        }
        // Made before the threads start: `synchronize()` resolves race no first creation.
        _ = stable.resolve(ConcurrentStressSingleton.self)
        stable.storyboardInitCompleted(ConcurrentStressInjectionTarget.self) { r, target in
            target.singleton = r.resolve(ConcurrentStressSingleton.self)
            target.request = r.resolve(ConcurrentStressScoped.self, name: "request")
        }
    }

    private static func registerServices(in container: Container, ledger: ConcurrentStressLedger) {
        let kinds: [(String, ObjectScope, ScopeKind)] = [
            ("request", .request, .request), ("session", .session, .session), ("screen", .screen, .screen),
        ]
        for (name, scope, kind) in kinds {
            container.register(ConcurrentStressScoped.self, name: name) { _ in
                ConcurrentStressScoped(kind: kind, ledger: ledger)
            }
            .inObjectScope(scope)
            .onRelease { ledger.released($0.serial) }
        }
        container.register(ConcurrentStressWorkflow.self) { r in
            ConcurrentStressWorkflow(
                session: r.resolve(ConcurrentStressScoped.self, name: "session")!,
                screen: r.resolve(ConcurrentStressScoped.self, name: "screen")!,
                request: r.resolve(ConcurrentStressScoped.self, name: "request")!,
                ledger: ledger)
        }
        .inObjectScope(.request)
        .onRelease { ledger.released($0.serial) }
        container.register(ConcurrentStressGraphPart.self) { _ in ConcurrentStressGraphPart() }
        container.register(ConcurrentStressPair.self) { r in
            ConcurrentStressPair(first: r.resolve(ConcurrentStressGraphPart.self)!,
                                 second: r.resolve(ConcurrentStressGraphPart.self)!)
        }
        container.register(ConcurrentStressTransient.self) { _ in ConcurrentStressTransient() }
            .inObjectScope(.transient)
        container.register(ConcurrentStressSingleton.self) { _ in ConcurrentStressSingleton() }
            .inObjectScope(.container)
        container.register(ConcurrentStressWeak.self) { _ in ConcurrentStressWeak() }
            .inObjectScope(.weak)
    }

    func note(_ problem: @autoclosure () -> String, unless condition: Bool) {
        if !condition { problems.withLock { $0.append(problem()) } }
    }

    /// The ids of `kind` this run still has open.
    func openIDs(of kind: ScopeKind) -> [String] {
        ScopeContext.shared.activeIDs(of: kind).filter { $0.hasPrefix(prefix + "-") }
    }

    /// Ends every id of this run that is still open.
    func endEverything() {
        for kind in [ScopeKind.request, .screen, .session] {
            for id in openIDs(of: kind) { ScopeContext.shared.endScope(kind, id: id) }
        }
    }
}
