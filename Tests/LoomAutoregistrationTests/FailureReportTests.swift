@testable import Loom
import LoomAutoregistration
import Testing

/// What the container reports while autoregistration looks for dependencies: only real failures.
@Suite("Failure reports during autoregistration")
struct FailureReportTests {
    /// Records the keys of failed resolutions of one container.
    final class FailureSpy: DebugHelper {
        private(set) var failedServices: [String] = []

        func resolutionFailed<Service>(
            serviceType: Service.Type,
            key: ServiceKey,
            availableRegistrations: [ServiceKey: ServiceEntryProtocol]
        ) {
            failedServices.append("\(serviceType)")
        }
    }

    let spy = FailureSpy()
    var container: Container { Container(debugHelper: spy) }

    @Test func aDependencyPassedTheArgumentsIsNotReportedAsAFailureFirst() {
        let container = container
        container.autoregister(Lending.LoanNote.self, argument: Lending.BookID.self, initializer: Lending.LoanNote.init)
        container.autoregister(Lending.Receipt.self, argument: Lending.BookID.self, initializer: Lending.Receipt.init)

        let receipt = container.resolve(Lending.Receipt.self, argument: Lending.BookID(number: 1))

        #expect(receipt?.loanNote.book.number == 1)
        #expect(spy.failedServices.isEmpty)
    }

    @Test func resolvingEveryDependencyReportsNothing() {
        let container = container
        container.register(Lending.Clock.self) { _ in Lending.SystemClock() }
        container.register(Lending.Catalog.self) { _ in Lending.ShelfCatalog() }
        container.register(Lending.Days.self) { _ in Lending.Days(count: 1) }
        container.autoregister(Lending.LoanService.self, initializer: Lending.LoanService.init(clock:catalog:))
        container.autoregister(
            Lending.Loan.self, arguments: Lending.BookID.self, Lending.Member.self, initializer: Lending.Loan.init)

        _ = container.resolve(Lending.LoanService.self)
        _ = container.resolve(Lending.Loan.self, arguments: Lending.BookID(number: 1), Lending.Member(name: "Jo"))

        #expect(spy.failedServices.isEmpty)
    }

    @Test func anOptionalParameterBesideAnArgumentReceivesTheRegisteredService() {
        let container = container
        let clock = Lending.SystemClock()
        container.register(Lending.Clock.self) { _ in clock }
        container.autoregister(Lending.Receipt.self, argument: Lending.BookID.self) {
            (book: Lending.BookID, clock: Lending.Clock?) in
            Lending.Receipt(book: book, loanNote: Lending.LoanNote(book: Lending.BookID(number: clock?.today ?? 0)))
        }

        let receipt = container.resolve(Lending.Receipt.self, argument: Lending.BookID(number: 1))

        #expect(receipt?.loanNote.book.number == 100)
        #expect(spy.failedServices.isEmpty)
    }
}
