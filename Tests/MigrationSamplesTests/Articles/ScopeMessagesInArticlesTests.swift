// The scope reports that the DocC articles "Misuse Catalogue" (M14 to M17) and "Scoped Lifetimes"
// quote, checked against what the default report prints: a child process makes each misuse with
// the log on, and its standard error must hold every quoted line as it is written.

// Exit tests need a platform that can start a child process.
#if os(macOS) || os(Linux) || os(Windows) || os(FreeBSD)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Loom
import Testing

/// The catalogue's services, under the short names its messages show.
enum ScopeMessageArticle {
    final class Lamp: Sendable {}
    final class Station {
        let lamp: Lamp
        init(lamp: Lamp) { self.lamp = lamp }
    }
    struct Failure: Error {}

    /// The chain "Scoped Lifetimes" shows: a singleton that reaches a request's context through a
    /// transient service.
    final class RequestContext {}
    final class Mapper {
        init(context: RequestContext?) {}
    }
    final class Cache {
        init(mapper: Mapper?) {}
    }
}

@Suite("Articles: the scope reports are quoted as they are printed", .verifiesItsContainers)
struct ScopeMessagesInArticlesTests {
    /// M14 to M17 of the catalogue, made in that order's misuses; the ended request's id is `<id>`,
    /// as the catalogue writes it.
    @Test func theMisuseCataloguesScopeMessagesAreThoseTheDefaultReportPrints() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)
            typealias A = ScopeMessageArticle
            let container = Container()
            container.register(A.Lamp.self) { _ in A.Lamp() }.inObjectScope(.request).onRelease { _ in throw A.Failure() }
            container.register(A.Station.self) { r in A.Station(lamp: r.resolve(A.Lamp.self)!) }.inObjectScope(.container)
            _ = container.resolve(A.Lamp.self)  // M14
            ScopeContext.shared.withScope(.request, id: "<id>") { _ = container.resolve(A.Station.self) }  // M17
            ScopeContext.shared.endScope(.request, id: "<id>")  // M16
            container.scopePolicy = .strict
            _ = container.resolve(A.Lamp.self)  // M15
        }
        let printed = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n").map(String.init)
        let catalogue = try Guide(file: "Sources/Loom/Loom.docc/MisuseCatalogue.md")

        for label in ["M14:", "M15:", "M16 (`<id>` is the ended request's id; `Failure()` the error thrown):", "M17:"] {
            let quoted = try #require(Self.textBlock(after: label, in: catalogue), "\(label)")
            #expect(!quoted.isEmpty && quoted.allSatisfy(printed.contains), "\(label) quotes \(quoted); printed: \(printed)")
        }
    }

    /// "Scoped Lifetimes" quotes the start of a captive-dependency report, then `...`.
    @Test func theScopedLifetimesArticleQuotesTheStartOfACaptiveDependencyReportAsPrinted() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("LOOM_LOGGING_ENABLED", "1", 1)
            typealias A = ScopeMessageArticle
            let container = Container()
            container.register(A.RequestContext.self) { _ in A.RequestContext() }.inObjectScope(.request)
            container.register(A.Mapper.self) { r in A.Mapper(context: r.resolve(A.RequestContext.self)) }.inObjectScope(.transient)
            container.register(A.Cache.self) { r in A.Cache(mapper: r.resolve(A.Mapper.self)) }.inObjectScope(.container)
            ScopeContext.shared.withScope(.request, id: "article") { _ = container.resolve(A.Cache.self) }
        }
        let printed = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n").map(String.init)
        let article = try Guide(file: "Sources/Loom/Loom.docc/ScopedLifetimes.md")

        let quoted = try #require(article.text.split(separator: "\n").first { $0.contains("Captive dependency: Cache") })
        let line = String(quoted.drop { $0 == " " })
        let start = line.hasSuffix(" ...") ? String(line.dropLast(4)) : line
        #expect(printed.contains { $0.hasPrefix(start) }, "quoted: \(start); printed: \(printed)")
    }

    /// The lines of the ```text block that follows the line `label`.
    private static func textBlock(after label: String, in guide: Guide) -> [String]? {
        guard let lines = guide.lines(after: label, upTo: "```"), let open = lines.firstIndex(of: "```text") else { return nil }
        return Array(lines[(open + 1)...])
    }
}
#endif
