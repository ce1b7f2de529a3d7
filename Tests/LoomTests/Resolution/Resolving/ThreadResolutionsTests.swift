import Testing
@testable import Loom

/// A cached instance a lookup finds waits in the thread's `ThreadResolutions.foundInstance` until
/// its resolve hands it out: nothing else may see it there, and nothing may be left behind.
@Suite("Thread resolutions: a found instance belongs to the resolve that found it")
struct ThreadResolutionsTests {
    private final class Dial {}
    private final class Gauge: CustomReflectable, @unchecked Sendable {
        var mirrored: (() -> Void)?
        var customMirror: Mirror {
            mirrored?()
            return Mirror(self, children: [])
        }
    }

    @Test func aSingletonFoundAtTheDepthLimitIsNotKeptByTheThread() {
        weak var released: Dial?
        do {
            let container = Container()
            container.register(Dial.self) { _ in Dial() }.inObjectScope(.container)
            container.register(Int.self, name: "countdown") { (r, n: Int) in
                // At n == 0 this factory runs 200 levels deep: the singleton is the 201st resolve.
                if n == 0 { return r.resolve(Dial.self) == nil ? -1 : 0 }
                return (r.resolve(Int.self, name: "countdown", argument: n - 1) ?? -1) + 1
            }
            released = container.resolve(Dial.self)
            #expect(released != nil)
            _ = try? container.require(Int.self, name: "countdown", argument: 199)  // recorded, not stopped
            #expect(container.resolve(Dial.self) === released)
        }
        #expect(released == nil)  // the thread kept no reference to it
    }

    @Test func aResolveInsideTheMirrorOfAFoundSingletonLeavesItToTheResolveThatFoundIt() {
        let container = Container()
        container.register(Gauge.self) { _ in Gauge() }.inObjectScope(.container)
        container.register(Dial.self) { _ in Dial() }
        let gauge = container.resolve(Gauge.self)
        var resolvedInMirror: Dial?
        gauge?.mirrored = { resolvedInMirror = container.resolve(Dial.self) }

        // The overlay looks for what the singleton holds (a `Mirror`) while the singleton it found
        // is on its way out of the lookup.
        let inside = container.withOverrides({ $0.register(Dial.self) { _ in Dial() } }) {
            container.resolve(Gauge.self)
        }

        #expect(inside === gauge)
        #expect(resolvedInMirror != nil)
    }
}
