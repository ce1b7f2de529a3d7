import Testing
@testable import Loom

@Suite("ServiceEntry: the registration register returns")
struct ServiceEntryTests {
    private final class Recorder: Behavior, @unchecked Sendable {
        var entries: [AnyObject] = []

        func container<Type, Service>(
            _ container: Container,
            didRegisterType type: Type.Type,
            toService entry: ServiceEntry<Service>,
            withName name: String?
        ) {
            entries.append(entry)
        }
    }

    @Test func theEntryRegisterReturnsIsTheRegistrationTheContainerStoresAndTellsBehavioursAbout() {
        let container = Container()
        let recorder = Recorder()
        container.addBehavior(recorder)

        let entry = container.register(Zoo.Animal.self, name: "cat") { _ in Zoo.Cat() }

        let key = ServiceKey(serviceType: Zoo.Animal.self, argumentsType: Resolver.self, name: "cat")
        #expect(container.registry.registration(for: key) === entry)
        #expect(recorder.entries.count == 1)
        #expect(recorder.entries.first === entry)
    }

    @Test func theEntryDescribesItsServiceAndArgumentTypes() {
        let container = Container()

        let plain = container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let withArguments = container.register(Zoo.Animal.self) { (_, name: String, _: Int) in Zoo.Cat(name: name) }

        #expect(ObjectIdentifier(plain.serviceType) == ObjectIdentifier(Zoo.Animal.self))
        #expect(ObjectIdentifier(plain.argumentsType) == ObjectIdentifier(Resolver.self))
        #expect(ObjectIdentifier(withArguments.serviceType) == ObjectIdentifier(Zoo.Animal.self))
        #expect(ObjectIdentifier(withArguments.argumentsType) == ObjectIdentifier((Resolver, String, Int).self))
    }

    @Test func anEntryKeptAfterItsContainerIsGoneCanStillBeConfiguredAndDescribed() {
        var container: Container? = Container()
        let entry = container!.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        container = nil

        entry.inObjectScope(.container).initCompleted { _, _ in }

        #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Zoo.Animal.self))
        #expect(entry.isIn(ObjectScope.container))
        #expect(entry.registry == nil)
    }

    @Test func aScopeSetOnTheEntryIsTheScopeTheContainerResolvesWith() {
        let container = Container()
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }.inObjectScope(.container)

        #expect(container.resolve(Zoo.Cat.self) === container.resolve(Zoo.Cat.self))
    }
}
