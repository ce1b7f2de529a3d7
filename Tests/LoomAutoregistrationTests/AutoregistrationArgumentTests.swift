import Loom
import LoomAutoregistration
import Testing

@Suite("autoregister with runtime arguments")
struct AutoregistrationArgumentTests {
    let container: Container = {
        let container = Container()
        container.register(Clock.self) { _ in Lending.SystemClock(today: 100) }
        container.register(Catalog.self) { _ in Lending.ShelfCatalog() }
        container.register(Days.self) { _ in Days(count: 14) }
        return container
    }()

    @Test func oneArgumentGoesToTheParameterOfItsTypeAndTheRestIsResolved() throws {
        container.autoregister(Lending.Loan.self, argument: Member.self) { (clock: Clock, member: Member, days: Days) in
            Lending.Loan(clock: clock, book: BookID(number: 0), catalog: Lending.ShelfCatalog(), member: member, days: days)
        }

        let loan = try #require(container.resolve(Lending.Loan.self, argument: Member(name: "Ann")))

        #expect(loan.member == Member(name: "Ann"))
        #expect(loan.days == Days(count: 14))
    }

    @Test func oneArgumentWithAnInitializerReference() {
        container.autoregister(Lending.LoanNote.self, argument: BookID.self, initializer: Lending.LoanNote.init)

        #expect(container.resolve(Lending.LoanNote.self, argument: BookID(number: 3))?.book == BookID(number: 3))
    }

    @Test func aProtocolServiceIsRegisteredWithAnArgumentForItsConformingInitializer() {
        let other = Container()
        other.autoregister(Clock.self, argument: Int.self, initializer: Lending.SystemClock.init(today:))

        #expect(other.resolve(Clock.self, argument: 12)?.today == 12)
    }

    @Test func threeArgumentsGoToTheirParametersWhateverTheOrder() throws {
        container.autoregister(
            Lending.Loan.self,
            arguments: Member.self, Days.self, BookID.self,
            initializer: Lending.Loan.init
        )

        let loan = try #require(container.resolve(
            Lending.Loan.self, arguments: Member(name: "Ann"), Days(count: 3), BookID(number: 7)))

        #expect(loan.member == Member(name: "Ann"))
        #expect(loan.days == Days(count: 3))  // the argument, not the registered 14 days
        #expect(loan.book == BookID(number: 7))
        #expect(loan.dueDay == 103)
    }

    @Test func twoArgumentsAndANameSelectTheirRegistration() throws {
        container.autoregister(
            Lending.Loan.self, name: "express",
            arguments: BookID.self, Member.self,
            initializer: Lending.Loan.init
        )

        let loan = container.resolve(Lending.Loan.self, name: "express", arguments: BookID(number: 1), Member(name: "Bo"))

        #expect(loan?.book == BookID(number: 1))
        #expect(container.resolve(Lending.Loan.self, arguments: BookID(number: 1), Member(name: "Bo")) == nil)
    }

    @Test func oneArgumentAndANameSelectTheirRegistration() {
        container.autoregister(Lending.LoanNote.self, name: "n", argument: BookID.self, initializer: Lending.LoanNote.init)

        #expect(container.resolve(Lending.LoanNote.self, name: "n", argument: BookID(number: 2))?.book.number == 2)
        #expect(container.resolve(Lending.LoanNote.self, argument: BookID(number: 2)) == nil)
    }

    @Test func theRegistrationIsKeyedByTheArgumentTypesInTheirListedOrder() {
        container.autoregister(Lending.Loan.self, arguments: BookID.self, Member.self, initializer: Lending.Loan.init)

        #expect(container.resolve(Lending.Loan.self, arguments: BookID(number: 1), Member(name: "Cy")) != nil)
        #expect(container.resolve(Lending.Loan.self, arguments: Member(name: "Cy"), BookID(number: 1)) == nil)
        #expect(container.resolve(Lending.Loan.self) == nil)
    }

    @Test func fourArgumentsWorkBeyondSwinjectAutoregistrationsThree() throws {
        container.autoregister(
            Lending.Loan.self,
            arguments: Member.self, Days.self, BookID.self, Lending.SystemClock.self
        ) { (clock: Lending.SystemClock, book: BookID, member: Member, days: Days) in
            Lending.Loan(clock: clock, book: book, catalog: Lending.ShelfCatalog(), member: member, days: days)
        }

        let loan = try #require(container.resolve(
            Lending.Loan.self,
            arguments: Member(name: "Di"), Days(count: 1), BookID(number: 2), Lending.SystemClock(today: 10)))

        #expect(loan.dueDay == 11)
    }

    @Test func anArgumentFillsAParameterOfASupertype() {
        container.autoregister(Lending.Pass.self, argument: Lending.Researcher.self, initializer: Lending.Pass.init)

        let pass = container.resolve(Lending.Pass.self, argument: Lending.Researcher(name: "Eve"))

        #expect(pass?.visitor.name == "Eve")
    }

    @Test func anArgumentOfExactlyTheParameterTypeWinsOverOneThatCastsToIt() {
        container.autoregister(
            Lending.Pass.self,
            arguments: Lending.Researcher.self, Lending.Visitor.self,
            initializer: Lending.Pass.init
        )

        let pass = container.resolve(
            Lending.Pass.self, arguments: Lending.Researcher(name: "cast"), Lending.Visitor(name: "exact"))

        #expect(pass?.visitor.name == "exact")
    }

    @Test func aDependencyRegisteredWithTheSameArgumentReceivesItToo() throws {
        container.autoregister(Lending.LoanNote.self, argument: BookID.self, initializer: Lending.LoanNote.init)
        container.autoregister(Lending.Receipt.self, argument: BookID.self, initializer: Lending.Receipt.init)

        let receipt = try #require(container.resolve(Lending.Receipt.self, argument: BookID(number: 8)))

        #expect(receipt.book == BookID(number: 8))
        #expect(receipt.loanNote.book == BookID(number: 8))
    }

    @Test func everyParameterOfTheArgumentsTypeReceivesTheArgument() {
        container.autoregister(Lending.Transfer.self, argument: Member.self, initializer: Lending.Transfer.init)

        let transfer = container.resolve(Lending.Transfer.self, argument: Member(name: "Fay"))

        #expect(transfer?.from == Member(name: "Fay"))
        #expect(transfer?.to == Member(name: "Fay"))
    }

    @Test func inObjectScopeChainsAfterAnAutoregistrationWithArguments() {
        container.autoregister(Lending.LoanNote.self, argument: BookID.self, initializer: Lending.LoanNote.init)
            .inObjectScope(.container)

        let first = container.resolve(Lending.LoanNote.self, argument: BookID(number: 1))
        let second = container.resolve(Lending.LoanNote.self, argument: BookID(number: 2))

        #expect(first === second)
    }
}
