@testable import Loom

/// Definitions that call a definition whose factory throws — the pair the verification tests use
/// exactly as a user writes it — and a parameter definition whose factory throws.
enum Postal {
    protocol Notifier: Sendable {}
    struct EmailNotifier: Notifier {}

    final class Mailbox: Sendable {
        let notifier: any Notifier
        init(notifier: any Notifier) { self.notifier = notifier }
    }

    final class Inbox: Sendable {
        let mailbox: Mailbox
        init(mailbox: Mailbox) { self.mailbox = mailbox }
    }

    /// A singleton made from the failing mailbox: two registrations need it.
    final class PostOffice: Sendable {
        let mailbox: Mailbox
        init(mailbox: Mailbox) { self.mailbox = mailbox }
    }

    final class Sorter: Sendable {
        let office: PostOffice
        init(office: PostOffice) { self.office = office }
    }

    final class Stamp: Sendable {
        let value: Int
        init(value: Int) { self.value = value }
    }

    /// A service with no dependency, registered after the failing ones: `verify()` must reach it.
    final class Calendar: Sendable {}

    struct NoStamps: Error {}
}

extension Container {
    var mailbox: Definition<Postal.Mailbox> { define { r in try Postal.Mailbox(notifier: r.require(Postal.Notifier.self)) } }
    var inbox: Definition<Postal.Inbox> { define { _ in Postal.Inbox(mailbox: self.mailbox()) } }
    var postOffice: Definition<Postal.PostOffice> {
        define { _ in Postal.PostOffice(mailbox: self.mailbox()) }.inObjectScope(.container)
    }
    var stamp: ParameterDefinition<Int, Postal.Stamp> {
        define { _, value in
            guard value > 0 else { throw Postal.NoStamps() }
            return Postal.Stamp(value: value)
        }
    }
}
