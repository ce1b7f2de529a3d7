import Foundation
@testable import Loom

/// Services with screen, session and request lifetimes, and recorders for what the scopes do to them.
enum Scoped {
    /// A thread-safe, ordered record of events ("created RequestContext#1", "disposed …").
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storedEntries: [String] = []

        func record(_ entry: String) {
            lock.lock()
            storedEntries.append(entry)
            lock.unlock()
        }

        var entries: [String] {
            lock.lock()
            defer { lock.unlock() }
            return storedEntries
        }
    }

    /// Collects a container's scope diagnostics instead of printing them.
    final class DiagnosticsSpy: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [ScopeDiagnostic] = []

        /// Installs the spy as `container`'s report handler.
        init(on container: Container) {
            container.scopePolicy.report = { diagnostic in
                self.lock.lock()
                self.stored.append(diagnostic)
                self.lock.unlock()
            }
        }

        var diagnostics: [ScopeDiagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func messages(of kind: ScopeDiagnostic.Kind) -> [String] {
            diagnostics.filter { $0.kind == kind }.map(\.message)
        }
    }

    /// Hands out ids no other test uses: ending a scope reaches every container, so tests running in
    /// parallel must not share ids.
    static func uniqueID(_ label: String = "id") -> String {
        "\(label)-\(counter.increment())"
    }

    private static let counter = ConcurrentCounter()

    /// A request's state; disposable.
    final class RequestContext: ScopeDisposable, @unchecked Sendable {
        let number: Int
        let log: Log?

        init(number: Int = 0, log: Log? = nil) {
            self.number = number
            self.log = log
            log?.record("created RequestContext#\(number)")
        }

        func dispose() throws {
            log?.record("disposed RequestContext#\(number)")
        }
    }

    /// Maps with the request's context; transient in the captive-dependency tests.
    final class Mapper {
        let context: RequestContext?
        init(context: RequestContext?) { self.context = context }
    }

    /// A long-lived cache that (wrongly) takes a mapper.
    final class Cache {
        let mapper: Mapper?
        init(mapper: Mapper?) { self.mapper = mapper }
    }

    /// A signed-in user's state.
    final class SessionStore: @unchecked Sendable {
        let user: String
        init(user: String = "") { self.user = user }
    }

    /// One screen's view model.
    final class ScreenModel: @unchecked Sendable {
        let session: SessionStore?
        init(session: SessionStore? = nil) { self.session = session }
    }

    /// A disposable whose `dispose()` throws.
    final class FailingResource: ScopeDisposable {
        struct Failure: Error {}
        func dispose() throws { throw Failure() }
    }

    /// Records its disposal under a label.
    final class Resource: ScopeDisposable, @unchecked Sendable {
        let label: String
        let log: Log

        init(_ label: String, log: Log) {
            self.label = label
            self.log = log
        }

        func dispose() throws { log.record("disposed \(label)") }
    }

    /// Distinct resource types for ordering tests.
    final class First: @unchecked Sendable { init() {} }
    final class Second: @unchecked Sendable { let first: First?; init(first: First?) { self.first = first } }
    final class Third: @unchecked Sendable { let second: Second?; init(second: Second?) { self.second = second } }
}
