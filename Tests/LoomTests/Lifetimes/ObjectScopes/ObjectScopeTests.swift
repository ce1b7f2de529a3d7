import Testing
@testable import Loom

@Suite("Choosing an object scope")
struct ObjectScopeTests {
    @Test func registrationsUseTheContainersDefaultObjectScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(container.resolve(Zoo.Dog.self) === container.resolve(Zoo.Dog.self))
    }

    @Test func anExplicitScopeOverridesTheDefaultObjectScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.transient)

        #expect(container.resolve(Zoo.Dog.self) !== container.resolve(Zoo.Dog.self))
    }

    @Test func aChildDoesNotInheritItsParentsDefaultObjectScope() {
        let parent = Container(defaultObjectScope: .container)
        let child = Container(parent: parent)
        child.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(child.resolve(Zoo.Dog.self) !== child.resolve(Zoo.Dog.self))
    }

    @Test func theScreenSessionAndRequestScopesAreOneObjectEachAndTheScopedOnesOfTheirKinds() {
        // Declared as computed members (so that an app's own member of the same name wins), they
        // must still hand out one object per kind: resetObjectScope finds registrations by identity.
        #expect(ObjectScope.screen === ObjectScope.screen)
        #expect(ObjectScope.session === ObjectScope.scoped(.session))
        #expect(ObjectScope.request === ObjectScope.scoped(.request))
        #expect(ObjectScope.screen === ObjectScope.scoped(.screen))
        #expect(ObjectScope.session !== ObjectScope.request)

        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.scoped(.session))
        let registration = container.registry.registration(for: ServiceKey(serviceType: Zoo.Dog.self, argumentsType: Resolver.self))
        #expect(registration?.isIn(ObjectScope.session) == true)
    }

    @Test func changingTheScopeAfterTheFirstResolveKeepsTheStorageAlreadyMade() {
        let container = Container()
        let entry = container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let dog = container.resolve(Zoo.Dog.self)

        entry.inObjectScope(.transient)

        #expect(container.resolve(Zoo.Dog.self) === dog)
    }

    @Test func afterChangingTheScopeAResetMatchesTheNewScope() {
        let container = Container()
        let entry = container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.container)
        let dog = container.resolve(Zoo.Dog.self)
        entry.inObjectScope(.transient)

        container.resetObjectScope(.container)
        #expect(container.resolve(Zoo.Dog.self) === dog)

        container.resetObjectScope(.transient)
        #expect(container.resolve(Zoo.Dog.self) !== dog)
    }

    @Test func theLastScopeSetBeforeTheFirstResolveWins() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
            .inObjectScope(.transient)
            .inObjectScope(.container)

        #expect(container.resolve(Zoo.Dog.self) === container.resolve(Zoo.Dog.self))
    }

    @Test(arguments: [ObjectScope.transient, .graph, .container, .weak])
    func structResultsStayIndependentCopiesInEveryScope(scope: ObjectScope) {
        let container = Container()
        container.register(Zoo.Turtle.self) { _ in Zoo.Turtle(name: "Shelly") }.inObjectScope(scope)

        var first = container.resolve(Zoo.Turtle.self)
        first?.name = "Changed"
        let second = container.resolve(Zoo.Turtle.self)

        #expect(first?.name == "Changed")
        #expect(second?.name == "Shelly")
    }

    @Test(arguments: [ObjectScope.transient, .graph, .container, .weak])
    func structResultsFromAParentStayIndependentCopiesInEveryScope(scope: ObjectScope) {
        let parent = Container()
        parent.register(Zoo.Turtle.self) { _ in Zoo.Turtle(name: "Shelly") }.inObjectScope(scope)
        let child = Container(parent: parent)

        var first = child.resolve(Zoo.Turtle.self)
        first?.name = "Changed"

        #expect(child.resolve(Zoo.Turtle.self)?.name == "Shelly")
        #expect(parent.resolve(Zoo.Turtle.self)?.name == "Shelly")
    }

    @Test(arguments: [ObjectScope.transient, .graph, .container, .weak])
    func theFactoryOfAStructRunsAsOftenAsTheScopeAsks(scope: ObjectScope) {
        let container = Container()
        var calls = 0
        container.register(Zoo.Turtle.self) { _ in
            calls += 1
            return Zoo.Turtle(name: "Shelly")
        }.inObjectScope(scope)

        for _ in 0..<3 { _ = container.resolve(Zoo.Turtle.self) }

        // Only the container scope keeps a value; the weak scope never keeps one.
        #expect(calls == (scope === ObjectScope.container ? 1 : 3))
    }
}
