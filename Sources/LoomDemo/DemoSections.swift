import Loom

/// 1. The assembled app lends a book.
func showAssemblies(_ resolver: Resolver) {
    let loans = resolver.resolve(LoanService.self)!
    let ada = resolver.resolve(Member.self, arguments: "Ada", 7)!
    let loan = loans.lend("Dune", to: ada)!
    print("  \(ada.name) borrows \"\(loan.title)\": due on day \(loan.dueDay) (standard policy, \(loans.policy.days) days)")
    print("  notified by \(loans.notifier.channel); \"Dune\" still available: \(loans.catalog.isAvailable("Dune"))")
}

/// 2. The same registration in each of the four standard scopes.
func showObjectScopes() {
    let container = Container()
    keepForVerification(container)
    let scopes: [(ObjectScope, String)] = [
        (.transient, "a new ticket on every resolve"),
        (.graph, "one ticket per top-level resolve"),
        (.container, "one ticket for the container"),
        (.weak, "shared while someone holds it"),
    ]
    for (scope, _) in scopes {
        var made = 0
        let name = scope.description
        container.register(Ticket.self, name: name) { _ in
            made += 1
            return Ticket(serial: made)
        }
        .inObjectScope(scope)
        container.register(TicketPair.self, name: name) { r in
            TicketPair(first: r.resolve(Ticket.self, name: name)!, second: r.resolve(Ticket.self, name: name)!)
        }
        .inObjectScope(.transient)
    }

    for (scope, meaning) in scopes {
        let name = scope.description
        let first = container.resolve(TicketPair.self, name: name)!
        let second = container.resolve(TicketPair.self, name: name)!
        let label = name.padding(to: 9)
        print("  \(label)  1st: \(first.serials)   2nd: \(second.serials)   \(meaning)")
        withExtendedLifetime((first, second)) {}
    }

    // Nobody holds the weak ticket any more, so the next resolve makes a new one.
    let afterRelease = container.resolve(TicketPair.self, name: "weak")!
    print("  weak, once both pairs are gone:  \(afterRelease.serials)")
    container.resetObjectScope(.container)
    let afterReset = container.resolve(TicketPair.self, name: "container")!
    print("  container, after resetObjectScope(.container):  \(afterReset.serials)")
}

/// 3. A child container overrides one service and shares the parent's singletons.
func showHierarchy(parent: Container) {
    let child = Container(parent: parent)
    keepForVerification(child, samples: graphDemoSamples())
    child.register(Notifier.self) { _ in SMSNotifier() }
        .inObjectScope(.container)

    let parentNotifier = parent.resolve(Notifier.self)!
    let childNotifier = child.resolve(Notifier.self)!
    print("  Notifier: parent \(parentNotifier.channel), child \(childNotifier.channel) (the child's registration wins)")

    let sameClock = parent.resolve(Clock.self)! === child.resolve(Clock.self)!
    print("  one Clock for both (container scope, registered in the parent): \(sameClock)")

    // LoanService is registered in the parent, but its factory resolves through the child.
    let loans = child.resolve(LoanService.self)!
    print("  LoanService from the parent, resolved through the child, notifies by \(loans.notifier.channel)")
}

/// 4. Runtime arguments: two, ten, and one held as an existential.
func showArguments(_ resolver: Resolver) {
    let grace = resolver.resolve(Member.self, arguments: "Grace", 12)!
    print("  resolve(Member.self, arguments: \"Grace\", 12) -> \(grace.name), member \(grace.number)")

    let report = resolver.resolve(VisitReport.self, arguments: 4, 9, 15, 22, 18, 12, 14, 20, 11, 5)!
    print("  ten arguments (Swinject stops at nine): \(report.total) visits between 9:00 and 19:00")

    // The registration declares `Membership`; the card's static type is `Membership` too.
    let card: Membership = StudentCard()
    let desk = resolver.resolve(LoanDesk.self, argument: card)
    let result = desk.map { "a desk for a \($0.membership.kind) card, \($0.membership.loanDays)-day loans" } ?? "nil"
    print("  let card: Membership = StudentCard()")
    print("  resolve(LoanDesk.self, argument: card) -> \(result)")
}

/// 6. Failed resolutions in the log; a circular dependency done right.
func showDiagnostics(_ resolver: Resolver) {
    Container.loggingFunction = { message in
        print("  log: " + message.split(separator: "\n").joined(separator: "\n       "))
    }
    defer { Container.loggingFunction = nil }

    print("  resolve(LoanPolicy.self, name: \"faculty\"):")
    _ = resolver.resolve(LoanPolicy.self, name: "faculty")
    print("  resolve(Member.self, argument: \"Lin\"), but Member takes (String, Int):")
    _ = resolver.resolve(Member.self, argument: "Lin")

    let branch = resolver.resolve(Branch.self)!
    let linked = branch.librarian.branch === branch
    print("  Branch <-> Librarian, closed in initCompleted: librarian.branch === branch: \(linked)")
    print("  Had Librarian's factory resolved Branch as well, the 201st nested resolve would stop")
    print("  the process with: Loom: circular dependency: Branch -> Librarian -> Branch -> …")
    print("  (resolving nested 200 levels deep stopped it). Break the cycle by resolving one side")
    print("  in `initCompleted` instead of in its factory, …")
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
