import Loom

// Scenario CK: scenario C's graph declared as definitions — a root with ten transient dependencies
// that share one graph-scoped instance; each factory calls the next definitions through `self`.

extension Container {
    var graphShared: Definition<GraphShared> { define { _ in GraphShared() }.inObjectScope(.graph) }
    var graphDependency0: Definition<GraphDependency0> { define { _ in GraphDependency0(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency1: Definition<GraphDependency1> { define { _ in GraphDependency1(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency2: Definition<GraphDependency2> { define { _ in GraphDependency2(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency3: Definition<GraphDependency3> { define { _ in GraphDependency3(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency4: Definition<GraphDependency4> { define { _ in GraphDependency4(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency5: Definition<GraphDependency5> { define { _ in GraphDependency5(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency6: Definition<GraphDependency6> { define { _ in GraphDependency6(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency7: Definition<GraphDependency7> { define { _ in GraphDependency7(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency8: Definition<GraphDependency8> { define { _ in GraphDependency8(self.graphShared()) }.inObjectScope(.transient) }
    var graphDependency9: Definition<GraphDependency9> { define { _ in GraphDependency9(self.graphShared()) }.inObjectScope(.transient) }
    var graphRoot: Definition<GraphRoot> {
        define { _ in
            GraphRoot(
                self.graphDependency0(), self.graphDependency1(), self.graphDependency2(), self.graphDependency3(),
                self.graphDependency4(), self.graphDependency5(), self.graphDependency6(), self.graphDependency7(),
                self.graphDependency8(), self.graphDependency9()
            )
        }.inObjectScope(.transient)
    }
}
