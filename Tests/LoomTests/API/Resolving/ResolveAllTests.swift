import Loom
import Testing

private typealias Exporter = Export.Exporter
private typealias FormatExporter = Export.FormatExporter
private typealias UserExporter = Export.UserExporter

@Suite("resolveAll: every registration of a type, in registration order")
struct ResolveAllTests {
    let container = Container()

    @Test func everyNameIsResolvedInTheOrderItWasRegistered() {
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf") }
        container.register(Exporter.self) { _ in FormatExporter("plain") }
        container.register(Exporter.self, name: "csv") { _ in FormatExporter("csv") }
        container.register(Exporter.self, name: "html") { _ in FormatExporter("html") }

        #expect(container.resolveAll(Exporter.self).map(\.format) == ["pdf", "plain", "csv", "html"])
    }

    @Test func nothingRegisteredGivesAnEmptyList() {
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        #expect(container.resolveAll(Exporter.self).isEmpty)
    }

    @Test func aParentsAndAChildsRegistrationsAreAllResolvedFromTheChild() {
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf") }
        let child = Container(parent: container)
        child.register(Exporter.self, name: "csv") { _ in FormatExporter("csv") }
        container.register(Exporter.self, name: "html") { _ in FormatExporter("html") }

        #expect(child.resolveAll(Exporter.self).map(\.format) == ["pdf", "csv", "html"])
        #expect(container.resolveAll(Exporter.self).map(\.format) == ["pdf", "html"])
    }

    @Test func aChildsRegistrationUnderTheParentsNameReplacesTheParents() {
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf") }
        container.register(Exporter.self, name: "csv") { _ in FormatExporter("csv") }
        let child = Container(parent: container)
        child.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf/A") }

        #expect(child.resolveAll(Exporter.self).map(\.format) == ["csv", "pdf/A"])
        #expect(container.resolveAll(Exporter.self).map(\.format) == ["pdf", "csv"])
    }

    @Test func eachRegistrationKeepsItsScope() {
        container.register(Exporter.self, name: "shared") { _ in FormatExporter("shared") }.inObjectScope(.container)
        container.register(Exporter.self, name: "fresh") { _ in FormatExporter("fresh") }.inObjectScope(.transient)

        let first = container.resolveAll(Exporter.self)
        let second = container.resolveAll(Exporter.self)

        #expect(first[0] === second[0])
        #expect(first[1] !== second[1])
    }

    @Test func argumentsGoToEveryRegistrationTakingThoseArgumentTypes() {
        container.register(Exporter.self, name: "pdf") { (_, user: String) in UserExporter(format: "pdf", user: user) }
        container.register(Exporter.self) { _ in FormatExporter("plain") }
        container.register(Exporter.self, name: "csv") { (_, user: String) in UserExporter(format: "csv", user: user) }
        container.register(Exporter.self, name: "zip") { (_, user: String, level: Int) in
            UserExporter(format: "zip\(level)", user: user)
        }

        let exporters = container.resolveAll(Exporter.self, arguments: "ann")
        let zipped = container.resolveAll(Exporter.self, arguments: "bob", 9)

        #expect(exporters.map(\.format) == ["pdf", "csv"])
        #expect(exporters.compactMap { ($0 as? UserExporter)?.user } == ["ann", "ann"])
        #expect(zipped.map(\.format) == ["zip9"])
        #expect(container.resolveAll(Exporter.self).map(\.format) == ["plain"])
    }

    @Test func reRegisteringANameMovesItToTheEnd() {
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf") }
        container.register(Exporter.self, name: "csv") { _ in FormatExporter("csv") }
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf2") }

        #expect(container.resolveAll(Exporter.self).map(\.format) == ["csv", "pdf2"])
    }

    @Test func aFactoryResolvesAllThroughItsResolver() {
        final class Host {
            let exporters: [Exporter]
            init(exporters: [Exporter]) { self.exporters = exporters }
        }
        container.register(Exporter.self, name: "pdf") { _ in FormatExporter("pdf") }
        container.register(Exporter.self, name: "csv") { _ in FormatExporter("csv") }
        container.register(Host.self) { r in Host(exporters: r.resolveAll(Exporter.self)) }

        #expect(container.resolve(Host.self)?.exporters.map(\.format) == ["pdf", "csv"])
    }
}
