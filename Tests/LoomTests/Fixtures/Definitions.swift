import Foundation
@testable import Loom

/// Services made by the definitions below: each instance has an identity and records what made it.
enum Defined {
    final class Clock: @unchecked Sendable {
        let today: Int
        init(today: Int = 100) { self.today = today }
    }

    /// Graph-scoped in `definedLedger`: every service of one call shares it.
    final class Ledger: @unchecked Sendable {}

    final class Shelf: @unchecked Sendable {
        let ledger: Ledger
        init(ledger: Ledger) { self.ledger = ledger }
    }

    final class Library: @unchecked Sendable {
        let ledger: Ledger
        let shelves: [Shelf]
        init(ledger: Ledger, shelves: [Shelf]) {
            self.ledger = ledger
            self.shelves = shelves
        }
    }

    class Loans: @unchecked Sendable {
        let clock: Clock
        init(clock: Clock) { self.clock = clock }
    }

    final class FakeLoans: Loans, @unchecked Sendable {
        init() { super.init(clock: Clock(today: -1)) }
    }

    final class Avatar: @unchecked Sendable {
        let userID: Int
        init(userID: Int) { self.userID = userID }
    }

    /// A Swinject-style registration a definition depends on.
    final class Notifier: @unchecked Sendable {
        let channel: String
        init(channel: String = "mail") { self.channel = channel }
    }

    final class Reminders: @unchecked Sendable {
        let notifier: Notifier
        init(notifier: Notifier) { self.notifier = notifier }
    }

    /// Request-scoped: records its creations and disposals in the test's log (registered in its container).
    final class Cart: ScopeDisposable, @unchecked Sendable {
        let log: Scoped.Log
        let serial: Int
        init(log: Scoped.Log, serial: Int) {
            self.log = log
            self.serial = serial
            log.record("created Cart#\(serial)")
        }
        func dispose() { log.record("disposed Cart#\(serial)") }
    }

    final class Screen: @unchecked Sendable {}
    final class Session: @unchecked Sendable {}

    /// Half of a cycle between two definitions.
    final class Egg: @unchecked Sendable {
        let chicken: Chicken
        init(chicken: Chicken) { self.chicken = chicken }
    }

    final class Chicken: @unchecked Sendable {
        let egg: Egg
        init(egg: Egg) { self.egg = egg }
    }

    /// A singleton holding a request-scoped cart: a captive dependency.
    final class CartHolder: @unchecked Sendable {
        let cart: Cart
        init(cart: Cart) { self.cart = cart }
    }

    /// Counts creations, for exactly-once checks.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            stored += 1
            return stored
        }
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }

}

/// The test module's definitions: names are the properties', so each is unique in the module.
extension Container {
    var definedClock: Definition<Defined.Clock> { define { _ in Defined.Clock() }.inObjectScope(.container) }
    var definedTransientClock: Definition<Defined.Clock> { define { _ in Defined.Clock() }.inObjectScope(.transient) }
    var definedWeakClock: Definition<Defined.Clock> { define { _ in Defined.Clock() }.inObjectScope(.weak) }
    var definedLoans: Definition<Defined.Loans> { define { _ in Defined.Loans(clock: self.definedClock()) } }
    var definedAvatar: ParameterDefinition<Int, Defined.Avatar> { define { _, userID in Defined.Avatar(userID: userID) } }

    var definedLedger: Definition<Defined.Ledger> { define { _ in Defined.Ledger() } }
    var definedShelf: Definition<Defined.Shelf> { define { r in Defined.Shelf(ledger: self.definedLedger()) }.inObjectScope(.transient) }
    /// Mixes definition calls and Swinject-style resolves of the same graph.
    var definedLibrary: Definition<Defined.Library> {
        define { r in
            Defined.Library(ledger: self.definedLedger(), shelves: [self.definedShelf(), r.resolve(Defined.Shelf.self, name: "definedShelf")!])
        }.inObjectScope(.transient)
    }

    /// Depends on a Swinject-style registration, through `resolve` and through `require`.
    var definedReminders: Definition<Defined.Reminders> { define { r in Defined.Reminders(notifier: r.resolve(Defined.Notifier.self)!) } }
    var definedRequiredReminders: Definition<Defined.Reminders> {
        define { r in try Defined.Reminders(notifier: r.require(Defined.Notifier.self)) }
    }

    /// Goes on without its Swinject-style dependency when it is missing.
    var definedTolerantReminders: Definition<Defined.Reminders> {
        define { r in Defined.Reminders(notifier: r.resolve(Defined.Notifier.self) ?? Defined.Notifier(channel: "none")) }
    }

    var definedCartHolder: Definition<Defined.CartHolder> {
        define { _ in Defined.CartHolder(cart: self.definedCart()) }.inObjectScope(.container)
    }

    var definedCart: Definition<Defined.Cart> {
        define { r in Defined.Cart(log: r.resolve(Scoped.Log.self)!, serial: r.resolve(Defined.Counter.self)!.next()) }
            .inObjectScope(.request)
    }
    var definedScreen: Definition<Defined.Screen> { define { _ in Defined.Screen() }.inObjectScope(.screen) }
    var definedSession: Definition<Defined.Session> { define { _ in Defined.Session() }.inObjectScope(.session) }

    var definedEgg: Definition<Defined.Egg> { define { _ in Defined.Egg(chicken: self.definedChicken()) } }
    var definedChicken: Definition<Defined.Chicken> { define { _ in Defined.Chicken(egg: self.definedEgg()) } }

    /// A singleton whose factory is slow enough for racing threads to overlap.
    var definedWarehouse: Definition<Defined.Clock> {
        define { r in
            _ = r.resolve(Defined.Counter.self)!.next()
            usleep(20_000)
            return Defined.Clock(today: 7)
        }.inObjectScope(.container)
    }
}
