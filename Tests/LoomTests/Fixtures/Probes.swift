// Test doubles and helpers that observe a container from the inside: a failure spy (through the
// internal `DebugHelper`), recording behaviours, storages and scopes, a key option, a thread-safe
// message box for the logging suite, and small value types.

import Foundation
@testable import Loom

enum Probe {
    /// Whether two values are the same class instance (for values typed as `Zoo.Animal`, which is not
    /// class-bound). Value types are never the same object.
    static func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
        guard let lhs, let rhs, type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }

    /// Records every failed resolution a container reports, instead of logging it.
    final class FailureSpy: DebugHelper {
        struct Failure {
            let serviceType: Any.Type
            let key: ServiceKey
            let registrations: [ServiceKey: ServiceEntryProtocol]
        }

        private(set) var failures: [Failure] = []

        func resolutionFailed<Service>(
            serviceType: Service.Type,
            key: ServiceKey,
            availableRegistrations: [ServiceKey: ServiceEntryProtocol]
        ) {
            failures.append(Failure(serviceType: serviceType, key: key, registrations: availableRegistrations))
        }
    }

    /// A shared, ordered list of events, for checking who was called in which order.
    final class Journal {
        private(set) var entries: [String] = []

        func write(_ entry: String) {
            entries.append(entry)
        }
    }

    /// A behaviour that writes one journal line per registration it is told about.
    struct RecordingBehavior: Behavior {
        struct Event: Equatable {
            let container: ObjectIdentifier
            let type: String
            let service: String
            let entry: ObjectIdentifier
            let name: String?
        }

        let label: String
        let journal: Journal
        let events: EventList

        init(label: String = "behavior", journal: Journal = Journal(), events: EventList = EventList()) {
            self.label = label
            self.journal = journal
            self.events = events
        }

        func container<Type, Service>(
            _ container: Container,
            didRegisterType type: Type.Type,
            toService entry: ServiceEntry<Service>,
            withName name: String?
        ) {
            journal.write("\(label): \(Type.self)")
            events.append(Event(
                container: ObjectIdentifier(container),
                type: "\(Type.self)",
                service: "\(Service.self)",
                entry: ObjectIdentifier(entry),
                name: name
            ))
        }
    }

    final class EventList {
        private(set) var all: [RecordingBehavior.Event] = []

        func append(_ event: RecordingBehavior.Event) {
            all.append(event)
        }
    }

    /// A behaviour that registers a companion `Dog` whenever a `Cat` is registered.
    struct CompanionBehavior: Behavior {
        func container<Type, Service>(
            _ container: Container,
            didRegisterType type: Type.Type,
            toService entry: ServiceEntry<Service>,
            withName name: String?
        ) {
            guard Type.self == Zoo.Cat.self else { return }
            container.register(Zoo.Dog.self, name: "companion of \(name ?? "nobody")") { _ in Zoo.Dog(name: "Buddy") }
        }
    }

    /// A storage for custom scopes that remembers which graphs it was asked about.
    final class RecordingStorage: InstanceStorage {
        var instance: Any?
        private(set) var readGraphs: [GraphIdentifier] = []
        private(set) var writtenGraphs: [GraphIdentifier] = []

        func instance(inGraph graph: GraphIdentifier) -> Any? {
            readGraphs.append(graph)
            return instance
        }

        func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
            writtenGraphs.append(graph)
            self.instance = instance
        }
    }

    /// A scope that is its own type instead of an `ObjectScope`.
    final class SessionScope: ObjectScopeProtocol {
        func makeStorage() -> InstanceStorage {
            PermanentStorage()
        }
    }

    /// A registration-key option, as plugins such as SwinjectStoryboard define them.
    struct Flavor: ServiceKeyOption {
        let taste: String

        func isEqualTo(_ another: ServiceKeyOption) -> Bool {
            (another as? Flavor)?.taste == taste
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(taste)
        }

        var description: String {
            "Flavor: \(taste)"
        }
    }

    struct Failure: Error {}

    /// A type registered nowhere, whose name appears in no other test's log messages.
    struct UnregisteredLoggingSubject {}
}

extension Probe {
    /// The graphs a factory saw, in order.
    final class GraphLog {
        private(set) var all: [GraphIdentifier?] = []

        func append(_ graph: GraphIdentifier?) {
            all.append(graph)
        }
    }
}

extension Probe {
    /// A behaviour that puts every registration of `Zoo.Cat` into the container scope.
    struct SingletonCats: Behavior {
        func container<Type, Service>(
            _ container: Container,
            didRegisterType type: Type.Type,
            toService entry: ServiceEntry<Service>,
            withName name: String?
        ) {
            if Type.self == Zoo.Cat.self { entry.inObjectScope(.container) }
        }
    }
}

extension Probe {
    /// Value-type services, each registered with a factory that counts its calls.
    enum ValueSample: CaseIterable, Sendable {
        case smallInteger, largeInteger, string, structure

        func register(in container: Container, counting count: @escaping () -> Void) {
            switch self {
            case .smallInteger:
                container.register(Int.self) { _ in count(); return 10 }.inObjectScope(.weak)
            case .largeInteger:
                container.register(Int.self) { _ in count(); return 1_000_003 }.inObjectScope(.weak)
            case .string:
                container.register(String.self) { _ in count(); return "ephemeral" }.inObjectScope(.weak)
            case .structure:
                container.register(Zoo.Turtle.self) { _ in count(); return Zoo.Turtle(name: "Shelly") }
                    .inObjectScope(.weak)
            }
        }

        func resolve(from container: Container) {
            switch self {
            case .smallInteger, .largeInteger:
                _ = container.resolve(Int.self)
            case .string:
                _ = container.resolve(String.self)
            case .structure:
                _ = container.resolve(Zoo.Turtle.self)
            }
        }
    }
}

extension Probe {
    /// Makes permanent storages and keeps them, to inspect them after the container made its own.
    final class StorageLog {
        private(set) var all: [PermanentStorage] = []

        func make() -> InstanceStorage {
            let storage = PermanentStorage()
            all.append(storage)
            return storage
        }
    }
}

extension Probe {
    /// Collects log messages; thread-safe because the logging function is global and other suites
    /// may log from their own threads while it is installed.
    final class MessageBox: @unchecked Sendable {
        // `@unchecked Sendable`: `all` is only touched with `lock` held.
        private let lock = NSLock()
        private var all: [String] = []

        func append(_ message: String) {
            lock.lock()
            defer { lock.unlock() }
            all.append(message)
        }

        func messages(mentioning text: String) -> [String] {
            lock.lock()
            defer { lock.unlock() }
            return all.filter { $0.contains(text) }
        }
    }
}
