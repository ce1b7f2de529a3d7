import Testing
@testable import Loom

/// Where an `@Injected` property keeps what it resolved: a class's or an actor's in the owner, from
/// the first read on; a struct's and a local variable's nowhere, so each read resolves.
@Suite("@Injected: what a class, an actor and a struct keep")
struct InjectedStorageTests {
    /// What the properties resolve: each instance tells whether two reads shared it.
    final class Made: Sendable {}

    /// Released when the owner that kept it is: tells whether the owner still holds it.
    final class Tracked: Sendable {}

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

    @Test func aStructResolvesOnEveryRead() {
        let owner = made { StructOwner() }

        #expect(owner.made !== owner.made)  // `.graph`: each read is a resolve of its own
        #expect(owner.defined !== owner.defined)  // a transient definition, called on each read
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
    /// A transient definition for ``InjectedStorageTests``.
    var injectedStorageMade: Definition<InjectedStorageTests.Made> {
        define { _ in InjectedStorageTests.Made() }.inObjectScope(.transient)
    }
}
