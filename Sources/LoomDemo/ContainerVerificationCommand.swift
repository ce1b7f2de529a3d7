import Dispatch
import Loom

/// `loom-demo --verify-containers`: runs the demo's sections as usual, then runs `verify(samples:)`
/// and `dependencyGraph(samples:)` on every container they built, and prints a line for each. CI
/// runs it (`scripts/check-demo-output.sh`) to show that none of them stops the process: problems
/// are fine — sections 7 and 9 show mistakes on purpose — a stop is not.
///
/// A section keeps each container it builds with ``keepForVerification(_:samples:)``, right where
/// it makes it; the graph command's container (`--graph`) is kept here.
final class ContainerVerificationCommand: @unchecked Sendable {
    static let shared = ContainerVerificationCommand()

    /// Whether this run verifies the containers at the end.
    let isRequested = CommandLine.arguments.contains("--verify-containers")

    /// The containers kept, with their samples; only touched on `queue`.
    private var kept: [(container: Container, samples: [VerificationSample])] = []
    private let queue = DispatchQueue(label: "loom-demo.kept-containers")

    func keep(_ container: Container, samples: [VerificationSample]) {
        guard isRequested else { return }
        queue.sync { kept.append((container, samples)) }
    }

    /// Verifies and graphs every container kept, printing a line for each.
    func run() {
        keep(graphDemoContainer(), samples: graphDemoSamples())
        let containers = queue.sync { kept }
        print("\nVerifying each of the \(containers.count) containers the demo built:")
        for (index, entry) in containers.enumerated() {
            let report = entry.container.verify(samples: entry.samples)
            let graph = entry.container.dependencyGraph(samples: entry.samples)
            let renderings = DependencyGraph.Format.allCases.map { graph.render($0) }
            let summary = report.description.split(separator: "\n").first.map(String.init) ?? ""
            print("  container \(index + 1): \(summary) Graph: \(graph.nodes.count) nodes, \(renderings.count) renderings.")
        }
        print("Every container verified and graphed without stopping the process.")
    }
}

/// Keeps `container` for `loom-demo --verify-containers`, which verifies it with `samples` once the
/// sections have run; does nothing in a plain run.
func keepForVerification(_ container: Container, samples: [VerificationSample] = []) {
    ContainerVerificationCommand.shared.keep(container, samples: samples)
}
