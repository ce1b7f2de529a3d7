import Foundation
import Testing
@testable import Loom

/// Only this suite resolves it: observers see every container of the process.
final class ObservedReminders {
    let notifier: Defined.Notifier
    init(notifier: Defined.Notifier) { self.notifier = notifier }
}

extension Container {
    var observedReminders: Definition<ObservedReminders> {
        define { r in ObservedReminders(notifier: r.resolve(Defined.Notifier.self) ?? Defined.Notifier(channel: "none")) }
    }
}

/// Observers see every container of the process: this suite looks only at its own types' events.
@Suite("Definitions as observers see them", .serialized)
struct DefinitionObserverTests {
    final class Recorder: ResolutionObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []
        private var failures: [ResolutionError] = []

        var ended: [String] { lock.withLock { events } }
        var failed: [ResolutionError] { lock.withLock { failures } }

        func resolutionDidEnd(_ event: ResolutionEvent) {
            guard event.service == "ObservedReminders" else { return }
            lock.withLock { events.append("\(event.service) \(event.definition ?? "-") \(event.name ?? "-")") }
        }

        func resolutionDidFail(_ error: ResolutionError) {
            guard error.path.first?.service == "ObservedReminders" else { return }
            lock.withLock { failures.append(error) }
        }
    }

    @Test func anObserverSeesADefinitionCallByItsPropertyAndItsFailedDependencyWithThePath() {
        let container = Container()
        let recorder = Recorder()
        let token = ResolutionObservers.add(recorder)
        defer { ResolutionObservers.remove(token) }

        let reminders = container.observedReminders()

        #expect(reminders.notifier.channel == "none")
        #expect(recorder.ended == ["ObservedReminders observedReminders -"])
        let failure = recorder.failed.first
        #expect(failure?.path.map(\.description) == ["ObservedReminders(\\.observedReminders) [graph]", "Notifier"])
        #expect(failure?.path.first?.definition == "observedReminders")
    }
}
