import Testing
@testable import Loom

@Suite("Wrapper types remembered for failed lookups")
struct WrapperTypesTests {
    @Test func wrappersAreToldFromOtherTypesTheFirstTimeAndEveryTimeAfter() {
        for _ in 0..<3 {
            #expect(WrapperTypes.contains(Lazy<Zoo.Dog>.self))
            #expect(WrapperTypes.contains(Provider<Zoo.Dog>.self))
            #expect(WrapperTypes.contains(Zoo.Dog?.self))
            #expect(!WrapperTypes.contains(Zoo.Dog.self))
            #expect(!WrapperTypes.contains(Zoo.Animal.self))
            #expect(!WrapperTypes.contains(Int.self))
        }
    }

    @Test func manyTypesSharingSlotsKeepTheirAnswers() {
        // More types than slots: every answer survives being evicted and asked again.
        let types: [(Any.Type, Bool)] = [
            (Int.self, false), (Int?.self, true), (String.self, false), (String?.self, true),
            (Double.self, false), (Lazy<Int>.self, true), (Provider<String>.self, true), (Bool.self, false),
        ]
        for _ in 0..<100 {
            for (type, isWrapper) in types {
                #expect(WrapperTypes.contains(type) == isWrapper)
            }
        }
    }

    @Test func aMissOfAnUnregisteredWrapperStillBuildsTheWrapper() {
        let container = Container()
        container.register(Zoo.Dog.self) { _ in Zoo.Dog() }

        #expect(container.resolve(Lazy<Zoo.Dog>.self) != nil)
        #expect(container.resolve(Provider<Zoo.Dog>.self) != nil)
        #expect(container.resolve(Zoo.Cat.self) == nil)
    }
}
