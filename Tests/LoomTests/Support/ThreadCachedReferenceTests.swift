import Foundation
import Testing
@testable import Loom

/// The storage of `Container.default`: read without a lock, replaced rarely.
@Suite("Thread-cached reference: an object read everywhere and replaced rarely")
struct ThreadCachedReferenceTests {
    final class Box: Sendable {
        let id: Int

        init(_ id: Int) {
            self.id = id
        }
    }

    /// Runs `body` on a thread of its own and waits for it.
    private static func onAnotherThread<R: Sendable>(_ body: @escaping @Sendable () -> R) -> R {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: R?
        let thread = Thread {
            result = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return result!
    }

    @Test func readsTheFirstObjectUntilAReplacement() {
        let first = Box(1)
        let reference = ThreadCachedReference(first)

        #expect(reference.current === first)
        #expect(reference.borrowedFirst?.takeUnretainedValue() === first)
    }

    @Test func aReplacementIsSeenByTheNextReadOnEveryThread() {
        let reference = ThreadCachedReference(Box(1))
        let other = DispatchQueue(label: "other")
        #expect(other.sync { reference.current.id } == 1)

        reference.replace(with: Box(2))

        #expect(reference.current.id == 2)
        #expect(reference.borrowedFirst == nil)  // the first is no longer the current one
        #expect(other.sync { reference.current.id } == 2)
        reference.replace(with: Box(3))
        #expect(other.sync { reference.current.id } == 3)
    }

    @Test func aReplacedObjectIsReleasedOnceTheThreadsThatReadItReadAgainOrEnd() {
        let reference = ThreadCachedReference(Box(1))
        weak var second: Box?
        do {
            let replacement = Box(2)
            second = replacement
            reference.replace(with: replacement)
        }
        // Read on a thread that then ends, and on this one.
        #expect(Self.onAnotherThread { reference.current.id } == 2)
        #expect(reference.current.id == 2)

        reference.replace(with: Box(3))
        #expect(reference.current.id == 3)  // this thread lets go of the second box

        // The ended thread's slot is released as it exits, just after it signalled: wait for that.
        let deadline = Date().addingTimeInterval(5)
        while second != nil, Date() < deadline {
            usleep(1_000)
        }
        #expect(second == nil)
    }

    @Test func concurrentReadsAndReplacementsAlwaysSeeAWholeObject() async {
        let reference = ThreadCachedReference(Box(0))
        await withTaskGroup(of: Void.self) { group in
            for reader in 0..<8 {
                group.addTask {
                    for _ in 0..<2_000 {
                        // A borrowed first object stays valid after a replacement: the reference keeps it.
                        let id = reader.isMultiple(of: 2)
                            ? reference.current.id
                            : (reference.borrowedFirst?._withUnsafeGuaranteedRef { $0.id } ?? reference.current.id)
                        #expect((0...200).contains(id))
                    }
                }
            }
            group.addTask {
                for id in 1...200 {
                    reference.replace(with: Box(id))
                }
            }
        }

        #expect(reference.current.id == 200)
    }
}
