// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
import Foundation
import Loom
import Testing

@Suite("Definitions that stop the process say why")
struct DefinitionStopTests {
    @Test func aMissingSwinjectStyleDependencyOfADefinitionIsReportedBeforeTheForceUnwrapStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container.loggingFunction = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            _ = Container().definedReminders()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Notifier"))
        #expect(output.contains("Reminders(\\.definedReminders)"))
    }

    @Test func aDefinitionWhoseFactoryThrowsStopsNamingItAfterTheLogSaysWhy() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container.loggingFunction = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
            _ = Container().definedRequiredReminders()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Reminders(\\.definedRequiredReminders) [graph] -> Notifier: not registered"))
        #expect(output.contains("Loom: the definition Reminders(\\.definedRequiredReminders) gave no instance: a `require` in its factory failed (above): Reminders(\\.definedRequiredReminders) [graph] -> Notifier: not registered."))
    }

    @Test func aCycleOfDefinitionsStopsWithTheChainNamedByProperty() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().definedEgg()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Egg(\\.definedEgg) -> Chicken(\\.definedChicken) -> Egg(\\.definedEgg)"))
        #expect(output.contains("s.dependency = self.definedEgg()"))
    }

    @Test func twoOwnersWhoseInjectedPropertiesNeedEachOtherStopNamingTheCycleAndLazyInjected() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().stopTestsHen()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("StopTestsChick(\\.stopTestsChick) -> StopTestsHen(\\.stopTestsHen) -> StopTestsChick(\\.stopTestsChick)"))
        #expect(output.contains("`@LazyInjected(\\.stopTestsChick)` waits for the property's first read instead"))
    }

    @Test func verifyNamesTheDefinitionWhoseForceUnwrapStopsIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.declare(\.definedReminders)
            _ = container.verify()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Reminders(\\.definedReminders) [graph] -> Notifier: not registered"))
    }
}

/// Made by a definition; its `@Injected` property calls ``Container/stopTestsChick`` as it is made.
final class StopTestsHen {
    @Injected(\.stopTestsChick) var chick: StopTestsChick
}

/// Made by a definition; its `@Injected` property calls ``Container/stopTestsHen`` as it is made.
final class StopTestsChick {
    @Injected(\.stopTestsHen) var hen: StopTestsHen
}

extension Container {
    var stopTestsHen: Definition<StopTestsHen> { define { _ in StopTestsHen() } }
    var stopTestsChick: Definition<StopTestsChick> { define { _ in StopTestsChick() } }
}
#endif
