// Foundation is imported so that `Int` bridges to `NSNumber` here, the situation in which
// Swinject keeps small integers in the weak scope.
import Foundation
import Testing
@testable import Loom

@Suite("Weak scope")
struct WeakScopeTests {
    @Test func theInstanceIsSharedWhileSomethingHoldsIt() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.weak)

        let held = container.resolve(Zoo.Dog.self)

        #expect(held != nil)
        #expect(container.resolve(Zoo.Dog.self) === held)
    }

    @Test func theInstanceIsReleasedWhenNothingHoldsItAndTheNextResolveCreatesANewOne() {
        let container = Container()
        var calls = 0
        Zoo.registerDog(in: container) { calls += 1 }.inObjectScope(.weak)

        weak let released = container.resolve(Zoo.Dog.self)
        #expect(released == nil)

        let next = container.resolve(Zoo.Dog.self)

        #expect(next != nil)
        #expect(calls == 2)
    }

    @Test func theInstanceIsSharedWithinTheGraphThatCreatesIt() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }.inObjectScope(.weak)
        container.register(Household.Pair<Zoo.Dog>.self) { r in
            Household.Pair(first: r.resolve(Zoo.Dog.self)!, second: r.resolve(Zoo.Dog.self)!)
        }

        let pair = container.resolve(Household.Pair<Zoo.Dog>.self)

        #expect(pair?.first === pair?.second)
        #expect(container.resolve(Zoo.Dog.self) === pair?.first)
    }

    // Swinject on Linux keeps small integers in `.weak` because they bridge to cached `NSNumber`s
    // once Foundation is loaded; Loom never keeps a value type, whatever the platform.
    @Test(arguments: Probe.ValueSample.allCases)
    func valueTypesAreNeverKept(sample: Probe.ValueSample) {
        let container = Container()
        var calls = 0
        sample.register(in: container) { calls += 1 }

        for _ in 0..<3 { sample.resolve(from: container) }

        #expect(calls == 3)
    }

    @Test func weakStorageForgetsAReleasedInstanceAndIgnoresValues() {
        let storage = WeakStorage()
        var dog: Zoo.Dog? = Zoo.Dog()

        storage.instance = dog
        #expect(storage.instance as? Zoo.Dog === dog)
        dog = nil
        #expect(storage.instance == nil)

        storage.instance = 10
        #expect(storage.instance == nil)
    }
}
