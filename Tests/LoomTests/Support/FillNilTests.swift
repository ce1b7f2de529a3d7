import Testing
@testable import Loom

@Suite("fillNil: writing into a nil Any? without destroying it")
struct FillNilTests {
    private final class Tracked {}

    private struct Wrapper {
        let object: Tracked
        let number: Int
    }

    /// Fills a `nil` slot with what `wrap` makes of a new object, lets `check` read the slot, and
    /// says whether the object outlived the slot.
    private static func objectOutlivesSlot(filledWith wrap: (Tracked) -> Any, _ check: (Any?, Tracked?) -> Void) -> Bool {
        weak var watched: Tracked?
        do {
            var slot: Any?
            do {
                let object = Tracked()
                watched = object
                fillNil(&slot, with: wrap(object))
            }
            check(slot, watched)
        }
        return watched != nil
    }

    @Test func aFilledClassInstanceIsHeldOnceAndReleasedWithTheSlot() {
        let outlived = Self.objectOutlivesSlot(filledWith: { $0 }) { slot, object in
            #expect(object != nil, "the slot holds the instance")
            #expect((slot as? Tracked) === object)
        }
        #expect(!outlived, "the slot held exactly one reference: released with it, never over-released")
    }

    @Test func aFilledValueHoldingAnObjectKeepsBothAndReleasesThemOnce() {
        let outlived = Self.objectOutlivesSlot(filledWith: { Wrapper(object: $0, number: 7) }) { slot, object in
            let wrapper = slot as? Wrapper
            #expect(wrapper?.number == 7)
            #expect(wrapper?.object === object)
        }
        #expect(!outlived)
    }
}
