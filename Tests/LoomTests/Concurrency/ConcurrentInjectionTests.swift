import Foundation
import Testing
@testable import Loom

/// Something a thread creates and another injects: counts how often its closure ran.
///
/// `@unchecked Sendable`: its only state is the counters, which are `Sendable`.
private class ConcurrentInjectionTarget: @unchecked Sendable {
    let runs = ConcurrentCounter()
}

private final class ConcurrentInjectionSubtarget: ConcurrentInjectionTarget, @unchecked Sendable {
    let subclassRuns = ConcurrentCounter()
}

/// Many threads injecting into distinct and shared instances through one container.
@Suite("Concurrent injection into objects Loom did not create")
struct ConcurrentInjectionTests {
    private static let threadCount = 8

    private static func makeContainer() -> Container {
        let container = Container()
        container.register(Screens.Tracker.self) { _ in Screens.Tracker() }
        container.storyboardInitCompleted(ConcurrentInjectionTarget.self) { r, target in
            _ = r.resolve(Screens.Tracker.self)
            target.runs.increment()
        }
        container.storyboardInitCompleted(ConcurrentInjectionSubtarget.self) { (_, target, _: Int) in
            target.subclassRuns.increment()
        }
        return container
    }

    @Test func threadsInjectingTheirOwnInstancesInjectEachExactlyOnce() {
        let container = Self.makeContainer()
        let perThread = 300
        let failures = ConcurrentCounter()
        let kept = ConcurrentLocked([ConcurrentInjectionTarget]())

        ConcurrentThreads.run(Self.threadCount) { index in
            var mine: [ConcurrentInjectionTarget] = []
            for round in 0..<perThread {
                let target = round.isMultiple(of: 2) ? ConcurrentInjectionTarget() : ConcurrentInjectionSubtarget()
                let result = target is ConcurrentInjectionSubtarget
                    ? container.injectDependencies(into: target, argument: index)
                    : container.injectDependencies(into: target)
                if result != .injected(closures: target is ConcurrentInjectionSubtarget ? 2 : 1) { failures.increment() }
                if container.injectDependencies(into: target) != .alreadyInjected { failures.increment() }
                // Keep one in ten; the others die at once, so the record sweeps while others insert.
                if round.isMultiple(of: 10) { mine.append(target) }
            }
            kept.withLock { $0 += mine }
        }

        #expect(failures.value == 0)
        let survivors = kept.withLock { $0 }
        #expect(survivors.count == Self.threadCount * perThread / 10)
        #expect(survivors.allSatisfy { $0.runs.value == 1 })
        #expect(survivors.allSatisfy { container.injectDependencies(into: $0) == .alreadyInjected })
    }

    @Test func threadsInjectingTheSameInstancesRunEachClosureOnce() {
        let container = Self.makeContainer()
        let targets = (0..<200).map { _ in ConcurrentInjectionSubtarget() }
        let injected = ConcurrentCounter()
        let skipped = ConcurrentCounter()

        ConcurrentThreads.run(Self.threadCount) { index in
            // Half the threads walk the list backwards, so threads meet on the same instance.
            let order = index.isMultiple(of: 2) ? Array(targets) : targets.reversed()
            for target in order {
                switch container.injectDependencies(into: target, argument: index) {
                case .injected: injected.increment()
                case .alreadyInjected: skipped.increment()
                case .noMatch: break
                }
            }
        }

        #expect(injected.value == targets.count)
        #expect(skipped.value == targets.count * (Self.threadCount - 1))
        #expect(targets.allSatisfy { $0.runs.value == 1 && $0.subclassRuns.value == 1 })
    }

    @Test func againFromManyThreadsRunsTheClosuresOncePerCall() {
        let container = Self.makeContainer()
        let target = ConcurrentInjectionTarget()
        let calls = 100

        ConcurrentThreads.run(Self.threadCount) { _ in
            for _ in 0..<calls {
                container.injectDependencies(into: target, again: true)
            }
        }

        #expect(target.runs.value == Self.threadCount * calls)
    }
}
