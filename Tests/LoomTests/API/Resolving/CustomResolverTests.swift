import Loom
import Testing

// Resolvers written the Swinject way: fixed arities, a weak container, no `Sendable`. This file is
// compiled in Swift 6 language mode like the whole package, so it also proves that such a wrapper
// compiles there unchanged.

/// Holds its container weakly and forwards each fixed-arity method to it, as Swinject wrappers do.
private final class WeakContainerResolver: Resolver {
    weak var container: Container?
    private(set) var calls: [String] = []

    init(_ container: Container) {
        self.container = container
    }

    func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        calls.append("0")
        return container?.resolve(serviceType)
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        calls.append("0 name")
        return container?.resolve(serviceType, name: name)
    }

    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        calls.append("1")
        return container?.resolve(serviceType, argument: argument)
    }

    func resolve<Service, Arg1>(_ serviceType: Service.Type, name: String?, argument: Arg1) -> Service? {
        calls.append("1 name")
        return container?.resolve(serviceType, name: name, argument: argument)
    }

    func resolve<Service, Arg1, Arg2>(_ serviceType: Service.Type, arguments arg1: Arg1, _ arg2: Arg2) -> Service? {
        calls.append("2")
        return container?.resolve(serviceType, arguments: arg1, arg2)
    }

    func resolve<Service, Arg1, Arg2>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ arg2: Arg2
    ) -> Service? {
        calls.append("2 name")
        return container?.resolve(serviceType, name: name, arguments: arg1, arg2)
    }

    func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type,
        arguments arg1: Arg1,
        _ arg2: Arg2,
        _ arg3: Arg3
    ) -> Service? {
        calls.append("3")
        return container?.resolve(serviceType, arguments: arg1, arg2, arg3)
    }

    func resolve<Service, Arg1, Arg2, Arg3>(
        _ serviceType: Service.Type,
        name: String?,
        arguments arg1: Arg1,
        _ arg2: Arg2,
        _ arg3: Arg3
    ) -> Service? {
        calls.append("3 name")
        return container?.resolve(serviceType, name: name, arguments: arg1, arg2, arg3)
    }
}

/// A test mock that answers every one-argument resolve itself, without any container.
private struct CannedResolver: Resolver {
    func resolve<Service>(_ serviceType: Service.Type) -> Service? { nil }
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? { nil }
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        "canned \(argument)" as? Service
    }
}

private protocol Pet { var name: String { get } }
private struct Dog: Pet { let name: String }

private struct Greeting: Equatable {
    let text: String
}

@Suite("Custom resolvers written for Swinject")
struct CustomResolverTests {
    private func makeContainer() -> Container {
        let container = Container()
        container.register(Greeting.self) { (_, a: String) in Greeting(text: a) }
        container.register(Greeting.self, name: "formal") { (_, a: String) in Greeting(text: "Dear \(a)") }
        container.register(Greeting.self) { (_, a: String, b: Int) in Greeting(text: "\(a) \(b)") }
        container.register(Greeting.self, name: "formal") { (_, a: String, b: Int) in Greeting(text: "Dear \(a) \(b)") }
        container.register(Greeting.self) { (_, a: String, b: Int, c: Bool) in Greeting(text: "\(a) \(b) \(c)") }
        container.register(Greeting.self, name: "formal") { (_, a: String, b: Int, c: Bool) in
            Greeting(text: "Dear \(a) \(b) \(c)")
        }
        container.register(Greeting.self) { (_, pet: Pet) in Greeting(text: "hello \(pet.name)") }
        return container
    }

    @Test func oneTwoAndThreeArgumentsThroughAnyResolverReachTheWrappersOwnMethods() {
        let container = makeContainer()
        let wrapper = WeakContainerResolver(container)
        let resolver: Resolver = wrapper

        #expect(resolver.resolve(Greeting.self, argument: "Ada") == Greeting(text: "Ada"))
        #expect(resolver.resolve(Greeting.self, arguments: "Ada", 2) == Greeting(text: "Ada 2"))
        #expect(resolver.resolve(Greeting.self, arguments: "Ada", 2, true) == Greeting(text: "Ada 2 true"))
        #expect(wrapper.calls == ["1", "2", "3"])
    }

    @Test func namedResolvesThroughAnyResolverReachTheWrappersNamedMethods() {
        let container = makeContainer()
        let wrapper = WeakContainerResolver(container)
        let resolver: Resolver = wrapper

        #expect(resolver.resolve(Greeting.self, name: "formal", argument: "Ada") == Greeting(text: "Dear Ada"))
        #expect(resolver.resolve(Greeting.self, name: "formal", arguments: "Ada", 2) == Greeting(text: "Dear Ada 2"))
        #expect(
            resolver.resolve(Greeting.self, name: "formal", arguments: "Ada", 2, false) == Greeting(text: "Dear Ada 2 false")
        )
        #expect(wrapper.calls == ["1 name", "2 name", "3 name"])
    }

    @Test func anOptionalResolverForwardsToo() {
        let container = makeContainer()
        let resolver: Resolver? = WeakContainerResolver(container)

        #expect(resolver?.resolve(Greeting.self, argument: "Ada") == Greeting(text: "Ada"))
        #expect(resolver?.resolve(Greeting.self, arguments: "Ada", 2) == Greeting(text: "Ada 2"))
    }

    @Test func anArgumentTypedAsAProtocolKeepsItsStaticTypeThroughTheWrapper() {
        let container = makeContainer()
        let resolver: Resolver = WeakContainerResolver(container)
        let pet: Pet = Dog(name: "Rex")

        #expect(resolver.resolve(Greeting.self, argument: pet) == Greeting(text: "hello Rex"))
    }

    @Test func aMockAnswersWithItsOwnMethod() {
        let resolver: Resolver = CannedResolver()

        #expect(resolver.resolve(String.self, argument: 7) == "canned 7")
    }

    @Test func theWrapperReturnsNilOnceItsContainerIsGone() {
        var container: Container? = makeContainer()
        let resolver: Resolver = WeakContainerResolver(container!)
        container = nil

        #expect(container == nil)
        #expect(resolver.resolve(Greeting.self, argument: "Ada") == nil)
    }

    @Test func aFactorysResolverCanBeHandedToAnotherTask() async {
        let container = Container()
        container.register(Greeting.self) { _ in Greeting(text: "from a task") }
        container.register(Task<Greeting?, Never>.self) { r in
            let resolver = r.sendable
            return Task { resolver.resolve(Greeting.self) }
        }

        let task = container.resolve(Task<Greeting?, Never>.self)!

        #expect(await task.value == Greeting(text: "from a task"))
    }
}
