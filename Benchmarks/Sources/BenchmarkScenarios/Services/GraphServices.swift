// Scenario C: a root with ten dependencies that all share one graph-scoped instance.

/// The graph-scoped instance every dependency of a ``GraphRoot`` shares.
final class GraphShared {}

final class GraphDependency0 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency1 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency2 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency3 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency4 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency5 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency6 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency7 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency8 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }
final class GraphDependency9 { let shared: GraphShared; init(_ shared: GraphShared) { self.shared = shared } }

/// The root of scenario C's graph: ten dependencies, one shared instance below them.
final class GraphRoot {
    let dependencies: (
        GraphDependency0, GraphDependency1, GraphDependency2, GraphDependency3, GraphDependency4,
        GraphDependency5, GraphDependency6, GraphDependency7, GraphDependency8, GraphDependency9
    )

    init(
        _ d0: GraphDependency0, _ d1: GraphDependency1, _ d2: GraphDependency2, _ d3: GraphDependency3,
        _ d4: GraphDependency4, _ d5: GraphDependency5, _ d6: GraphDependency6, _ d7: GraphDependency7,
        _ d8: GraphDependency8, _ d9: GraphDependency9
    ) {
        dependencies = (d0, d1, d2, d3, d4, d5, d6, d7, d8, d9)
    }

    /// Whether all ten dependencies hold the same shared instance, as graph scope promises.
    var sharesOneInstance: Bool {
        let shared = dependencies.0.shared
        return dependencies.1.shared === shared && dependencies.2.shared === shared && dependencies.3.shared === shared
            && dependencies.4.shared === shared && dependencies.5.shared === shared && dependencies.6.shared === shared
            && dependencies.7.shared === shared && dependencies.8.shared === shared && dependencies.9.shared === shared
    }
}
