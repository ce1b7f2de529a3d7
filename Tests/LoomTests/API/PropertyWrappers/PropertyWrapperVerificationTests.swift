import Loom
import Testing

/// A screen whose `@Injected` service nothing registers, made by a factory.
final class UnregisteredArchiveScreen {
    final class Archive {}

    @Injected var archive: Archive
    init() { _ = archive }
}

@Suite("verify() goes on past a property wrapper that finds nothing to resolve")
struct PropertyWrapperVerificationTests {
    final class Ledger {}

    @Test func aMissingInjectedPropertyIsAProblemOfTheRegistrationVerifiedWithItsPath() {
        let container = Container()
        container.register(UnregisteredArchiveScreen.self) { _ in UnregisteredArchiveScreen() }
        container.register(Ledger.self) { _ in Ledger() }

        let report = container.verify()

        #expect(report.verifiedCount == 2, "\(report)")
        #expect(report.failedCount == 1, "\(report)")
        #expect(report.problems.map(\.kind) == [.missingDependency], "\(report)")
        #expect(report.problems.first?.paths == ["UnregisteredArchiveScreen [graph] -> Archive"], "\(report)")
        #expect(container.dependencyGraph().problems.count == 1)
    }
}
