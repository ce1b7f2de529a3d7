import Testing
@testable import Loom

/// `initCompleted` and `onRelease` handlers get the instance typed as their registration's service:
/// copied out when it is exactly that type, cast when it is a subclass or a protocol's conformer.
@Suite("Typed handlers: initCompleted and onRelease get their service")
struct TypedHandlerTests {
    private protocol Part: AnyObject { var label: String { get } }
    private final class Wheel: Part { let label = "wheel" }
    private class Vehicle { var parts: [String] = [] }
    private final class Bicycle: Vehicle {}

    private final class Log: @unchecked Sendable {
        private let lock = Lock()
        private var entries: [String] = []
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    /// The instance a handler was given.
    private final class Seen<Value: AnyObject>: @unchecked Sendable {
        private let lock = Lock()
        private var seen: Value?
        func note(_ value: Value) { lock.withLock { seen = value } }
        var value: Value? { lock.withLock { seen } }
    }

    @Test func aHandlerOfTheServicesOwnTypeGetsTheVeryInstance() {
        let container = Container(scopeContext: ScopeContext())  // its own ids: tests run in parallel
        let scopes = container.scopeContext
        let completed = Seen<Vehicle>(), released = Seen<Vehicle>()
        container.register(Vehicle.self) { _ in Vehicle() }
            .inObjectScope(.request)
            .initCompleted { _, vehicle in completed.note(vehicle) }
            .onRelease { vehicle in released.note(vehicle) }

        let made = scopes.withScope(.request, id: "r1") { container.resolve(Vehicle.self) }
        scopes.endScope(.request, id: "r1")

        #expect(made != nil)
        #expect(completed.value === made)
        #expect(released.value === made)
    }

    @Test func aProtocolTypedRegistrationsHandlersGetTheConformer() async {
        let container = Container(scopeContext: ScopeContext())  // its own ids: tests run in parallel
        let scopes = container.scopeContext
        let log = Log()
        container.register((any Part).self) { _ in Wheel() }
            .inObjectScope(.request)
            .initCompleted { _, part in log.add("completed \(part.label)") }
            .onRelease { part in log.add("released \(part.label)") }
            .onRelease { (part: any Part) async in log.add("awaited \(part.label)") }

        await scopes.withScope(.request, id: "r1", providing: { _ in }) {
            #expect(container.resolve((any Part).self) is Wheel)
        }

        #expect(log.all == ["completed wheel", "released wheel", "awaited wheel"])
    }

    @Test func aSuperclassTypedRegistrationsHandlersGetTheSubclassInstance() {
        let container = Container(scopeContext: ScopeContext())  // its own ids: tests run in parallel
        let scopes = container.scopeContext
        let released = Seen<Vehicle>()
        container.register(Vehicle.self) { _ in Bicycle() }
            .inObjectScope(.request)
            .initCompleted { _, vehicle in vehicle.parts.append("bell") }
            .onRelease { vehicle in released.note(vehicle) }

        let made = scopes.withScope(.request, id: "r1") { container.resolve(Vehicle.self) }
        scopes.endScope(.request, id: "r1")

        #expect(made is Bicycle)
        #expect(made?.parts == ["bell"])
        #expect(released.value === made)
    }

    @Test func anInstanceKeptUnderItsDynamicTypeIsCastForTheHandler() async throws {
        let seen = Seen<Vehicle>(), completed = Seen<Vehicle>(), awaited = Seen<Vehicle>()
        let bicycle = Bicycle()
        let instance: Any = bicycle  // kept as a `Bicycle`, not as the `Vehicle` the handlers take
        #expect(!holdsExactly(instance, Vehicle.self))

        try TypedHandler.erased { (vehicle: Vehicle) in seen.note(vehicle) }(instance)
        TypedHandler.erased { (_: Resolver, vehicle: Vehicle) in completed.note(vehicle) }(Container(), instance)
        try await TypedHandler.erased { (vehicle: Vehicle) async in awaited.note(vehicle) }(instance)
        try TypedHandler.erased { (_: Wheel) in Issue.record("a Bicycle is no Wheel") }(instance)

        #expect(seen.value === bicycle)
        #expect(completed.value === bicycle)
        #expect(awaited.value === bicycle)
    }

    @Test func aValueProvidedAsAProtocolResolvesAsThatProtocol() async {
        let container = Container(scopeContext: ScopeContext())  // its own ids: tests run in parallel
        container.registerProvided((any Part).self, in: .request)
        let wheel = Wheel()

        let resolved = await container.scopeContext.withScope(.request, id: "r1", providing: { $0.provide(wheel, as: (any Part).self) }) {
            container.resolve((any Part).self)
        }

        #expect(resolved === wheel)
    }
}
