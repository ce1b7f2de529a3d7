import Loom
import Testing
@testable import TeamHelpersSample

/// Migration/TeamHelpersSample/TeamHelpersBesideLoom.swift: a team's own `resolveAll` (public, in another
/// module, as here) and `@Injected` beside Loom's. This file is that other module: the calls below,
/// `.count` on the result through `any Resolver` included, once stopped the compiler with "failed to
/// produce diagnostic for expression".
@Suite("Guide from Swinject: a team's own resolveAll and Injected beside Loom's", .verifiesItsContainers)
struct TeamHelpersBesideLoomTests {
    private func containerWithSinks() -> Container {
        let container = Container()
        container.register(AnalyticsSink.self, name: "console") { _ in ConsoleSink() }
        container.register(AnalyticsSink.self, name: "remote") { _ in ConsoleSink(label: "remote") }
        container.register(AnalyticsSink.self, name: "debug") { _ in ConsoleSink(label: "debug") }
        return container
    }

    @Test func theTeamsResolveAllIsCalledOnAnyResolverFromAnotherModule() {
        let resolver: any Resolver = containerWithSinks()

        #expect(resolver.resolveAll(AnalyticsSink.self).count == 2)  // the team's two names, not Loom's three
        #expect(resolver.resolveAll(AnalyticsSink.self).map(\.label) == ["console", "remote"])
        #expect(sinkCount(from: resolver) == 2)
        #expect(sinkLabels(from: resolver) == ["console", "remote"])
    }

    @Test func aContainersOwnResolveAllIsLoomsWhateverTheTeamDeclared() {
        let container = containerWithSinks()

        #expect(Set(everySinkLabel(from: container)) == ["console", "remote", "debug"])
        #expect((container as Resolver).resolveAll(AnalyticsSink.self).count == 2)
    }

    @Test func theTeamsInjectedAndLoomsInjectedSitSideBySide() {
        Container.default.register(CheckoutClock.self) { _ in CheckoutClock(now: 7) }
        let tracker = CheckoutTracker()

        #expect(tracker.sink.label == "console")
        #expect(tracker.clock.now == 7)
    }
}
