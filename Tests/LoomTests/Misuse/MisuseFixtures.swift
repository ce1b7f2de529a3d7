// Services for the misuse catalogue (MisuseCatalogue.md), and a log that keeps Loom's messages
// verbatim. The log is a container's own debug helper, so no test touches the global
// `Container.loggingFunction`.

import Foundation
@testable import Loom

enum Misuse {
    final class Lamp: Sendable {}
    final class Bulb: Sendable {}
    /// Not registered anywhere; resolved after each misuse to show the container still works.
    final class Afterwards {}

    final class Greeting {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// Needs a `Lamp` or a `Bulb`, and takes none if there is none.
    final class Desk {
        let lamp: Lamp?
        let bulb: Bulb?
        init(lamp: Lamp?, bulb: Bulb? = nil) {
            self.lamp = lamp
            self.bulb = bulb
        }
    }

    /// Needs a `Lamp`, and cannot be made without one.
    final class Station {
        let lamp: Lamp
        init(lamp: Lamp) { self.lamp = lamp }
    }

    /// A value type, for the weak scope.
    struct Token: Equatable {
        let value: Int
    }

    /// An object some framework made; dependencies are injected afterwards.
    final class Screen {
        var lamp: Lamp?
    }

    /// Counts what its disposers did.
    final class Tally: @unchecked Sendable {
        // `@unchecked Sendable`: only touched with `lock` held.
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func add(_ event: String) {
            lock.lock()
            counts[event, default: 0] += 1
            lock.unlock()
        }

        subscript(event: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            return counts[event, default: 0]
        }
    }

    struct Failure: Error {}
}

// MARK: - Cycles

extension Misuse {
    /// Depends on itself.
    final class Ouroboros {
        var next: Ouroboros?
        init(next: Ouroboros? = nil) { self.next = next }
    }

    final class Left {
        var right: Right?
        init(right: Right? = nil) { self.right = right }
    }

    final class Right {
        weak var left: Left?
        init(left: Left? = nil) { self.left = left }
    }

    final class Rock {
        var paper: Paper?
        init(paper: Paper? = nil) { self.paper = paper }
    }

    final class Paper {
        var scissors: Scissors?
        init(scissors: Scissors? = nil) { self.scissors = scissors }
    }

    final class Scissors {
        weak var rock: Rock?
        init(rock: Rock? = nil) { self.rock = rock }
    }
}

// MARK: - The log

extension Misuse {
    /// Keeps every message a container would log (failed resolves and injections), thread-safely.
    final class Log: DebugHelper, @unchecked Sendable {
        // `@unchecked Sendable`: `stored` is only touched with `lock` held.
        private let lock = NSLock()
        private var stored: [String] = []

        func resolutionFailed<Service>(
            serviceType: Service.Type,
            key: ServiceKey,
            availableRegistrations: [ServiceKey: ServiceEntryProtocol]
        ) {
            record(ResolutionFailureReport(key: key, registrations: availableRegistrations).message)
        }

        func resolutionFailed<Service>(serviceType _: Service.Type, report: ResolutionFailureReport) {
            record(report.message)
        }

        func injectionFailed(_ report: InjectionFailureReport) {
            record(report.message)
        }

        func assemblerNotice(_ message: String) {
            record(message)
        }

        private func record(_ message: String) {
            lock.lock()
            stored.append(message)
            lock.unlock()
        }

        var messages: [String] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }

    /// A container whose log the test reads.
    static func loggedContainer(parent: Container? = nil) -> (Container, Log) {
        let log = Log()
        return (Container(parent: parent, debugHelper: log), log)
    }

    /// Whether `container` still registers and resolves after a misuse: a new registration of a
    /// type no misuse touched resolves, twice, to the same container-scoped instance.
    static func stillWorks(_ container: Container) -> Bool {
        container.register(Afterwards.self, name: "afterwards") { _ in Afterwards() }.inObjectScope(.container)
        let first = container.resolve(Afterwards.self, name: "afterwards")
        return first != nil && first === container.resolve(Afterwards.self, name: "afterwards")
    }
}
