import Synchronization
import Testing
@testable import Loom

/// Where and when an `@Injected` property gets its instance: by a definition, when the owner is made,
/// kept in any owner; by type, a class's or an actor's on the first read, then kept in the owner, a
/// struct's and a local variable's on every read.
@Suite("@Injected: what a class, an actor and a struct keep")
struct InjectedStorageTests {
    /// What the properties resolve: each instance tells whether two reads shared it.
    final class Made: Sendable {}

    /// Released when the owner that kept it is: tells whether the owner still holds it.
    final class Tracked: Sendable {}

    /// How many times a test's container called ``Container/injectedStorageMade``.
    final class Calls: Sendable {
        let count = Mutex(0)
    }

    final class ClassOwner {
        @Injected var made: Made
        @Injected(\.injectedStorageMade) var defined: Made
    }

    class BaseOwner {
        @Injected var made: Made
    }

    final class SubclassOwner: BaseOwner {}

    final class GenericOwner<Tag> {
        @Injected var made: Made
    }

    actor ActorOwner {
        @Injected var made: Made

        func twoReads() -> (Made, Made) { (made, made) }
    }

    @MainActor final class MainActorOwner {
        @Injected var made: Made
    }

    struct StructOwner {
        @Injected var made: Made
        @Injected(\.injectedStorageMade) var defined: Made
    }

    final class TrackedOwner {
        @Injected var tracked: Tracked
    }

    let container = Container()

    init() {
        container.register(Made.self) { _ in Made() }  // `.graph`: a new instance on every resolve
        container.register(Tracked.self) { _ in Tracked() }
    }

    /// Makes `owner` inside `withOverrides`, so that its wrappers resolve from this test's container.
    private func made<Owner>(_ owner: () -> Owner) -> Owner {
        container.withOverrides({ _ in }, operation: owner)
    }

    @Test func aClassKeepsTheInstanceItsFirstReadResolved() {
        let owner = made { ClassOwner() }

        #expect(owner.made === owner.made)
        #expect(owner.defined === owner.defined)
        #expect(owner.made !== owner.defined)
    }

    @Test func nothingResolvesBeforeTheFirstRead() {
        let later = Container()
        let owner = later.withOverrides({ _ in }) { ClassOwner() }
        // Registered after the owner was made: found, because the first read is the resolve.
        later.register(Made.self) { _ in Made() }

        #expect(owner.made === owner.made)
    }

    @Test func twoOwnersOfATransientServiceKeepOneInstanceEach() {
        let (first, second) = made { (ClassOwner(), ClassOwner()) }

        #expect(first.made !== second.made)
        #expect(first.made === first.made)
    }

    @Test func aSubclassAndAGenericClassKeepTheirInstances() {
        let (subclass, generic) = made { (SubclassOwner(), GenericOwner<Int>()) }

        #expect(subclass.made === subclass.made)
        #expect(generic.made === generic.made)
    }

    @Test func anActorKeepsTheInstanceItsFirstReadResolved() async {
        let owner = made { ActorOwner() }
        let (first, second) = await owner.twoReads()

        #expect(first === second)
    }

    @MainActor @Test func aMainActorClassKeepsTheInstanceItsFirstReadResolved() {
        let owner = made { MainActorOwner() }

        #expect(owner.made === owner.made)
    }

    @Test func aStructResolvesByTypeOnEveryRead() {
        let owner = made { StructOwner() }

        #expect(owner.made !== owner.made)  // `.graph`: each read is a resolve of its own
    }

    @Test func aDefinitionsPropertyIsMadeWithItsOwnerAndKeptInAClassAndAStruct() throws {
        let calls = Calls()
        container.register(Calls.self) { _ in calls }
        let (owner, value) = made { (ClassOwner(), StructOwner()) }

        #expect(calls.count.withLock { $0 } == 2)  // one call per owner, before any read
        #expect(owner.defined === owner.defined)
        #expect(value.defined === value.defined)  // a transient definition, called once all the same
        #expect(calls.count.withLock { $0 } == 2)
    }

    @Test func aDefinitionsFactoryMayMakeAnOwnerWhosePropertyCallsAnotherDefinition() {
        let calls = Calls()
        container.register(Calls.self) { _ in calls }
        let owner = made { Container.current.injectedStorageOwner() }  // the property's call nests in this one

        #expect(owner.defined === owner.defined)
        #expect(calls.count.withLock { $0 } == 1)
    }

    @Test func aCopyOfAStructSharesTheInstanceOfADefinitionsProperty() {
        let owner = made { StructOwner() }
        let copy = owner

        #expect(copy.defined === owner.defined)
    }

    @Test func aStructsReadsOfAServiceInAKeepingScopeShareOneInstance() {
        container.register(Made.self) { _ in Made() }.inObjectScope(.container)
        let owner = made { StructOwner() }

        #expect(owner.made === owner.made)
    }

    @Test func aLocalVariableResolvesOnEveryRead() {
        container.withOverrides({ _ in }) {
            @Injected var local: Made

            #expect(local !== local)
        }
    }

    @Test func theUnretainedDefaultIsNeverUsedWhileAnOverlayIsBound() {
        container.withOverrides({ _ in }) {
            #expect(Container.borrowedCurrent == nil)  // the overlay answers: `current`
            #expect(Container.current !== Container.default)
        }
    }

    @Test func theKeptInstanceIsReleasedWithItsOwner() {
        weak var kept: Tracked?
        do {
            let owner = made { TrackedOwner() }
            kept = owner.tracked
            #expect(kept != nil)
        }

        #expect(kept == nil)
    }
}

extension Container {
    /// An owner whose `@Injected(\.injectedStorageMade)` property is made inside this definition's
    /// factory.
    var injectedStorageOwner: Definition<InjectedStorageTests.ClassOwner> {
        define { _ in InjectedStorageTests.ClassOwner() }
    }

    /// A transient definition for ``InjectedStorageTests``; counts its calls in the container's
    /// ``InjectedStorageTests/Calls``, when it has one.
    var injectedStorageMade: Definition<InjectedStorageTests.Made> {
        define { r in
            r.resolve(InjectedStorageTests.Calls.self)?.count.withLock { $0 += 1 }
            return InjectedStorageTests.Made()
        }.inObjectScope(.transient)
    }
}
