import Testing
@testable import Loom

@Suite("fillNil: writing into a nil Any? without destroying it")
struct FillNilTests {
    private final class Tracked {}

    private struct Wrapper {
        let object: Tracked
        let number: Int
    }

    @Test func aFilledClassInstanceIsHeldOnceAndReleasedWithTheSlot() {
        weak var watched: Tracked?
        do {
            var slot: Any?
            do {
                let object = Tracked()
                watched = object
                fillNil(&slot, with: object)
            }
            #expect(watched != nil, "the slot holds the instance")
            #expect((slot as? Tracked) === watched)
            slot = nil
        }
        #expect(watched == nil, "the slot held exactly one reference: released with it, never over-released")
    }

    @Test func aFilledValueHoldingAnObjectKeepsBothAndReleasesThemOnce() {
        weak var watched: Tracked?
        do {
            var slot: Any?
            do {
                let object = Tracked()
                watched = object
                fillNil(&slot, with: Wrapper(object: object, number: 7))
            }
            let wrapper = slot as? Wrapper
            #expect(wrapper?.number == 7)
            #expect(wrapper?.object === watched)
        }
        #expect(watched == nil)
    }
}
