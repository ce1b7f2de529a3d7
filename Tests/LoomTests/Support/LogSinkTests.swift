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

    /// No variable set, no function set: a debug build explains the failure on standard error.
    @Test func aFailedResolveIsExplainedOnStandardErrorByDefaultInADebugBuild() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            unsetenv("LOOM_LOGGING_ENABLED")
            unsetenv("SWINJECT_LOGGING_ENABLED")
            _ = Container().resolve(Shop.Mailer.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #if DEBUG
        #expect(output.contains("Loom: cannot resolve Mailer: nothing is registered for { Service: Mailer, Factory: Resolver -> Mailer }."))
        #else
        #expect(output.isEmpty)  // a release build is as quiet as Swinject 2.10
        #endif
    }

    @Test func loomLoggingEnabledZeroSilencesTheDefaultLog() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)
            _ = Container().resolve(Shop.Mailer.self)
        }

        #expect(result.standardErrorContent.isEmpty)
    }

    @Test func settingTheLoggingFunctionToNilSilencesTheDefaultLog() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            unsetenv("LOOM_LOGGING_ENABLED")
            Container.loggingFunction = nil
            _ = Container().resolve(Shop.Mailer.self)
        }

        #expect(result.standardErrorContent.isEmpty)
    }

    /// The report is the `fatalError` message; the default log does not print it a second time.
    @Test func aCycleThatStopsTheProcessIsExplainedOnce() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)
            let container = Container()
            container.register(Misuse.Ouroboros.self) { r in Misuse.Ouroboros(next: r.resolve(Misuse.Ouroboros.self)!) }
            _ = container.resolve(Misuse.Ouroboros.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.components(separatedBy: "Loom: circular dependency: Ouroboros -> Ouroboros").count == 2)
    }

    /// A scope warning reads the same on standard error as in a logging function: `Loom: ` first.
    @Test func aScopeWarningHasTheLoomPrefixInTheLoggingFunctionToo() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardOutputContent]) {
            Container.loggingFunction = { print("logged: " + $0) }
            let container = Container()
            container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.request)
            _ = container.resolve(Shop.Mailer.self)
        }

        let output = String(decoding: result.standardOutputContent, as: UTF8.self)
        #expect(output.contains("logged: Loom: Resolved Mailer (request) with no request scope active"))
    }

    @Test func aScopeWarningGoesToStandardErrorByDefaultInADebugBuild() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            unsetenv("LOOM_LOGGING_ENABLED")
            unsetenv("SWINJECT_LOGGING_ENABLED")
            let container = Container()
            container.register(Shop.Mailer.self) { _ in Shop.Mailer() }.inObjectScope(.request)
            _ = container.resolve(Shop.Mailer.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #if DEBUG
        #expect(output.contains("Loom: Resolved Mailer (request) with no request scope active"))
        #else
        #expect(output.isEmpty)  // a release build is silent, scope reports included
        #endif
    }

    /// `LOOM_LOGGING_ENABLED=0` puts the log in the state a release build starts in.
    @Test func loomLoggingEnabledZeroSilencesTheNoActiveScopeAndCaptiveDependencyReports() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)
            let container = Container()
            container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }.inObjectScope(.request)
            container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: r.resolve(Shop.HTTPClient.self)) }
                .inObjectScope(.container)
            _ = container.resolve(Shop.HTTPClient.self)  // no request scope: a one-off instance
            ScopeContext.shared.withScope(.request, id: "silent") {
                _ = container.resolve(Shop.PaymentGateway.self)  // a singleton capturing the request's client
            }
            container.scopePolicy = .strict
            _ = container.resolve(Shop.HTTPClient.self)  // no request scope, strict: refused
        }

        #expect(result.standardErrorContent.isEmpty, "\(String(decoding: result.standardErrorContent, as: UTF8.self))")
    }

    @Test func loomLoggingEnabledZeroSilencesTheWarningAboutAMainActorFactoryResolvedOffTheMainActor() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)
            let container = Container()
            container.register(Shop.Mailer.self) { @MainActor _ in Shop.Mailer() }
            let resolved = await Task.detached { container.resolve(Shop.Mailer.self) != nil }.value
            if resolved { exit(EXIT_FAILURE) }  // off the main actor the factory must not run
        }

        #expect(result.standardErrorContent.isEmpty, "\(String(decoding: result.standardErrorContent, as: UTF8.self))")
    }

    /// What the README says stays with the log off: the message of a stop.
    @Test func withTheLogOffAStopStillPrintsItsOwnMessage() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)
            let container = Container()
            container.register(Misuse.Ouroboros.self) { r in Misuse.Ouroboros(next: r.resolve(Misuse.Ouroboros.self)!) }
            _ = container.resolve(Misuse.Ouroboros.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("Fatal error: Loom: circular dependency: Ouroboros -> Ouroboros"))
    }

    /// What the README says stays with the log off: `verify()`'s line for each failure it finds.
    @Test func withTheLogOffVerifyStillWritesEachFailureAsItFindsIt() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)
            let container = Container()
            container.register(Shop.PaymentGateway.self) { r in Shop.PaymentGateway(client: try r.require(Shop.HTTPClient.self)) }
            _ = container.verify()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.hasPrefix("Loom verify: PaymentGateway [graph] -> HTTPClient: not registered"), "\(output)")
        #expect(!output.contains("Loom: cannot resolve"))  // the log's explanation is not printed
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
