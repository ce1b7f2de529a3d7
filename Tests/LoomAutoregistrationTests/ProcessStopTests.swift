// Exit tests run only where a test can start a child process; iOS, tvOS, watchOS and visionOS
// have the message tests of FailureMessageTests.swift only.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
import Loom
import LoomAutoregistration
import Testing

/// The real stops, each in a child process (Swift Testing exit tests), checked by what they print.
@Suite("Stopping the process on what cannot work")
struct ProcessStopTests {
    @Test func resolvingWithAMissingDependencyStopsNamingIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Lending.Clock.self) { _ in Lending.SystemClock() }
            container.autoregister(Lending.LoanService.self, initializer: Lending.LoanService.init(clock:catalog:))
            _ = container.resolve(Lending.LoanService.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("unresolved dependency Catalog."))
        #expect(output.contains("Initializer: (Clock, Catalog) -> LoanService"))
    }

    @Test func aTupleInitializerBeyondTwentyElementsStopsSayingWhatToDoInstead() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            typealias TwentyOne = (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                                   Int, Int, Int, Int, String)
            let container = Container()
            container.autoregister(Lending.Member.self, initializer: { (parts: TwentyOne) in
                Lending.Member(name: parts.20)
            })
            _ = container.resolve(Lending.Member.self)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("unresolved dependency (Int, Int,"))
        #expect(output.contains("give it separate parameters (`Member.init`)"))
    }

    @Test func registeringTwoArgumentsOfOneTypeStops() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container().autoregister(
                Lending.Transfer.self, arguments: Lending.Member.self, Lending.Member.self,
                initializer: Lending.Transfer.init)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains("runtime arguments of the same type (Member, Member) are not supported"))
    }

    @Test func theOperatorStopsNamingWhatItCouldNotResolve() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            let clock: Lending.Clock = container ~> (Lending.Clock.self, name: "missing")
            _ = clock
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(output.contains(#"`~>` could not resolve Clock (name: "missing")"#))
    }
}
#endif
