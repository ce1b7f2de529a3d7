// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loom
import Testing

/// A resolver of your own that implements only some of Swinject's twenty methods (Swinject would
/// not compile it) and not `_Resolver`: a call that needs a missing method says so.
private final class PartialResolver: Resolver {
    weak var container: Container?
    func resolve<Service>(_ serviceType: Service.Type) -> Service? { container?.resolve(serviceType) }
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { container?.resolve(serviceType, name: name) }
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        container?.resolve(serviceType, argument: argument)
    }
}

private struct Pair: Equatable {
    let left: Int
    let right: Int
}

@Suite("A resolver of your own that implements Resolver in part")
struct PartialResolverTests {
    private static func pairs(in container: Container) -> PartialResolver {
        container.register(Pair.self) { (_, left: Int, right: Int) in Pair(left: left, right: right) }
        let resolver = PartialResolver()
        resolver.container = container
        return resolver
    }

    @Test func requireNamesTheMissingMethodInsteadOfSayingNotRegistered() {
        let container = Container()
        let resolver: Resolver = Self.pairs(in: container)

        #expect(throws: ResolutionError.self) { try resolver.require(Pair.self, arguments: 1, 2) }
        do {
            _ = try resolver.require(Pair.self, arguments: 1, 2)
        } catch {
            #expect(error.summary == "PartialResolver does not implement resolve(_:arguments:_:)")
            #expect(error.description.hasPrefix("Pair(arguments: Int, Int): PartialResolver does not implement resolve(_:arguments:_:)\n"))
            #expect(!error.description.contains("not registered"))
        }
        #expect(container.resolve(Pair.self, arguments: 1, 2) == Pair(left: 1, right: 2))  // it is registered
    }

    @Test func theMethodsItImplementsStillReachItsContainer() {
        let container = Container()
        let resolver: Resolver = Self.pairs(in: container)
        container.register(String.self) { (_, name: String) in "hello \(name)" }

        #expect(resolver.resolve(String.self, argument: "Ada") == "hello Ada")
    }

    @Test func aMissingMethodWarnsInTheLogOncePerResolverTypeAndMethod() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)  // read when the log is first used, below
            let container = Container()
            let resolver: Resolver = PartialResolverTests.pairs(in: container)
            _ = resolver.resolve(Pair.self, arguments: 1, 2)
            _ = resolver.resolve(Pair.self, arguments: 3, 4)
            _ = resolver.resolve(Pair.self, name: "named", arguments: 5, 6)
        }

        let output = String(decoding: result.standardErrorContent, as: UTF8.self)
        let unnamed = "Loom: PartialResolver implements Resolver only in part: it has no resolve(_:arguments:_:) (2 arguments) "
            + "and does not conform to _Resolver, so resolving Pair with arguments (Int, Int) through it gives nil, "
            + "registered or not. Implement resolve(_:arguments:_:), as Swinject's Resolver required, or conform "
            + "PartialResolver to _Resolver and forward _resolve(name:option:invoker:) to the container it wraps; "
            + "then every method reaches it. (Reported once for PartialResolver and this method.)"
        #expect(output.components(separatedBy: unnamed).count == 2)  // once, though called twice
        #expect(output.contains("it has no resolve(_:name:arguments:_:) (2 arguments)"))
    }

    @Test func loomLoggingEnabledZeroSilencesTheWarning() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "0", 1)  // read when the log is first used, below
            let container = Container()
            let resolver: Resolver = PartialResolverTests.pairs(in: container)
            _ = resolver.resolve(Pair.self, arguments: 1, 2)
        }

        #expect(result.standardErrorContent.isEmpty)
    }

    @Test func settingTheLoggingFunctionToNilSilencesTheWarning() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            Container.loggingFunction = nil
            let container = Container()
            let resolver: Resolver = PartialResolverTests.pairs(in: container)
            _ = resolver.resolve(Pair.self, arguments: 1, 2)
        }

        #expect(result.standardErrorContent.isEmpty)
    }
}
#endif
