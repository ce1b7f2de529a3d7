// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loom
import Testing

@Suite("The default log sink")
struct LogSinkTests {
    /// The child's output is a pipe, where `print` would buffer the message and lose it in the crash.
    @Test func theMessageExplainingAForceUnwrapCrashReachesAPipe() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)  // read when the log is first used, below
            let container = Container()
            container.register(Shop.OrderService.self) { r in
                _ = r.resolve(Shop.Mailer.self)!
                return Shop.OrderService(gateway: nil)
            }
            _ = container.resolve(Shop.OrderService.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Loom: cannot resolve Mailer: nothing is registered for { Service: Mailer, Factory: Resolver -> Mailer }."))
        #expect(output.contains("Asked for by OrderService [graph], on the path OrderService [graph] -> Mailer."))
    }

    @Test func aScopeWarningGoesToStandardErrorWhileNoFunctionIsSet() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.request)
            _ = container.resolve(Shop.Mailer.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Loom: Resolved Mailer (request) with no request scope active"))
    }

    /// Swinject 2.9-era code silences the container with `loggingFunction = nil`: warnings too.
    @Test func settingTheLoggingFunctionToNilSilencesScopeWarnings() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Container.loggingFunction = nil
            let container = Container()
            container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.request)
            _ = container.resolve(Shop.Mailer.self)
        }

        #expect(result.standardErrorContent.isEmpty)
    }
}
#endif
