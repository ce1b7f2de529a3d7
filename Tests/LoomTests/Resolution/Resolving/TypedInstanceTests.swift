import Testing
@testable import Loom

/// The typed end of every resolve moves a class instance out of the engine's `Any` instead of
/// copying it: nothing may leak, be released twice, or change for values and protocol types.
@Suite("Typed instances: handing out what the engine made")
struct TypedInstanceTests {
    private final class Engine {}
    private protocol Part: AnyObject {}
    private final class Wheel: Part {}
    private struct Size: Equatable { let width: Int, height: Int, depth: Int }

    @Test func aMovedSingletonIsTheSameObjectEveryTimeAndIsReleasedWithItsContainer() {
        weak var released: Engine?
        do {
            let container = Container()
            container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
            let first = container.resolve(Engine.self)
            for _ in 0..<100 { #expect(container.resolve(Engine.self) === first) }
            released = first
        }
        #expect(released == nil)
    }

    @Test func aMovedTransientIsReleasedWhenTheCallerLetsGo() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        weak var released: Engine?
        do {
            let engine = container.resolve(Engine.self)
            released = engine
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func valuesAndProtocolTypesAreCopiedAsBefore() {
        let container = Container()
        container.register(Size.self) { _ in Size(width: 1, height: 2, depth: 3) }
        container.register((any Part).self) { _ in Wheel() }
        container.register(Int.self, name: "answer") { _ in 42 }

        #expect(container.resolve(Size.self) == Size(width: 1, height: 2, depth: 3))
        #expect(container.resolve((any Part).self) is Wheel)
        #expect(container.resolve(Int.self, name: "answer") == 42)
    }

    @Test func throughAResolverExistentialTheSameObjectComesBack() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        let resolver: Resolver = container
        #expect(resolver.resolve(Engine.self) === container.resolve(Engine.self))
        #expect(resolver.resolve(Engine.self, argument: 1) == nil)  // no such factory: nothing moved
    }

    @Test func takingTheObjectOutOfAnAnyLeavesAnEmptyValueAndHandsOverItsOnlyReference() {
        weak var released: Engine?
        do {
            var instance: Any = Engine()
            let object = takeObject(&instance)
            released = object as? Engine
            #expect(released != nil)
            #expect(instance is Void)
            var again: Any = object
            let engine = takeExactObject(&again, as: Engine.self)
            #expect(engine === released)
            #expect(again is Void)
        }
        #expect(released == nil)  // neither the emptied `Any` nor the move kept a reference
    }

    @Test func theTypeAnAnyHoldsIsReadAsExactlyAsOpeningItWould() {
        let base: Base = Derived()
        let optional: Engine? = Engine()
        #expect(readAndOpenedAgree(Engine(), Engine.self, holds: true))
        #expect(readAndOpenedAgree(base, Base.self, holds: true))  // a subclass instance kept as its base class
        #expect(readAndOpenedAgree(base, Derived.self, holds: false))
        #expect(readAndOpenedAgree(Wheel() as any Part, Wheel.self, holds: true))
        #expect(readAndOpenedAgree(Size(width: 1, height: 2, depth: 3), Size.self, holds: true))  // boxed: too large for the inline buffer
        #expect(readAndOpenedAgree(42, Int.self, holds: true))
        #expect(readAndOpenedAgree(optional as Any, Engine?.self, holds: true))
        #expect(readAndOpenedAgree((), Void.self, holds: true))
        #expect(readAndOpenedAgree(Engine(), String.self, holds: false))
    }

    private class Base {}
    private final class Derived: Base {}

    private func readAndOpenedAgree<T>(_ instance: Any, _: T.Type, holds: Bool) -> Bool {
        holdsExactly(instance, T.self) == holds && holdsExactlyByOpening(instance, T.self) == holds
    }

    @Test func aClassInstanceMovedOutOfAnAnyIsItsOnlyReference() {
        weak var released: Engine?
        do {
            var instance: Any = Engine()
            var moved = takeExactObject(&instance, as: Engine.self)
            released = moved
            #expect(isKnownUniquelyReferenced(&moved))  // handed over, not copied
            #expect(instance is Void)
        }
        #expect(released == nil)  // and not lost either
    }

    @Test func onlySwiftClassesAreReadAsClasses() {
        #expect(isSwiftClass(Engine.self))
        #expect(!isSwiftClass(Size.self))
        #expect(!isSwiftClass(Int.self))
        #expect(!isSwiftClass((any Part).self))
        #expect(!isSwiftClass(Optional<Engine>.self))
    }
}
