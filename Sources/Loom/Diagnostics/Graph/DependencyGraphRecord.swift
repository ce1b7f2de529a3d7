/// What one `verify()` run recorded for its dependency graph, in the form the report keeps until the
/// graph is first asked for: keys, types, scopes and strings, no sandbox registration (nor the
/// instances those hold), so the sandbox is released with the run.
struct DependencyGraphRecord {
    /// One registration as the graph shows it, read from its sandbox copy when the run ends.
    struct Registered {
        /// Its own key.
        let key: ServiceKey
        let registeredType: Any.Type
        let scope: ObjectScopeProtocol
        let providedKind: ScopeKind?

        init(_ registration: Registration) {
            key = registration.key
            registeredType = registration.registeredType
            (scope, providedKind) = registration.graphFacts
        }

        /// The step a resolution path shows for it, without the scope.
        var unscopedStep: String {
            ResolutionError.Step(of: key, service: registeredType, scope: nil).description
        }
    }

    /// One node to be (see ``DependencyGraphRecorder/Slot``).
    struct Slot {
        let key: ServiceKey
        /// `nil` for a service nothing is registered for.
        let registration: Registered?
        let level: Int?
        /// A declared definition's aliases (see ``DependencyGraphRecorder/Slot/aliases``).
        let aliases: [(key: ServiceKey, registration: Registered)]
        /// Resolved on a container of another hierarchy, which the run does not verify.
        let elsewhere: Bool

        /// Every key of the table this node stands for; empty for a missing service.
        var keys: [(key: ServiceKey, registration: Registered)] {
            guard let registration else { return [] }
            return [(key, registration)] + aliases
        }
    }

    let slots: [Slot]
    let requests: Set<DependencyGraphRecorder.Request>
    /// The slots a resolve reached.
    let reached: Set<Int>
    /// Every failure of the run, tolerated ones included.
    let failures: [ResolutionError]
    /// The captive dependencies the sandbox's scope policy reported.
    let captives: [ScopeDiagnostic]
    /// Why the run left each of these keys out, as its notes say (``VerificationRun/Treatment/unverifiedReason``).
    let unverifiedReasons: [ServiceKey: String]
    /// Why the run's resolve of each of these keys verified nothing — it needed a value only a
    /// sample gives — as its notes say: these nodes are not verified though the run reached them.
    let unverifiedAfterResolving: [ServiceKey: String]
}

/// A report's dependency graph, built the first time it is asked for: `verify()` itself only
/// records, so that it costs little more than it did without a graph.
///
/// `@unchecked Sendable`: `make` and `built` are only touched with `lock` held; `make` is called at
/// most once and dropped after. What it captures (a ``DependencyGraphRecord``: keys, types, scope
/// objects, strings) is only read.
final class LazyDependencyGraph: @unchecked Sendable {
    private let lock = Lock()
    private var make: (() -> DependencyGraph)?
    private var built: DependencyGraph?

    init(_ make: @escaping () -> DependencyGraph) {
        self.make = make
    }

    /// The graph, built now if it has not been.
    var graph: DependencyGraph {
        lock.withLock {
            if let built { return built }
            let graph = make?() ?? DependencyGraph(nodes: [], edges: [], problems: [])
            built = graph
            make = nil
            return graph
        }
    }
}
