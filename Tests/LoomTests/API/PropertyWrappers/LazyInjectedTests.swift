import Synchronization
import Testing
@testable import Loom

/// `@LazyInjected(\.x)`: a definition called on the property's first read, through the container
/// the owner was made in, and kept in a class or an actor.
@Suite("@LazyInjected: a definition called on the first read")
struct LazyInjectedTests {
    /// What the definitions make.
    final class Made: Sendable {}

    /// How many times a test's container called ``Container/lazyInjectedMade``.
    final class Calls: Sendable {
        let count = Mutex(0)
    }

    final class ClassOwner {
        @LazyInjected(\.lazyInjectedMade) var made: Made
    }

    struct StructOwner {
        @LazyInjected(\.lazyInjectedMade) var made: Made
    }

    actor ActorOwner {
        @LazyInjected(\.lazyInjectedMade) var made: Made

        func twoReads() -> (Made, Made) { (made, made) }
    }

    /// Two owners whose properties need each other: the cycle `@Injected` would make at `init`.
    final class Parent: @unchecked Sendable {
        @LazyInjected(\.lazyInjectedChild) var child: Child
    }

    final class Child: @unchecked Sendable {
        @LazyInjected(\.lazyInjectedParent) var parent: Parent
    }

    final class KeyPathOwner {
        @LazyInjected(lazyInjectedMadePath) var made: Made
    }

    let container = Container()
    let calls = Calls()

    init() {
        container.register(Calls.self) { [calls] _ in calls }
    }

    /// Makes `owner` inside `withOverrides`, so that its wrappers call definitions on this test's
    /// container.
    private func made<Owner>(_ owner: () -> Owner) -> Owner {
        container.withOverrides({ _ in }, operation: owner)
    }

    @Test func nothingIsMadeBeforeTheFirstReadAndAClassKeepsWhatItMade() {
        let owner = made { ClassOwner() }
        #expect(calls.count.withLock { $0 } == 0)

        #expect(owner.made === owner.made)
        #expect(calls.count.withLock { $0 } == 1)
    }

    @Test func anActorKeepsWhatItsFirstReadMade() async {
        let owner = made { ActorOwner() }
        let (first, second) = await owner.twoReads()

        #expect(first === second)
    }

    @Test func aStructCallsTheDefinitionOnEveryRead() {
        let owner = made { StructOwner() }

        #expect(owner.made !== owner.made)  // a transient definition
        #expect(calls.count.withLock { $0 } == 2)
    }

    @Test func aReplacementRegisteredAfterTheOwnerWasMadeIsFound() {
        let owner = made { ClassOwner() }
        let replacement = Made()
        container.lazyInjectedMade.register { _ in replacement }

        #expect(owner.made === replacement)
    }

    @Test func theFirstReadUsesTheOverlayTheOwnerWasMadeInEvenAfterItEnded() {
        let replacement = Made()
        let owner = container.withOverrides({ $0.lazyInjectedMade.register { _ in replacement } }) { ClassOwner() }

        #expect(owner.made === replacement)  // read outside `withOverrides`
    }

    @Test func twoOwnersThatNeedEachOtherAreMadeWithoutACycle() {
        made {
            let parent = Container.current.lazyInjectedParent()

            #expect(parent.child.parent === parent)  // `.container`: one of each
        }
    }

    @Test func aKeyPathInAVariableCallsTheSameDefinition() {
        let owner = made { KeyPathOwner() }

        #expect(owner.made === owner.made)
        #expect(calls.count.withLock { $0 } == 1)
    }

    @Test func theKeptInstanceIsReleasedWithItsOwner() {
        weak var kept: Made?
        do {
            let owner = made { ClassOwner() }
            kept = owner.made
            #expect(kept != nil)
        }

        #expect(kept == nil)
    }
}

/// A key path held in a variable, for ``LazyInjectedTests/KeyPathOwner``.
let lazyInjectedMadePath: KeyPath<Container, Definition<LazyInjectedTests.Made>> & Sendable = \.lazyInjectedMade

extension Container {
    /// A transient definition for ``LazyInjectedTests``; counts its calls in the container's
    /// ``LazyInjectedTests/Calls``, when it has one.
    var lazyInjectedMade: Definition<LazyInjectedTests.Made> {
        define { r in
            r.resolve(LazyInjectedTests.Calls.self)?.count.withLock { $0 += 1 }
            return LazyInjectedTests.Made()
        }.inObjectScope(.transient)
    }

    /// The parent of ``LazyInjectedTests``' two owners that need each other.
    var lazyInjectedParent: Definition<LazyInjectedTests.Parent> {
        define { _ in LazyInjectedTests.Parent() }.inObjectScope(.container)
    }

    /// The child of ``LazyInjectedTests``' two owners that need each other.
    var lazyInjectedChild: Definition<LazyInjectedTests.Child> {
        define { _ in LazyInjectedTests.Child() }.inObjectScope(.container)
    }
}
