import Loom
import LoomAutoregistration
import Testing

@Suite("autoregister: initializers that take their dependencies as one tuple")
struct TupleInitializerTests {
    let container = Container()

    @Test func aTwoElementTupleIsResolvedElementByElement() throws {
        let clock = Lending.SystemClock(today: 7)
        let catalog = Lending.ShelfCatalog()
        container.register(Lending.Clock.self) { _ in clock }
        container.register(Lending.Catalog.self) { _ in catalog }

        container.autoregister(Lending.LoanService.self, initializer: { (deps: (Lending.Clock, Lending.Catalog)) in
            Lending.LoanService(clock: deps.0, catalog: deps.1)
        })

        let loans = try #require(container.resolve(Lending.LoanService.self))
        #expect(loans.clock === clock)
        #expect(loans.catalog === catalog)
    }

    @Test func aThreeElementTupleIsResolvedElementByElement() throws {
        let clock = Lending.SystemClock(today: 7)
        container.register(Lending.Clock.self) { _ in clock }
        container.register(Lending.Catalog.self) { _ in Lending.ShelfCatalog() }
        container.register(Lending.Member.self) { _ in Lending.Member(name: "Ann") }

        container.autoregister(
            Lending.Desk.self,
            name: "front",
            initializer: { (deps: (Lending.Clock, Lending.Catalog, Lending.Member)) in
                Lending.Desk(clock: deps.0, catalog: deps.1, member: deps.2)
            })

        let desk = try #require(container.resolve(Lending.Desk.self, name: "front"))
        #expect(desk.clock === clock)
        #expect(desk.member == Lending.Member(name: "Ann"))
        #expect(container.resolve(Lending.Desk.self) == nil)
    }

    @Test func aStoredTupleFunctionRegistersUnderTheSameKeyAsSeparateParameters() {
        container.register(Lending.Clock.self) { _ in Lending.SystemClock() }
        container.register(Lending.Catalog.self) { _ in Lending.ShelfCatalog() }
        let make: ((Lending.Clock, Lending.Catalog)) -> Lending.LoanService = {
            Lending.LoanService(clock: $0.0, catalog: $0.1)
        }

        let entry = container.autoregister(Lending.LoanService.self, initializer: make).inObjectScope(.container)

        #expect(ObjectIdentifier(entry.argumentsType) == ObjectIdentifier((any Resolver).self))
        #expect(container.resolve(Lending.LoanService.self) === container.resolve(Lending.LoanService.self))
    }
}
