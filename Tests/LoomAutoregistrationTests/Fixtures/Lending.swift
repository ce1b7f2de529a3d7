// Lending: a small library-lending domain whose initializers the autoregistration tests register.
//
// Every type lives in the `Lending` namespace; nested types print without it (`Clock`, not
// `Lending.Clock`), which keeps the expected failure messages short.

enum Lending {
    protocol Clock: AnyObject {
        var today: Int { get }
    }

    final class SystemClock: Clock {
        let today: Int

        init() { today = 100 }
        init(today: Int) { self.today = today }
    }

    protocol Catalog: AnyObject {
        func title(of book: BookID) -> String
    }

    final class ShelfCatalog: Catalog {
        init() {}
        func title(of book: BookID) -> String { "Book \(book.number)" }
    }

    struct BookID: Equatable {
        let number: Int
    }

    struct Member: Equatable {
        let name: String
    }

    /// A loan period in days, a third runtime argument.
    struct Days: Equatable {
        let count: Int
    }

    /// One dependency.
    final class Reminder {
        let clock: Clock

        init(clock: Clock) { self.clock = clock }
    }

    /// Two dependencies.
    final class LoanService {
        let clock: Clock
        let catalog: Catalog

        init(clock: Clock, catalog: Catalog) {
            self.clock = clock
            self.catalog = catalog
        }

        /// A second initializer, so `LoanService.init` alone is ambiguous.
        convenience init(catalog: Catalog) {
            self.init(clock: SystemClock(today: 0), catalog: catalog)
        }
    }

    /// Three dependencies, for initializers that take them as one tuple.
    final class Desk {
        let clock: Clock
        let catalog: Catalog
        let member: Member

        init(clock: Clock, catalog: Catalog, member: Member) {
            self.clock = clock
            self.catalog = catalog
            self.member = member
        }
    }

    /// Runtime arguments mixed with dependencies; the parameters are not in argument order.
    final class Loan {
        let clock: Clock
        let book: BookID
        let catalog: Catalog
        let member: Member
        let days: Days

        init(clock: Clock, book: BookID, catalog: Catalog, member: Member, days: Days) {
            self.clock = clock
            self.book = book
            self.catalog = catalog
            self.member = member
            self.days = days
        }

        var dueDay: Int { clock.today + days.count }
    }

    /// Two parameters of one type.
    final class Transfer {
        let from: Member
        let to: Member

        init(from: Member, to: Member) {
            self.from = from
            self.to = to
        }
    }

    /// A receipt for a loan that is itself registered with a runtime argument.
    final class Receipt {
        let book: BookID
        let loanNote: LoanNote

        init(book: BookID, loanNote: LoanNote) {
            self.book = book
            self.loanNote = loanNote
        }
    }

    /// Registered with a `BookID` argument; `Receipt` gets it passed down.
    final class LoanNote {
        let book: BookID

        init(book: BookID) { self.book = book }
    }

    /// An optional dependency.
    final class Newsletter {
        let clock: Clock?

        init(clock: Clock?) { self.clock = clock }
    }

    /// An animal-free stand-in for "an argument of a subtype fills a parameter of its supertype".
    class Visitor {
        let name: String

        init(name: String) { self.name = name }
    }

    final class Researcher: Visitor {}

    final class Pass {
        let visitor: Visitor

        init(visitor: Visitor) { self.visitor = visitor }
    }
}

// The lending types under their short names, for the suites.
typealias Clock = Lending.Clock
typealias Catalog = Lending.Catalog
typealias BookID = Lending.BookID
typealias Member = Lending.Member
typealias Days = Lending.Days
