import Loom

/// A screen that a UI framework creates, not Loom; it shows one member's loans.
class LibraryScreen {
    var catalog: Catalog?
}

final class MemberLoansScreen: LibraryScreen {
    var member: Member?
    var loans: LoanService?
}

/// 8. Injecting a screen that something else created, with a runtime argument.
func showInjection(_ resolver: Resolver) {
    let container = Container(parent: resolver as? Container)
    keepForVerification(container, samples: graphDemoSamples() + [
        VerificationSample(injecting: LibraryScreen()),
        VerificationSample(injecting: MemberLoansScreen(), arguments: "Ada"),
    ])
    container.storyboardInitCompleted(LibraryScreen.self) { r, screen in
        screen.catalog = r.resolve(Catalog.self)
    }
    container.storyboardInitCompleted(MemberLoansScreen.self) { (r, screen, memberName: String) in
        screen.member = r.resolve(Member.self, arguments: memberName, 1)
        screen.loans = r.resolve(LoanService.self)
    }

    let screen = MemberLoansScreen()  // made by the UI framework
    let first = container.injectDependencies(into: screen, argument: "Ada")
    let second = container.injectDependencies(into: screen, argument: "Ada")
    print("  injectDependencies(into: screen, argument: \"Ada\") -> \(first), then \(second)")
    let catalog = screen.catalog.map { _ in "set" } ?? "missing"
    print("  member: \(screen.member?.name ?? "nil"), loans for \(screen.loans?.policy.days ?? 0) days; "
        + "catalog (LibraryScreen's closure, run first): \(catalog)")
}
