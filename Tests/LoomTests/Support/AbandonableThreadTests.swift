@testable import Loom
import Testing

@Suite("AbandonableThread: work run on a thread of its own, which may be given up")
struct AbandonableThreadTests {
    final class Captured {}

    /// A race when it fails: repeated, so that it fails on nearly every run without the fix.
    private static let rounds = 50

    @Test func whatTheWorkCapturedIsReleasedBeforeRunReturns() {
        var kept = 0
        for _ in 0..<Self.rounds {
            weak var released: Captured?
            do {
                let captured = Captured()
                released = captured
                #expect(AbandonableThread.run { withExtendedLifetime(captured) {} } == .finished)
            }
            if released != nil { kept += 1 }
        }
        #expect(kept == 0, "the work's captures outlived run(_:) in \(kept) of \(Self.rounds) rounds")
    }

    @Test func aVerifiedContainerIsReleasedWhenItsLastReferenceGoes() {
        var kept = 0
        for _ in 0..<Self.rounds {
            weak var released: Container?
            do {
                let container = Container()
                released = container
                container.register(Captured.self) { _ in Captured() }
                _ = container.verify()
            }
            if released != nil { kept += 1 }
        }
        #expect(kept == 0, "verify() kept the container alive after it returned in \(kept) of \(Self.rounds) rounds")
    }
}
