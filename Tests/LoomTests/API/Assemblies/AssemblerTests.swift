import Testing
@testable import Loom

@Suite("Assembler")
struct AssemblerTests {
    @Test func anAssemblerWithoutArgumentsHasAnEmptyContainer() throws {
        let assembler = Assembler()

        let container = try #require(assembler.resolver as? Container)
        #expect(container.description == "[\n]")
    }

    @Test func theResolverIsTheContainerPassedIn() {
        let container = Container()
        let assembler = Assembler(container: container)

        #expect(assembler.resolver as? Container === container)
    }

    @Test func applyAssemblyRegistersIntoTheContainer() {
        let assembler = Assembler()

        assembler.apply(assembly: Modules.AnimalAssembly())

        #expect(assembler.resolver.resolve(Zoo.Animal.self) is Zoo.Cat)
    }

    @Test func anAssemblyIsGivenTheAssemblersContainerAndLoadedWithTheSameContainer() throws {
        let container = Container()
        let observer = Modules.Observer()

        _ = Assembler([observer], container: container)

        #expect(observer.assembledContainer === container)
        let loaded = try #require(observer.loadedResolver)
        #expect(loaded as? Container === container)
    }

    @Test func theAssembliesOfTheInitializerAreApplied() {
        let assembler = Assembler([Modules.AnimalAssembly(), Modules.OwnerAssembly()])

        #expect(assembler.resolver.resolve(Household.Owner.self)?.pet is Zoo.Cat)
    }

