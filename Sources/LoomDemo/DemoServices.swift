// The services of a small lending library: the kind of object graph an app wires with Loom.
// Nothing here knows about Loom; the assemblies in DemoAssemblies.swift put it together.

/// Today's date, as a day number, so the demo's output never changes.
protocol Clock: AnyObject {
    var today: Int { get }
}

final class FixedClock: Clock {
    let today: Int
    init(today: Int) { self.today = today }
}

struct Book {
    let title: String
    let author: String
}

protocol Catalog: AnyObject {
    var books: [Book] { get }
    func isAvailable(_ title: String) -> Bool
    func markLent(_ title: String)
}

final class InMemoryCatalog: Catalog {
    let books: [Book]
    private var lent: Set<String> = []

    init(books: [Book]) { self.books = books }

    func isAvailable(_ title: String) -> Bool {
        books.contains { $0.title == title } && !lent.contains(title)
    }

    func markLent(_ title: String) { lent.insert(title) }
}

/// How long a loan lasts; the app registers several under different names.
struct LoanPolicy {
    let days: Int
}

protocol Notifier: AnyObject {
    var channel: String { get }
    func send(_ message: String)
}

final class EmailNotifier: Notifier {
    let channel = "email"
    private(set) var sent: [String] = []
    func send(_ message: String) { sent.append(message) }
}

final class SMSNotifier: Notifier {
    let channel = "sms"
    private(set) var sent: [String] = []
    func send(_ message: String) { sent.append(message) }
}

struct Member {
    let name: String
    let number: Int
}

struct Loan {
    let title: String
    let member: Member
    let dueDay: Int
}

final class LoanService {
    let catalog: Catalog
    let clock: Clock
    let policy: LoanPolicy
    let notifier: Notifier

    init(catalog: Catalog, clock: Clock, policy: LoanPolicy, notifier: Notifier) {
        self.catalog = catalog
        self.clock = clock
        self.policy = policy
        self.notifier = notifier
    }

    func lend(_ title: String, to member: Member) -> Loan? {
        guard catalog.isAvailable(title) else { return nil }
        catalog.markLent(title)
        let loan = Loan(title: title, member: member, dueDay: clock.today + policy.days)
        notifier.send("\(member.name), \"\(title)\" is due on day \(loan.dueDay)")
        return loan
    }
}

/// A library card; the desk that serves a member is resolved with the card as a runtime argument.
protocol Membership {
    var kind: String { get }
    var loanDays: Int { get }
}

struct StudentCard: Membership {
    let kind = "student"
    let loanDays = 28
}

final class LoanDesk {
    let membership: Membership
    init(membership: Membership) { self.membership = membership }
}

/// Visitors per opening hour from 9:00 to 19:00: ten numbers, passed as ten runtime arguments.
struct VisitReport {
    let hourlyVisits: [Int]
    var total: Int { hourlyVisits.reduce(0, +) }
}

/// A branch and its librarian know each other: a circular dependency.
final class Branch {
    let name: String
    let librarian: Librarian

    init(name: String, librarian: Librarian) {
        self.name = name
        self.librarian = librarian
    }
}

final class Librarian {
    let name: String
    weak var branch: Branch?

    init(name: String) { self.name = name }
}

/// A numbered object, to watch how often each object scope creates one.
final class Ticket {
    let serial: Int
    init(serial: Int) { self.serial = serial }
}

/// Two tickets resolved within one object graph.
final class TicketPair {
    let first: Ticket
    let second: Ticket

    init(first: Ticket, second: Ticket) {
        self.first = first
        self.second = second
    }

    var serials: String { "#\(first.serial) #\(second.serial)" }
}

/// Expensive to build: the demo resolves it from many threads at once.
final class SearchIndex {}

/// Slow to load: the demo shows that its factory does not hold up anybody else.
final class LoanHistory {}
