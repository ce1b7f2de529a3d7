import Testing
@testable import Loom

@Suite("Reporting failed resolutions")
struct ResolutionFailureReportingTests {
    @Test func aFailedResolveReportsTheRequestedKey() throws {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)

        _ = container.resolve(Household.Owner.self, name: "vip", arguments: "Boss", 3)

        let failure = try #require(spy.failures.first)
        #expect(spy.failures.count == 1)
        #expect(ObjectIdentifier(failure.serviceType) == ObjectIdentifier(Household.Owner.self))
        #expect(failure.key == ServiceKey(
            serviceType: Household.Owner.self,
            argumentsType: (Resolver, String, Int).self,
            name: "vip"
        ))
    }

    @Test func aFailedResolveReportsTheRegistrationsOfTheContainerAndItsParents() throws {
        let spy = Probe.FailureSpy()
        let parent = Container()
        parent.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        parent.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        let child = Container(parent: parent, debugHelper: spy)
        child.register(Zoo.Animal.self) { _ in Zoo.Dog() }
        child.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        _ = child.resolve(Zoo.Bird.self)

        let failure = try #require(spy.failures.first)
        let keys = Set(failure.registrations.keys)
        #expect(keys == [
            ServiceKey(serviceType: Zoo.Cat.self, argumentsType: Resolver.self),
            ServiceKey(serviceType: Zoo.Animal.self, argumentsType: Resolver.self),
            ServiceKey(serviceType: Zoo.Dog.self, argumentsType: Resolver.self),
        ])
        let animalKey = ServiceKey(serviceType: Zoo.Animal.self, argumentsType: Resolver.self)
        // The child's own registration wins over the parent's under the same key.
        #expect(failure.registrations[animalKey]?.describeWithKey(animalKey).hasPrefix("Service: Animal") == true)
    }

    @Test func nestedFailuresAreReportedToo() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)
        container.register(Household.Owner.self) { r in Household.Owner(pet: r.resolve(Zoo.Animal.self)) }

        let owner = container.resolve(Household.Owner.self)

        #expect(owner != nil)
        #expect(spy.failures.map(\.key) == [ServiceKey(serviceType: Zoo.Animal.self, argumentsType: Resolver.self)])
    }

    @Test func aChildReportsToItsOwnDebugHelper() {
        let parentSpy = Probe.FailureSpy()
        let childSpy = Probe.FailureSpy()
        let parent = Container(debugHelper: parentSpy)
        let child = Container(parent: parent, debugHelper: childSpy)

        _ = child.resolve(Zoo.Cat.self)

        #expect(childSpy.failures.count == 1)
        #expect(parentSpy.failures.isEmpty)
    }

    @Test func nothingIsReportedForASuccessfulResolve() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)
        container.register(Zoo.Cat.self) { _ in Zoo.Cat() }
        container.register(Zoo.Dog.self) { (_, name: String) in Zoo.Dog(name: name) }

        _ = container.resolve(Zoo.Cat.self)
        _ = container.resolve(Zoo.Dog.self, argument: "Pochi")
        _ = container.resolve(Lazy<Zoo.Cat>.self)?.instance
        _ = container.resolve(Provider<Zoo.Cat>.self)?.instance

        #expect(spy.failures.isEmpty)
    }

    @Test func nothingIsReportedForTheGraphIdentifierOutsideAResolution() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)

        #expect(container.resolve(GraphIdentifier.self) == nil)
        #expect(spy.failures.isEmpty)
    }

    @Test func nothingIsReportedForAnOptionalOfAMissingService() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)

        _ = container.resolve(Zoo.Cat?.self)
        _ = container.resolve(Zoo.Cat?.self, name: "missing")

        #expect(spy.failures.isEmpty)
    }

    @Test func aLazyOrProviderOfAMissingServiceIsReported() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)

        _ = container.resolve(Lazy<Zoo.Cat>.self)
        _ = container.resolve(Provider<Zoo.Cat>.self)

        #expect(spy.failures.count == 2)
        #expect(spy.failures.allSatisfy { ObjectIdentifier($0.key.argumentsType) == ObjectIdentifier(Resolver.self) })
    }

    @Test func aForwardToAnIncompatibleTypeIsReportedAsAFailure() {
        let spy = Probe.FailureSpy()
        let container = Container(debugHelper: spy)
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.implements(Zoo.Climber.self)

        _ = container.resolve(Zoo.Climber.self)

        #expect(spy.failures.count == 1)
    }
}
