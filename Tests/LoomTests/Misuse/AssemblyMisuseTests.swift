import Testing
@testable import Loom

/// Assemblies that forget a dependency or are applied more than once.
@Suite("Misuse: assemblies")
struct AssemblyMisuseTests {
    /// Registers a `Desk` that wants a `Lamp`, which no assembly registers.
    struct DeskAssembly: Assembly {
        func assemble(container: Container) {
            container.register(Misuse.Desk.self) { r in Misuse.Desk(lamp: r.resolve(Misuse.Lamp.self)) }
        }
    }

    /// Registers a `Lamp` and counts how often it ran.
    struct CountingAssembly: Assembly {
        let tally: Misuse.Tally

        func assemble(container: Container) {
            tally.add("assembled")
            container.register(Misuse.Lamp.self) { _ in Misuse.Lamp() }
        }
    }

    /// A silent gap today: applying succeeds, and the missing dependency only shows as a `nil`
    /// (and a log line) when something resolves it.
    @Test func anAssemblyMissingADependencyAppliesSilentlyAndTheResolveLeavesItNil() {
        let (container, log) = Misuse.loggedContainer()
        let assembler = Assembler([DeskAssembly()], container: container)
        #expect(log.messages.isEmpty)

        let desk = assembler.resolver.resolve(Misuse.Desk.self)

        #expect(desk != nil && desk?.lamp == nil)
        #expect(log.messages == ["""
            Loom: cannot resolve Lamp: nothing is registered for { Service: Lamp, Factory: Resolver -> Lamp }.
            Asked for by Desk [graph], on the path Desk [graph] -> Lamp.
            No registration of Lamp exists, under any name or arguments (1 registration in this container and its parents).
            """])
        #expect(Misuse.stillWorks(container))
    }

    /// As in Swinject: the second application runs the assembly again, and its registrations
    /// replace the first ones (assemblies of one type with other parameters must all apply).
    @Test func anAssemblyAppliedTwiceRunsTwiceAndReplacesItsRegistrations() {
        let (container, log) = Misuse.loggedContainer()
        let tally = Misuse.Tally()
        let assembler = Assembler(container: container)

        assembler.apply(assembly: CountingAssembly(tally: tally))
        assembler.apply(assembly: CountingAssembly(tally: tally))

        #expect(tally["assembled"] == 2)
        #expect(container.description == """
            [
                { Service: Lamp, Factory: Resolver -> Lamp, ObjectScope: graph }
            ]
            """)
        #expect(log.messages.isEmpty)
        #expect(Misuse.stillWorks(container))
    }
}
