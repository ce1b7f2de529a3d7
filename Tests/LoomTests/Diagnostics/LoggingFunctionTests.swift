import Foundation
import Testing
@testable import Loom

/// The one suite that sets the global `Container.loggingFunction`. Other suites may run at the same
/// time and fail resolutions on purpose, so only messages naming this suite's own type count, and
/// the previous function is put back at the end.
@Suite("Container.loggingFunction", .serialized)
struct LoggingFunctionTests {
    @Test func swinject29StyleCodeCanRouteAndSilenceTheLog() {
        let previous = Container.loggingFunction
        defer { Container.loggingFunction = previous }
        let captured = Probe.MessageBox()
        let container = Container()

        Container.loggingFunction = { captured.append($0) }
        _ = container.resolve(Probe.UnregisteredLoggingSubject.self)
        let routed = captured.messages(mentioning: "UnregisteredLoggingSubject")

        Container.loggingFunction = nil
        _ = container.resolve(Probe.UnregisteredLoggingSubject.self, name: "silenced")
        let afterSilencing = captured.messages(mentioning: "UnregisteredLoggingSubject")

        #expect(routed.count == 1)
        #expect(routed.first?.hasPrefix("Loom: cannot resolve UnregisteredLoggingSubject") == true)
        #expect(afterSilencing.count == 1)
        #expect(Container.loggingFunction == nil)
    }

    @Test func theFunctionHasTheSwinjectTypeAlias() {
        let previous = Container.loggingFunction
        defer { Container.loggingFunction = previous }
        let captured = Probe.MessageBox()
        let function: Container.LoggingFunctionType = { captured.append("typed: " + $0) }

        Container.loggingFunction = function
        _ = Container().resolve(Probe.UnregisteredLoggingSubject.self, name: "typed")

        #expect(captured.messages(mentioning: "UnregisteredLoggingSubject").first?.hasPrefix("typed: ") == true)
    }

    @Test func anOffMainActorResolveOfAMainActorFactoryWithArgumentsTellsTheFunctionItsArgumentTypes() async {
        let previous = Container.loggingFunction
        defer { Container.loggingFunction = previous }
        let captured = Probe.MessageBox()
        let container = Container()
        container.register(MainActorLoggingSubject.self, name: "feed") { @MainActor (_: Resolver, id: Int, title: String) in
            MainActorLoggingSubject()
        }

        Container.loggingFunction = { captured.append($0) }
        let refused = await Task.detached {
            container.resolve(MainActorLoggingSubject.self, name: "feed", arguments: 1, "News") == nil
        }.value

        #expect(refused)
        #expect(captured.messages(mentioning: "MainActorLoggingSubject") == [
            Container.offMainActorMessage(MainActorLoggingSubject.self, name: "feed", argumentsType: (Resolver, Int, String).self)
        ])
        #expect(captured.messages(mentioning: "MainActorLoggingSubject").first?
            .hasPrefix("Loom: cannot resolve MainActorLoggingSubject named \"feed\" with arguments (Int, String) off the main actor") == true)
    }
}

/// A `@MainActor` service only `LoggingFunctionTests` resolves, so its messages are told apart.
@MainActor
private final class MainActorLoggingSubject {}