    @Test func allAssembliesAssembleBeforeAnyIsLoadedInArrayOrder() {
        let journal = Probe.Journal()

        _ = Assembler([Modules.OwnerAssembly(journal: journal), Modules.AnimalAssembly(journal: journal)])

        #expect(journal.entries == [
            "assemble owners",
            "assemble animals",
            "loaded owners, pet: true",
            "loaded animals",
        ])
    }

    @Test func applyAssembliesAlsoAssemblesAllBeforeLoading() {
        let journal = Probe.Journal()
        let assembler = Assembler()

        assembler.apply(assemblies: [Modules.OwnerAssembly(journal: journal), Modules.AnimalAssembly(journal: journal)])

        #expect(journal.entries == [
            "assemble owners",
            "assemble animals",
            "loaded owners, pet: true",
            "loaded animals",
        ])
    }

    @Test func assembliesAppliedOneByOneAreEachLoadedRightAway() {
        let journal = Probe.Journal()
        let assembler = Assembler()

        assembler.apply(assembly: Modules.OwnerAssembly(journal: journal))
        assembler.apply(assembly: Modules.AnimalAssembly(journal: journal))

        #expect(journal.entries == [
            "assemble owners",
            "loaded owners, pet: false",
            "assemble animals",
            "loaded animals",
        ])
        #expect(assembler.resolver.resolve(Household.Owner.self)?.pet != nil)
    }

    @Test func anAssemblyWithoutALoadedHookUsesTheDefault() {
        let assembler = Assembler([Modules.Quiet()])

        #expect(assembler.resolver.resolve(Zoo.Turtle.self)?.name == "Shelly")
    }

    @Test func aChildAssemblerResolvesItsParentsRegistrations() {
        let parent = Assembler([Modules.AnimalAssembly()])
        let child = Assembler([Modules.OwnerAssembly()], parent: parent)

        #expect(child.resolver.resolve(Household.Owner.self)?.pet is Zoo.Cat)
        #expect((child.resolver as? Container)?.parent === parent.resolver as? Container)
    }

    @Test func aChildAssemblerCannotGiveRegistrationsToItsParent() {
        let parent = Assembler()
        let child = Assembler([Modules.AnimalAssembly()], parent: parent)

        #expect(child.resolver.resolve(Zoo.Animal.self) != nil)
        #expect(parent.resolver.resolve(Zoo.Animal.self) == nil)
    }

    @Test func aChildAssemblerWithoutParentIsARootContainer() {
        let child = Assembler([Modules.AnimalAssembly()], parent: nil)

        #expect((child.resolver as? Container)?.parent == nil)
        #expect(child.resolver.resolve(Zoo.Animal.self) != nil)
    }

    @Test func aChildAssemblerUsesTheDefaultObjectScopeItIsGiven() {
        let parent = Assembler()
        let child = Assembler([Modules.Quiet(), Modules.Observer()], parent: parent, defaultObjectScope: .container)

        let dog = child.resolver.resolve(Zoo.Dog.self)

        #expect(dog != nil)
        #expect(child.resolver.resolve(Zoo.Dog.self) === dog)
    }

    @Test func aChildAssemblerUsesTheGraphScopeByDefault() {
        let child = Assembler([Modules.Observer()], parent: Assembler())

        #expect(child.resolver.resolve(Zoo.Dog.self) !== child.resolver.resolve(Zoo.Dog.self))
        #expect((child.resolver as? Container)?.description.contains("ObjectScope: graph") == true)
    }

    @Test func aChildAssemblersBehavioursSeeTheRegistrationsOfItsAssemblies() {
        let behavior = Probe.RecordingBehavior()

        _ = Assembler([Modules.AnimalAssembly(), Modules.Observer()], parent: Assembler(), behaviors: [behavior])

        #expect(behavior.events.all.map(\.type) == ["Animal", "Dog"])
    }

    @Test func anEmptyChildAssemblerGetsItsDefaultScopeAndBehaviours() {
        let behavior = Probe.RecordingBehavior()
        let child = Assembler(parentAssembler: Assembler(), defaultObjectScope: .container, behaviors: [behavior])

        child.apply(assembly: Modules.Observer())

        #expect(behavior.events.all.map(\.type) == ["Dog"])
        #expect(child.resolver.resolve(Zoo.Dog.self) === child.resolver.resolve(Zoo.Dog.self))
    }

    @Test func anEmptyChildAssemblerWithoutParentWorks() {
        let child = Assembler(parentAssembler: nil)

        child.apply(assembly: Modules.Quiet())

        #expect(child.resolver.resolve(Zoo.Turtle.self) != nil)
    }

    @Test func theDeprecatedThrowingInitializerAppliesAssembliesToTheContainer() throws {
        let container = Container()

        let assembler = try Legacy.calls.assembler(assemblies: [Modules.AnimalAssembly()], container: container)

        #expect(assembler.resolver as? Container === container)
        #expect(container.resolve(Zoo.Animal.self) != nil)
    }

    @Test func theDeprecatedThrowingInitializerMakesAContainerWhenGivenNil() throws {
        let assembler = try Legacy.calls.assembler(assemblies: [Modules.AnimalAssembly()], container: nil)

        #expect(assembler.resolver.resolve(Zoo.Animal.self) != nil)
    }

    @Test func theDeprecatedThrowingChildInitializerUsesTheParent() throws {
        let parent = Assembler([Modules.AnimalAssembly()])

        let child = try Legacy.calls.assembler(assemblies: [Modules.OwnerAssembly()], parentAssembler: parent)

        #expect(child.resolver.resolve(Household.Owner.self)?.pet != nil)
        #expect(parent.resolver.resolve(Household.Owner.self) == nil)
    }

    @Test func anAssemblerGivenANilContainerStopsTheProcessLikeSwinjects() async {
        await #expect(processExitsWith: .failure) {
            _ = Assembler(container: nil)
        }
    }

    @Test func anAssemblyAppliedAgainIsAssembledAndLoadedAgainLikeSwinjects() {
        let journal = Probe.Journal()
        let assembler = Assembler([Modules.AnimalAssembly(journal: journal)])

        assembler.apply(assembly: Modules.AnimalAssembly(journal: journal))
        assembler.apply(assemblies: [Modules.AnimalAssembly(journal: journal)])

        #expect(journal.entries == Array(repeating: ["assemble animals", "loaded animals"], count: 3).flatMap { $0 })
        #expect(assembler.resolver.resolve(Zoo.Animal.self) != nil)
    }

    /// Registers one endpoint URL under its name: an assembly that takes parameters.
    struct EndpointAssembly: Assembly {
        let name: String
        let url: String

        func assemble(container: Container) {
            container.register(String.self, name: name) { _ in url }
        }
    }

    @Test func twoAssembliesOfOneTypeWithOtherParametersAreBothApplied() {
        let assembler = Assembler([
            EndpointAssembly(name: "users", url: "https://example.com/users"),
            EndpointAssembly(name: "orders", url: "https://example.com/orders"),
        ])

        #expect(assembler.resolver.resolve(String.self, name: "users") == "https://example.com/users")
        #expect(assembler.resolver.resolve(String.self, name: "orders") == "https://example.com/orders")
    }

    @Test func reapplyingAnAssemblyWithNewParametersReplacesItsRegistrations() {
        let assembler = Assembler([EndpointAssembly(name: "session", url: "alice")])

        assembler.apply(assembly: EndpointAssembly(name: "session", url: "bob"))

        #expect(assembler.resolver.resolve(String.self, name: "session") == "bob")
    }

    @Test func applyIfNeededSkipsATypeTheInitializerApplied() {
        let journal = Probe.Journal()
        let assembler = Assembler([Modules.AnimalAssembly(journal: journal)])

        let applied = assembler.applyIfNeeded(assembly: Modules.AnimalAssembly(journal: journal))

        #expect(!applied)
        #expect(journal.entries == ["assemble animals", "loaded animals"])
    }
}

@Suite("Verifying an assembler")
struct AssemblerVerificationTests {
    struct PaymentsAssembly: Assembly {
        func assemble(container: Container) {
            container.register(Shop.PaymentGateway.self) { r in try Shop.PaymentGateway(client: r.require(Shop.HTTPClient.self)) }
            container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        }
    }

    struct TestDoublesAssembly: Assembly {
        func assemble(container: Container) {
            container.register(Shop.HTTPClient.self) { _ in Shop.HTTPClient() }
        }
    }

    @Test func aServiceRegisteredByTwoAssembliesIsADuplicate() throws {
        let assembler = Assembler([PaymentsAssembly(), TestDoublesAssembly()])

        let report = assembler.verify()

        let duplicate = try #require(report.problems.first, "\(report)")
        #expect(report.problems.count == 1)
        #expect(duplicate.kind == .duplicateRegistration)
        #expect(duplicate.cause == "{ Service: HTTPClient, Factory: Resolver -> HTTPClient, ObjectScope: graph } registered by PaymentsAssembly and TestDoublesAssembly")
    }

    @Test func aCorrectAssemblerHasNoProblems() {
        let report = Assembler([PaymentsAssembly()]).verify()

        #expect(report.problems.isEmpty, "\(report)")
    }
}
