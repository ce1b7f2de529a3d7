import Loom
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// 9. `require` and `verify()` on a container with two mistakes: the notifier the loan service
/// needs is not registered, and app-wide statistics keep one request's context.
func showVerification() {
    let container = Container(scopeContext: ScopeContext())
    keepForVerification(container, samples: [VerificationSample(Member.self, arguments: "Ada", 7)])
    container.register(Clock.self) { _ in FixedClock(today: 100) }.inObjectScope(.container)
    container.register(Catalog.self) { _ in InMemoryCatalog(books: [Book(title: "Dune", author: "Frank Herbert")]) }
        .inObjectScope(.container)
    container.register(LoanPolicy.self, name: "standard") { _ in LoanPolicy(days: 14) }
    container.register(LoanService.self) { r in
        try LoanService(
            catalog: r.require(Catalog.self),
            clock: r.require(Clock.self),
            policy: r.require(LoanPolicy.self, name: "standard"),
            notifier: r.require(Notifier.self)  // mistake 1: no Notifier is registered
        )
    }
    container.register(RequestContext.self) { _ in RequestContext(id: "r1") }.inObjectScope(.request)
    container.register(LoanStatistics.self) { r in LoanStatistics(context: r.resolve(RequestContext.self)!) }
        .inObjectScope(.container)  // mistake 2: outlives the request whose context it keeps
    container.register(Member.self) { (_, name: String, number: Int) in Member(name: name, number: number) }

    print("  try container.require(LoanService.self) throws:")
    do {
        _ = try container.require(LoanService.self)
    } catch {
        print(indented(error.description))
    }
    print("  print(container.verify()):")
    print("  (verify() also writes each failure to standard error the moment it finds it, in case a")
    print("  factory's force-unwrap stops the process next: the line `Loom verify: LoanService [graph]")
    print("  -> Notifier: not registered` there is this demo's deliberate mistake 1, not a bug.)")
    fflush(nil)  // so that, piped, the line on standard error comes after this label, not before it
    print(indented(container.verify().description))
}

private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}
