import Loom
import LoomAutoregistration
import Testing

@Suite("Wrapper parameters beside runtime arguments")
struct WrapperParameterTests {
    let container: Container = {
        let container = Container()
        container.register(Lending.Clock.self) { _ in Lending.SystemClock(today: 5) }
        return container
    }()

    @Test func aLazyParameterBesideAnArgumentResolvesItsService() {
        container.autoregister(Lending.LoanNote.self, argument: Lending.BookID.self) {
            (book: Lending.BookID, clock: Lazy<Lending.Clock>) in
            Lending.LoanNote(book: Lending.BookID(number: book.number + clock.instance.today))
        }

        #expect(container.resolve(Lending.LoanNote.self, argument: Lending.BookID(number: 1))?.book.number == 6)
    }

    @Test func aProviderParameterBesideAnArgumentResolvesItsService() {
        container.autoregister(Lending.LoanNote.self, argument: Lending.BookID.self) {
            (book: Lending.BookID, clock: Provider<Lending.Clock>) in
            Lending.LoanNote(book: Lending.BookID(number: book.number + clock.instance.today))
        }

        #expect(container.resolve(Lending.LoanNote.self, argument: Lending.BookID(number: 2))?.book.number == 7)
    }

    @Test func anOptionalParameterOfAMissingServiceIsNil() {
        container.autoregister(Lending.Newsletter.self) { (clock: Lending.Catalog?) in
            Lending.Newsletter(clock: clock == nil ? nil : Lending.SystemClock())
        }

        #expect(container.resolve(Lending.Newsletter.self) != nil)
        #expect(container.resolve(Lending.Newsletter.self)?.clock == nil)
    }
}
