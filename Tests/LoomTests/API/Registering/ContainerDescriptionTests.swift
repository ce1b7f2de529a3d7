import Testing
@testable import Loom

@Suite("Describing a container")
struct ContainerDescriptionTests {
    @Test func anEmptyContainerPrintsEmptyBrackets() {
        #expect(Container().description == "[\n]")
    }

    @Test func aRegistrationPrintsItsServiceFactoryAndScope() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        #expect(container.description == """
            [
                { Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph }
            ]
            """)
    }

    @Test func aNamedRegistrationWithArgumentsPrintsNameArgumentTypesScopeAndInitCompleted() {
        let container = Container()
        container.register(Zoo.Animal.self, name: "My Cat") { (_, name: String, sleeping: Bool) in
            Zoo.Cat(name: name, isSleeping: sleeping)
        }
        .inObjectScope(.container)
        .initCompleted { _, _ in }

        #expect(container.description == """
            [
                { Service: Animal, Name: "My Cat", Factory: (Resolver, String, Bool) -> Animal, \
            ObjectScope: container, InitCompleted: Specified 1 closures }
            ]
            """)
    }

    @Test func initCompletedCountsEveryClosure() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.transient)
            .initCompleted { _, _ in }
            .initCompleted { _, _ in }

        #expect(container.description == """
            [
                { Service: Cat, Factory: Resolver -> Cat, ObjectScope: transient, InitCompleted: Specified 2 closures }
            ]
            """)
    }

    @Test func aForwardedTypePrintsTheEntrysServiceAndTheForwardedTypeAsTheFactoryResult() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .implements(Zoo.Animal.self)

        #expect(container.description == """
            [
                { Service: Cat, Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Cat, Factory: Resolver -> Cat, ObjectScope: graph }
            ]
            """)
    }

    @Test func linesAreSortedAsStringsWhateverTheRegistrationOrder() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.register(Zoo.Animal.self, name: "b") { _ in Zoo.Dog() }
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "a") { _ in Zoo.Cat() }

        #expect(container.description == """
            [
                { Service: Animal, Name: "a", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Animal, Name: "b", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Cat, Factory: Resolver -> Cat, ObjectScope: graph },
                { Service: Dog, Factory: Resolver -> Dog, ObjectScope: graph }
            ]
            """)
    }

    @Test func aChildDescribesOnlyItsOwnRegistrations() {
        let parent = Container()
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent)
        child.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(child.description == """
            [
                { Service: Dog, Factory: Resolver -> Dog, ObjectScope: graph }
            ]
            """)
    }

    @Test func aCustomScopePrintsItsDescription() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(session)

        #expect(container.description == """
            [
                { Service: Dog, Factory: Resolver -> Dog, ObjectScope: session }
            ]
            """)
    }

    @Test func aKeyOptionPrintsAfterTheName() {
        let container = Container()
        container._register(
            Zoo.Cat.self,
            factory: { (_: Resolver) in Zoo.Cat() },
            name: "tabby",
            option: Probe.Flavor(taste: "sweet")
        )

        #expect(container.description == """
            [
                { Service: Cat, Name: "tabby", Flavor: sweet, Factory: Resolver -> Cat, ObjectScope: graph }
            ]
            """)
    }

    @Test func theDefaultObjectScopeOfTheContainerIsPrinted() {
        let container = Container(defaultObjectScope: .weak)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(container.description == """
            [
                { Service: Dog, Factory: Resolver -> Dog, ObjectScope: weak }
            ]
            """)
    }
}
