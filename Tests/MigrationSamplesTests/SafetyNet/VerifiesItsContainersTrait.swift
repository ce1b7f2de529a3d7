@testable import Loom
import Testing

/// A trait that runs `verify(samples:)` and `dependencyGraph(samples:)` on every container a test
/// built — in its own body, in the sample functions it called, in the tasks it started — once the
/// test is done, with the samples the test verified each with. It expects nothing of the reports:
/// samples that show a mistake have problems on purpose. What it proves is that the run ends: no
/// documented container stops the process in `verify()` or `dependencyGraph()`.
///
/// Every suite of this target carries it (`EverySuiteVerifiesItsContainersTests` fails otherwise),
/// so a new sample is checked without anyone listing its container. Exit tests run their bodies in
/// child processes, out of its reach: a deliberate stop belongs in one.
///
/// A container released before the test ends is verified through the stand-in Loom kept of it (its
/// registrations, none of its instances), so that the net does not keep alive what a sample proves
/// is freed. `Container.default`, which every test shares, is left out.
struct VerifiesItsContainersTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    /// Each test case collects its own containers.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let collector = ContainerCollector()
        defer { Self.verify(collector.finish()) }
        try await collector.collecting(function)
    }

    /// Verifies each container and renders its graph in every format. The graph is the report's:
    /// `dependencyGraph(samples:)` is `verify(samples:).graph`, and one run each is what matters.
    static func verify(_ collected: [ContainerCollector.Collected]) {
        for entry in collected {
            let report = entry.container.verify(samples: entry.samples)
            _ = report.description
            for format in DependencyGraph.Format.allCases {
                _ = report.graph.render(format)
            }
        }
    }
}

extension Trait where Self == VerifiesItsContainersTrait {
    /// Verifies, and graphs, every container the test built, once it is done (see
    /// ``VerifiesItsContainersTrait``).
    static var verifiesItsContainers: Self { Self() }
}
