// Call sites written the way Swinject 2.x users write them. This file imports Loom without
// `@testable`, so it compiles only against the public API: a refactor that breaks one of these
// forms breaks the build here before it breaks an app that ported by changing its import.

import Loom
import Testing

@Suite("Swinject call sites")
struct SwinjectCallSiteTests {
    // MARK: Factories

    @Test func factoriesThatIgnoreTheResolver() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "dog") { _ in Zoo.Dog() }

        let cat = container.resolve(Zoo.Animal.self)!
        let dog = container.resolve(Zoo.Animal.self, name: "dog")

        #expect(cat is Zoo.Cat)
        #expect(dog is Zoo.Dog)
    }

    @Test func factoriesThatUseDollarZero() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Dog(name: "Pochi") }
        container.register(Household.Owner.self) { Household.Owner(pet: $0.resolve(Zoo.Animal.self)) }
        container.register(Household.Visit.self) { Household.Visit(owner: $0.resolve(Household.Owner.self)!) }
        container.register(Zoo.Cat.self) { ($0 as! Container).resolve(Zoo.Cat.self, name: "real")! }
        container.register(Zoo.Cat.self, name: "real") { _ in Zoo.Cat(name: "Tama") }

        #expect(container.resolve(Household.Visit.self)?.owner.pet?.name == "Pochi")
        #expect(container.resolve(Zoo.Cat.self)?.name == "Tama")
    }

    @Test func untypedArgumentClosures() {
        let container = Container()
        container.register(Zoo.Animal.self) { _, name, sleeping in Zoo.Cat(name: name, isSleeping: sleeping) }
        container.register(Zoo.Dog.self) { _, name in Zoo.Dog(name: name) }
        container.register(Household.Owner.self) { r, nickname in
            Household.Owner(pet: r.resolve(Zoo.Dog.self, argument: "Pochi"), nickname: nickname)
        }

        let cat = container.resolve(Zoo.Animal.self, arguments: "Tama", true) as? Zoo.Cat
        let owner = container.resolve(Household.Owner.self, argument: Optional("Boss"))

        #expect(cat?.isSleeping == true)
        #expect(container.resolve(Zoo.Dog.self, argument: "Shiro")?.name == "Shiro")
        #expect(owner?.nickname == "Boss")
        #expect(owner?.pet?.name == "Pochi")
    }

    @Test func typedArgumentClosures() {
        let container = Container()
        container.register(Zoo.Cat.self) { (r: Resolver, lives: Int, name: String) in
            _ = r
            return Zoo.Cat(name: "\(name) (\(lives))")
        }
        container.register(Zoo.Dog.self, name: "named") { (_: Resolver, name: String) in Zoo.Dog(name: name) }
        container.register(Household.Owner.self) { (r, nickname: String) in
            Household.Owner(pet: r.resolve(Zoo.Dog.self, name: "named", argument: "Hachi"), nickname: nickname)
        }

        #expect(container.resolve(Zoo.Cat.self, arguments: 9, "Tama")?.name == "Tama (9)")
        #expect(container.resolve(Household.Owner.self, argument: "Boss")?.pet?.name == "Hachi")
    }

    private static func makeCat(_ resolver: Resolver) -> Zoo.Animal {
        Zoo.Cat(name: "From a function")
    }

    private static func makeOwner(_ resolver: Resolver, nickname: String) -> Household.Owner {
        Household.Owner(pet: resolver.resolve(Zoo.Animal.self), nickname: nickname)
    }

    @Test func functionReferencesAsFactories() {
        let container = Container()
        container.register(Zoo.Animal.self, factory: Self.makeCat)
        container.register(Household.Owner.self, factory: Self.makeOwner)
        container.register(Zoo.Dog.self, name: "initializer", factory: { _ in Zoo.Dog() })

        #expect(container.resolve(Zoo.Animal.self)?.name == "From a function")
        #expect(container.resolve(Household.Owner.self, argument: "Boss")?.pet?.name == "From a function")
        #expect(container.resolve(Zoo.Dog.self, name: "initializer") != nil)
    }

    @Test func configuringTheEntryInAChain() {
        let container = Container()
        var completed = 0
        let entry = container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
            .inObjectScope(.container)
            .initCompleted { _, _ in completed += 1 }
            .implements(Zoo.Animal.self)
        entry.implements(Zoo.Pet.self, Zoo.Hunter.self, Zoo.Climber.self)

        let cat = container.resolve(Zoo.Cat.self)
        let servesCats = entry.serviceType == Zoo.Cat.self
        let takesNoArguments = entry.argumentsType == Resolver.self

        #expect(container.resolve(Zoo.Pet.self) as? Zoo.Cat === cat)
        #expect(container.resolve(Zoo.Climber.self) as? Zoo.Cat === cat)
        #expect(completed == 1)
        #expect(servesCats)
        #expect(takesNoArguments)
    }

    @Test func forwardingWithForward() {
        let container = Container()
        let dog = container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        container.forward(Zoo.Animal.self, to: dog)
        container.forward(Zoo.Pet.self, name: "pet", to: dog)

        #expect(container.resolve(Zoo.Animal.self) is Zoo.Dog)
        #expect(container.resolve(Zoo.Pet.self, name: "pet") is Zoo.Dog)
    }

    // MARK: Resolving through `any Resolver`

    @Test func callsThroughAnyResolver() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Animal.self, name: "dog") { _ in Zoo.Dog() }
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }
        container.register(Zoo.Dog.self, name: "named") { (_, name: String) in Zoo.Dog(name: name) }
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in Zoo.Cat(name: name, isSleeping: sleeping) }
        container.register(Zoo.Cat.self, name: "named") { (_, name: String, sleeping: Bool, lives: Int) in
            Zoo.Cat(name: "\(name) \(lives)", isSleeping: sleeping)
        }
        let resolver: Resolver = container

        #expect(resolver.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(resolver.resolve(Zoo.Animal.self, name: "dog") is Zoo.Dog)
        #expect(resolver.resolve(Zoo.Dog.self, argument: "Pochi")?.name == "Pochi")
        #expect(resolver.resolve(Zoo.Dog.self, name: "named", argument: "Shiro")?.name == "Shiro")
        #expect(resolver.resolve(Zoo.Cat.self, arguments: "Tama", true)?.isSleeping == true)
        #expect(resolver.resolve(Zoo.Cat.self, name: "named", arguments: "Tama", false, 9)?.name == "Tama 9")
    }

    @Test func anExistentialArgumentThroughAnyResolver() {
        let container = Container()
        container.register(Household.Owner.self) { (_, pet: Zoo.Animal) in Household.Owner(pet: pet) }
        let resolver: Resolver = container
        let pet: Zoo.Animal = Zoo.Cat()

        #expect(resolver.resolve(Household.Owner.self, argument: pet) != nil)
        #expect(container.resolve(Household.Owner.self, argument: pet) != nil)
    }

    @Test func aResolverWrittenOutsideLoomWorksThroughAnyResolver() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool) in Zoo.Cat(name: name, isSleeping: sleeping) }
        container.register(Zoo.Cat.self) { (_, name: String, sleeping: Bool, lives: Int) in
            Zoo.Cat(name: "\(name) \(lives)", isSleeping: sleeping)
        }
        let wrapper = Plugin.WeakResolver(container)
        let resolver: Resolver = wrapper

        #expect(resolver.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(resolver.resolve(Zoo.Dog.self, argument: "Pochi")?.name == "Pochi")
        #expect(resolver.resolve(Zoo.Cat.self, arguments: "Tama", true)?.isSleeping == true)
        #expect(resolver.resolve(Zoo.Cat.self, arguments: "Tama", true, 9)?.name == "Tama 9")
        #expect(wrapper.resolve(Zoo.Cat.self, arguments: "Kuro", false)?.name == "Kuro")
    }

    // MARK: Extension points

    @Test func registerAndResolveWithAKeyOptionThroughTheUnderscoredExtensionPoints() {
        let container = Container()
        container._register(
            Zoo.Cat.self,
            factory: { (_: Resolver, lives: Int) in Zoo.Cat(name: "sweet \(lives)") },
            name: nil,
            option: Probe.Flavor(taste: "sweet")
        )
        container._register(Zoo.Cat.self, factory: { (_: Resolver) in Zoo.Cat(name: "sour") }, option: Probe.Flavor(taste: "sour"))

        let sweet: Zoo.Cat? = container._resolve(name: nil, option: Probe.Flavor(taste: "sweet")) {
            (factory: ((Resolver, Int)) -> Any) in factory((container, 9))
        }
        let sour: Zoo.Cat? = container._resolve(name: nil, option: Probe.Flavor(taste: "sour")) {
            (factory: (Resolver) -> Any) in factory(container)
        }
        let bitter: Zoo.Cat? = container._resolve(name: nil, option: Probe.Flavor(taste: "bitter")) {
            (factory: (Resolver) -> Any) in factory(container)
        }

        #expect(sweet?.name == "sweet 9")
        #expect(sour?.name == "sour")
        #expect(bitter == nil)
        #expect(container.resolve(Zoo.Cat.self) == nil)
    }

    @Test func theUnderscoredResolveOfTheContainerDefaultsTheOption() {
        let container = Container()
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }

        let dog: Zoo.Dog? = container._resolve(name: nil) { (factory: ((Resolver, String)) -> Any) in
            factory((container, "Pochi"))
        }

        #expect(dog?.name == "Pochi")
    }

    @Test func aPluginCastsItsResolverToUnderscoreResolver() {
        let container = Container()
        container._register(Zoo.Cat.self, factory: { (_: Resolver) in Zoo.Cat(name: "plugged") }, option: Probe.Flavor(taste: "x"))
        let resolver: Resolver = container.synchronize()

        let underscored = resolver as? _Resolver
        let cat: Zoo.Cat? = underscored?._resolve(name: nil, option: Probe.Flavor(taste: "x")) {
            (factory: (Resolver) -> Any) in factory(resolver)
        }

        #expect(underscored != nil)
        #expect(cat?.name == "plugged")
    }

    // MARK: Containers

    @Test func containerInitializerForms() {
        let parent = Container { c in
            c.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        }
        let child = Container(parent: parent) { c in
            c.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        }
        let singletons = Container(defaultObjectScope: .container)
        singletons.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        let everything = Container(parent: parent, defaultObjectScope: .weak, behaviors: []) { _ in }

        #expect(child.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(child.resolve(Zoo.Dog.self) != nil)
        #expect(singletons.resolve(Zoo.Dog.self) === singletons.resolve(Zoo.Dog.self))
        #expect(everything.resolve(Zoo.Animal.self) != nil)
    }

    @Test func synchronizeCastToContainer() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }

        let synchronized = container.synchronize() as! Container
        synchronized.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(synchronized.resolve(Zoo.Animal.self) is Zoo.Cat)
        #expect(synchronized.resolve(Zoo.Dog.self) != nil)
    }

    @Test func housekeepingCalls() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let dog = container.resolve(Zoo.Dog.self)

        container.resetObjectScope(.container)
        container.resetObjectScope(ObjectScope.container, serviceType: Zoo.Dog.self)
        let registered = container.hasAnyRegistration(of: Zoo.Dog.self)
        let described = "\(container)"
        container.removeAll()

        #expect(registered)
        #expect(described.contains("Service: Dog"))
        #expect(container.resolve(Zoo.Dog.self) == nil)
        withExtendedLifetime(dog) {}
    }

    // MARK: Scopes, wrappers, graphs

    @Test func customScopesAndStorages() {
        let memoryWarning = ObjectScope(storageFactory: Plugin.MemoryWarningStorage.init, description: "memoryWarning")
        let perSession = ObjectScope(storageFactory: PermanentStorage.init, description: "perSession", parent: ObjectScope.graph)
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(memoryWarning)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(perSession)
        let cat = container.resolve(Zoo.Cat.self)

        container.resetObjectScope(memoryWarning)

        #expect(container.resolve(Zoo.Cat.self) !== cat)
        #expect(container.resolve(Zoo.Dog.self) === container.resolve(Zoo.Dog.self))
        #expect([ObjectScope.transient, .graph, .container, .weak].map(\.description) == ["transient", "graph", "container", "weak"])
    }

    @Test func lazyProviderAndOptional() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        let lazy: Lazy<Zoo.Dog>? = container.resolve(Lazy<Zoo.Dog>.self)
        let provider: Provider<Zoo.Dog>? = container.resolve(Provider<Zoo.Dog>.self)
        let optional: Zoo.Dog?? = container.resolve(Zoo.Dog?.self)

        #expect(lazy?.instance != nil)
        #expect(provider?.instance != nil)
        #expect(optional != nil)
    }

    @Test func objectGraphsThroughGraphIdentifier() {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Zoo.Dog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Zoo.Dog()
        }
        let dog = container.resolve(Zoo.Dog.self)!

        let again = container.withObjectGraph(graph!) { $0.resolve(Zoo.Dog.self) }

        #expect(again === dog)
        #expect(graph?.id != nil)
    }

    // MARK: Assemblies and behaviours

    @Test func assembliesAndAssemblers() {
        let assembler = Assembler([Modules.AnimalAssembly(), Modules.OwnerAssembly()])
        let container = assembler.resolver as! Container
        let child = Assembler([Modules.Quiet()], parent: assembler, defaultObjectScope: .container, behaviors: [Probe.SingletonCats()])
        assembler.apply(assembly: Modules.Observer())
        assembler.apply(assemblies: [Modules.Quiet()])

        #expect(container.resolve(Household.Owner.self)?.pet != nil)
        #expect(child.resolver.resolve(Zoo.Turtle.self) != nil)
        #expect(child.resolver.resolve(Zoo.Dog.self) != nil)
    }

    @Test func behavioursAddedLikeSwinjectUsersDo() {
        let behavior = Probe.RecordingBehavior()
        let container = Container(behaviors: [behavior])
        container.addBehavior(Probe.SingletonCats())

        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }

        #expect(behavior.events.all.count == 1)
        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
    }

    // MARK: Resolver-typed properties

    @Test func anAssemblerConformsToAProtocolThatAsksForAResolver() {
        let provider: any ResolverProviding = Assembler([Modules.AnimalAssembly()])

        #expect(provider.resolver.resolve(Zoo.Animal.self) != nil)
    }

    @Test func aSynchronizedResolverVariableCanBeGivenAMockLater() {
        let container = Container()
        container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        var resolver = container.synchronize()
        #expect(resolver.resolve(Zoo.Animal.self) is Zoo.Cat)

        resolver = EmptyMockResolver()

        #expect(resolver.resolve(Zoo.Animal.self) == nil)
    }
}

/// What apps declare to pass a resolver around: Swinject's `Assembler` conforms as it is.
protocol ResolverProviding {
    var resolver: Resolver { get }
}

extension Assembler: ResolverProviding {}

/// A mock that resolves nothing: not `Sendable`, as mocks written for Swinject are not.
private final class EmptyMockResolver: Resolver {
    func resolve<Service>(_ serviceType: Service.Type) -> Service? { nil }
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { nil }
}
