import Loom
import LoomAutoregistration
import Testing

@Suite("The ~> resolve operators")
struct ResolveOperatorTests {
    let container: Container = {
        let container = Container()
        container.register(Clock.self) { _ in Lending.SystemClock(today: 1) }
        container.register(Clock.self, name: "backup") { _ in Lending.SystemClock(today: 2) }
        container.register(Catalog.self) { _ in Lending.ShelfCatalog() }
        container.register(Lending.LoanNote.self) { (_, book: BookID) in Lending.LoanNote(book: book) }
        container.register(Lending.LoanNote.self, name: "named") { (_, book: BookID) in
            Lending.LoanNote(book: BookID(number: book.number + 100))
        }
        container.register(Lending.Loan.self) { (r, book: BookID, member: Member) in
            Lending.Loan(clock: r~>, book: book, catalog: r~>, member: member, days: Days(count: 0))
        }
        container.register(Lending.Loan.self, name: "named") { (r, book: BookID, member: Member) in
            Lending.Loan(clock: r ~> (Clock.self, name: "backup"), book: book, catalog: r~>, member: member,
                         days: Days(count: 0))
        }
        container.register(Lending.Loan.self) { (r, book: BookID, member: Member, days: Days) in
            Lending.Loan(clock: r ~> Clock.self, book: book, catalog: r ~> Catalog.self, member: member, days: days)
        }
        container.register(Lending.Loan.self, name: "named") { (r, book: BookID, member: Member, days: Days) in
            Lending.Loan(clock: r~>, book: book, catalog: r~>, member: member, days: Days(count: days.count + 100))
        }
        return container
    }()

    @Test func thePostfixFormResolvesTheInferredType() {
        let clock: Clock = container~>

        #expect(clock.today == 1)
    }

    @Test func thePostfixFormFillsInitializerParameters() {
        let service = Lending.LoanService(clock: container~>, catalog: container~>)

        #expect(service.clock.today == 1)
    }

    @Test func thePostfixFormResolvesAnInferredOptional() {
        let clock: Clock? = container~>

        #expect(clock?.today == 1)
    }

    @Test func theInfixFormResolvesTheGivenType() {
        #expect((container ~> Clock.self).today == 1)
    }

    @Test func theInfixFormResolvesAnOptionalType() {
        let clock = container ~> Clock?.self

        #expect(clock?.today == 1)
    }

    @Test func aNameSelectsTheNamedRegistration() {
        #expect((container ~> (Clock.self, name: "backup")).today == 2)
    }

    @Test func oneArgumentReachesTheFactory() {
        #expect((container ~> (Lending.LoanNote.self, argument: BookID(number: 4))).book.number == 4)
    }

    @Test func aNameAndOneArgumentSelectAndReachTheFactory() {
        #expect((container ~> (Lending.LoanNote.self, name: "named", argument: BookID(number: 4))).book.number == 104)
    }

    @Test func twoArgumentsAsATupleReachTheFactory() {
        let loan = container ~> (Lending.Loan.self, arguments: (BookID(number: 5), Member(name: "Gil")))

        #expect(loan.member.name == "Gil")
        #expect(loan.clock.today == 1)
    }

    @Test func threeArgumentsAsATupleReachTheFactory() {
        let loan = container ~> (Lending.Loan.self, arguments: (BookID(number: 5), Member(name: "Gil"), Days(count: 6)))

        #expect(loan.days.count == 6)
    }

    @Test func aNameAndTwoArgumentsSelectAndReachTheFactory() {
        let loan = container ~> (Lending.Loan.self, name: "named", arguments: (BookID(number: 5), Member(name: "Hal")))

        #expect(loan.clock.today == 2)
    }

    @Test func aNameAndThreeArgumentsSelectAndReachTheFactory() {
        let loan = container ~> (
            Lending.Loan.self, name: "named", arguments: (BookID(number: 5), Member(name: "Hal"), Days(count: 1)))

        #expect(loan.days.count == 101)
    }

    @Test func argumentsListedWithoutATupleStillResolveThoughDeprecated() {
        let calls = Legacy.calls
        let loan = calls.resolveListingThree(Lending.Loan.self, from: container, BookID(number: 5), Member(name: "Ida"), Days(count: 2))
        let named = calls.resolveListingThree(
            Lending.Loan.self, named: "named", from: container, BookID(number: 5), Member(name: "Ida"), Days(count: 2))
        let namedWithTwo = calls.resolveListingTwo(
            Lending.Loan.self, named: "named", from: container, BookID(number: 5), Member(name: "Ida"))

        #expect(loan.days.count == 2)
        #expect(named.days.count == 102)
        #expect(namedWithTwo.clock.today == 2)
    }

    @Test func theCastingFormReturnsTheInstanceAsTheInferredType() {
        let clock: Lending.SystemClock? = container ~~> Clock.self

        #expect(clock?.today == 1)
    }

    @Test func theCastingFormIsNilForAnotherType() {
        let catalog: Lending.ShelfCatalog? = container ~~> Clock.self

        #expect(catalog == nil)
    }

    @Test func theOperatorsWorkOnTheResolverAFactoryReceives() {
        container.register(Lending.Reminder.self) { r in Lending.Reminder(clock: r~>) }

        #expect(container.resolve(Lending.Reminder.self)?.clock.today == 1)
    }
}
