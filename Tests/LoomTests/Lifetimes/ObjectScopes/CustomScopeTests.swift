import Testing
@testable import Loom

@Suite("Custom scopes")
struct CustomScopeTests {
    @Test func aScopeWithPermanentStorageBehavesLikeTheContainerScope() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(session)

        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
    }

    @Test func theStorageIsCreatedLazilyOncePerRegistration() {
        var made: [Probe.RecordingStorage] = []
        let scope = ObjectScope(storageFactory: {
            let storage = Probe.RecordingStorage()
            made.append(storage)
            return storage
        })
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(scope)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(scope)
        #expect(made.isEmpty)

        _ = container.resolve(Zoo.Cat.self)
        _ = container.resolve(Zoo.Cat.self)
        #expect(made.count == 1)

        _ = container.resolve(Zoo.Dog.self)
        _ = container.resolve(Zoo.Dog.self)
        #expect(made.count == 2)
    }

    @Test func theStorageIsAskedForTheCurrentGraphAndGivenTheNewInstanceInIt() throws {
        let storage = Probe.RecordingStorage()
        let scope = ObjectScope(storageFactory: { storage }, description: "recorded")
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(scope)
        var graph: GraphIdentifier?
        container.register(Household.Owner.self) { r in
            graph = (r as? Container)?.currentObjectGraph
            return Household.Owner(pet: r.resolve(Zoo.Dog.self))
        }

        let owner = container.resolve(Household.Owner.self)

        let current = try #require(graph)
        #expect(storage.readGraphs.first == current)
        #expect(storage.writtenGraphs == [current])
        #expect(Probe.same(storage.instance, owner?.pet))
    }

    @Test func aStoredInstanceIsReturnedWithoutCallingTheFactory() {
        let storage = Probe.RecordingStorage()
        let preset = Zoo.Dog(name: "Preset")
        storage.instance = preset
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }.inObjectScope(ObjectScope(storageFactory: { storage }))

        #expect(container.resolve(Zoo.Dog.self) === preset)
        #expect(calls == 0)
    }

    @Test func aScopeConformingOnlyToObjectScopeProtocolCanBeUsed() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(Probe.SessionScope())

        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
    }

    @Test func aScopeWithAParentConsultsTheParentsStorageToo() {
        let storages = Probe.StorageLog()
        let scope = ObjectScope(
            storageFactory: { storages.make() },
            description: "layered",
            parent: ObjectScope.container
        )
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(scope)

        let cat = container.resolve(Zoo.Cat.self)
        storages.all.first?.instance = nil

        #expect(container.resolve(Zoo.Cat.self) === cat)
    }

    @Test func aScopesStorageIsACompositeWhenItHasAParent() {
        let scope = ObjectScope(storageFactory: PermanentStorage.init, parent: ObjectScope.transient)

        #expect(scope.makeStorage() is CompositeStorage)
        #expect(ObjectScope.weak.makeStorage() is CompositeStorage)
        #expect(ObjectScope.container.makeStorage() is PermanentStorage)
    }

    @Test func compositeStorageReadsTheFirstInstanceAndWritesToAll() {
        let first = PermanentStorage()
        let second = PermanentStorage()
        let composite = CompositeStorage([first, second])
        let graph = GraphIdentifier()
        let dog = Zoo.Dog()

        composite.setInstance(dog, inGraph: graph)
        #expect(first.instance as? Zoo.Dog === dog)
        #expect(second.instance as? Zoo.Dog === dog)

        first.instance = nil
        #expect(composite.instance(inGraph: graph) as? Zoo.Dog === dog)
        composite.instance = nil
        #expect(second.instance == nil)
    }

    @Test func theStandardScopesAreNamed() {
        #expect(ObjectScope.transient.description == "transient")
        #expect(ObjectScope.graph.description == "graph")
        #expect(ObjectScope.container.description == "container")
        #expect(ObjectScope.weak.description == "weak")
        #expect(ObjectScope(storageFactory: PermanentStorage.init).description == "")
    }
}
