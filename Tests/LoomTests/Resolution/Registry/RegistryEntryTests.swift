import Testing
@testable import Loom

/// A registry stores a registration under its own key as itself and any other key as a forwarded
/// entry, and finds both with a lookup that probes by the key's address: every key must be found,
/// replaced and removed as before, with its own registration number.
@Suite("Registry entries: registrations stored as their own entries")
struct RegistryEntryTests {
    private final class Engine {}
    private protocol Part {}

    private static func makeRegistry() -> Registry {
        Registry(readerGuard: ReaderGuard(), scopePolicyHolder: ScopePolicyHolder())
    }

    private static func registration(in registry: Registry, name: String? = nil) -> Registration {
        Registration(
            key: ServiceKey(serviceType: Engine.self, argumentsType: Resolver.self, name: name),
            serviceType: Engine.self, scope: ObjectScope.graph, snapshots: registry.snapshots,
            sequence: RegistrationSequence.next(), factory: { _ in Engine() })
    }

    @Test func aRegistrationIsFoundUnderItsOwnKey() {
        let registry = Self.makeRegistry()
        let registration = Self.registration(in: registry)
        _ = registry.register(registration)
        #expect(registry.registration(for: registration.key) === registration)
        #expect(registration.registration === registration)
    }

    @Test func keysWithLongNamesAreFoundByValueNotByIdentity() {
        let registry = Self.makeRegistry()
        let name = String(repeating: "a long registration name ", count: 3)
        let registration = Self.registration(in: registry, name: name)
        _ = registry.register(registration)
        let probe = ServiceKey(serviceType: Engine.self, argumentsType: Resolver.self, name: String(repeating: "a long registration name ", count: 3))
        #expect(registry.registration(for: probe) === registration)
        #expect(registry.registration(for: ServiceKey(serviceType: Engine.self, argumentsType: Resolver.self, name: "other")) == nil)
    }

    @Test func aForwardedKeyFindsTheRegistrationWithANumberOfItsOwn() {
        let registry = Self.makeRegistry()
        let registration = Self.registration(in: registry)
        _ = registry.register(registration)
        let forwarded = ServiceKey(serviceType: Part.self, argumentsType: Resolver.self, name: "p")
        _ = registry.insert(registration, for: forwarded)

        #expect(registry.registration(for: forwarded) === registration)
        let keys = registry.keys(of: Part.self, argumentsType: Resolver.self)
        #expect(keys.count == 1)
        #expect((keys.first?.sequence ?? 0) > registration.sequence)
    }

    @Test func registeringAKeyAgainReplacesTheRegistration() {
        let registry = Self.makeRegistry()
        let first = Self.registration(in: registry)
        let second = Self.registration(in: registry)
        _ = registry.register(first)
        _ = registry.register(second)
        #expect(registry.registration(for: first.key) === second)
        #expect(registry.snapshot.count == 1)
    }

    @Test func removingAKeyLeavesTheOthers() {
        let registry = Self.makeRegistry()
        let plain = Self.registration(in: registry)
        let named = Self.registration(in: registry, name: "n")
        _ = registry.register(plain)
        _ = registry.register(named)
        registry.remove(plain.key)
        #expect(registry.registration(for: plain.key) == nil)
        #expect(registry.registration(for: named.key) === named)
    }

    @Test func aCopyIsStoredUnderTheKeyItWasCopiedFor() {
        let registry = Self.makeRegistry()
        let original = Self.registration(in: registry)
        let overlay = Self.makeRegistry()
        let forwarded = ServiceKey(serviceType: Part.self, argumentsType: Resolver.self)

        let ownCopy = overlay.insertCopyIfAbsent(original.copy(for: overlay.snapshots), for: original.key)
        let forwardedCopy = overlay.insertCopyIfAbsent(original.copy(for: overlay.snapshots), for: forwarded)

        #expect(overlay.registration(for: original.key) === ownCopy)
        #expect(overlay.registration(for: forwarded) === forwardedCopy)
        // Copies have no number: resolveAll lists them in the place of the registration they copy.
        #expect(overlay.keys(of: Engine.self, argumentsType: Resolver.self).isEmpty)
        #expect(overlay.insertCopyIfAbsent(original.copy(for: overlay.snapshots), for: forwarded) === forwardedCopy)
    }
}
