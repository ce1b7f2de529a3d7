import Loom

/// Long-lived infrastructure: one clock and one catalog for the whole app.
struct StorageAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in FixedClock(today: 100) }
            .inObjectScope(.container)
        container.register(Catalog.self) { _ in
            InMemoryCatalog(books: [
                Book(title: "Dune", author: "Frank Herbert"),
                Book(title: "Kindred", author: "Octavia E. Butler"),
                Book(title: "Solaris", author: "Stanisław Lem"),
            ])
        }
        .inObjectScope(.container)
    }

    func loaded(resolver: Resolver) {
        let catalog = resolver.resolve(Catalog.self)!
        print("  StorageAssembly.loaded: \(catalog.books.count) books in the catalog")
    }
}

/// Lending: named policies, a notifier, and services built from runtime arguments.
struct LendingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(LoanPolicy.self, name: "standard") { _ in LoanPolicy(days: 14) }
        container.register(LoanPolicy.self, name: "student") { _ in LoanPolicy(days: 28) }

        container.register(Notifier.self) { _ in EmailNotifier() }
            .inObjectScope(.container)

        container.register(LoanService.self) { r in
            LoanService(
                catalog: r.resolve(Catalog.self)!,
                clock: r.resolve(Clock.self)!,
                policy: r.resolve(LoanPolicy.self, name: "standard")!,
                notifier: r.resolve(Notifier.self)!
            )
        }

        container.register(Member.self) { (_, name: String, number: Int) in
            Member(name: name, number: number)
        }

        // Declared with the protocol type: any card resolves it, even one held as `Membership`.
        container.register(LoanDesk.self) { (_, card: Membership) in
            LoanDesk(membership: card)
        }

        container.register(VisitReport.self) {
            (_, h9: Int, h10: Int, h11: Int, h12: Int, h13: Int, h14: Int, h15: Int, h16: Int, h17: Int, h18: Int) in
            VisitReport(hourlyVisits: [h9, h10, h11, h12, h13, h14, h15, h16, h17, h18])
        }
    }
}

/// Staff: a branch and its librarian refer to each other.
struct StaffAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Branch.self) { r in
            Branch(name: "Riverside", librarian: r.resolve(Librarian.self)!)
        }
        // The librarian gets its branch after creation, which breaks the cycle.
        container.register(Librarian.self) { _ in Librarian(name: "Mo") }
            .initCompleted { r, librarian in
                librarian.branch = r.resolve(Branch.self)
            }
    }
}
