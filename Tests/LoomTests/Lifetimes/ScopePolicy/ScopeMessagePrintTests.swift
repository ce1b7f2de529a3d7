// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loom
import Testing

/// What a scope misuse prints on standard error with the log on: one message for one cause.
@Suite("Scope misuses print one message for one cause")
struct ScopeMessagePrintTests {
    @Test func aProvidedValueResolvedOutsideItsScopePrintsOneSentence() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)
            let container = Container()
            container.registerProvided(Provided.IncomingRequest.self, in: .request)
            _ = container.resolve(Provided.IncomingRequest.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output == "Loom: cannot resolve IncomingRequest: it is provided when a request scope opens, and no request "
            + "scope is current; open one with ScopeContext.shared.withScope(.request, id:, providing: { "
            + "$0.provide(value, as: IncomingRequest.self) }).\n")
    }

    /// The definition's factory needs the request's provided value: with no request scope the
    /// call stops, and nothing claims a one-off instance was made.
    @Test func aRequestScopedDefinitionCalledOutsideAScopeDoesNotClaimAOneOffInstanceBeforeStopping() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)
            let container = Container()
            container.registerProvided(Provided.IncomingRequest.self, in: .request)
            _ = container.scopePrintHandler()
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(!output.contains("one-off"), "\(output)")
        #expect(output.contains("it is provided when a request scope opens, and no request scope is current"))
    }
}

extension Container {
    /// A request-scoped definition whose factory requires the request's provided value.
    var scopePrintHandler: Definition<Provided.RequestHandler> {
        define { r in Provided.RequestHandler(request: try r.require(Provided.IncomingRequest.self)) }.inObjectScope(.request)
    }
}
#endif
