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

    @Test func aTupleOfTenElementsIsResolvedElementByElement() throws {
        let shelf = Shelf.registeringItsParts(in: container)

        container.autoregister(Shelf.self, initializer: { (parts: (Shelf.A, Shelf.B, Shelf.C, Shelf.D, Shelf.E,
                                                                   Shelf.F, Shelf.G, Shelf.H, Shelf.I, Shelf.J)) in
            Shelf(labels: [parts.0.label, parts.1.label, parts.2.label, parts.3.label, parts.4.label,
                           parts.5.label, parts.6.label, parts.7.label, parts.8.label, parts.9.label])
        })

        #expect(try #require(container.resolve(Shelf.self)).labels == shelf)
    }

    @Test func theRuntimeArgumentGoesToTheTupleElementOfItsType() throws {
        container.register(Lending.Clock.self) { _ in Lending.SystemClock(today: 7) }

        container.autoregister(Lending.Reminder.self, argument: Int.self, initializer: { (deps: (Lending.Clock, Int)) in
            Lending.Reminder(clock: Lending.SystemClock(today: deps.0.today + deps.1))
        })

        #expect(try #require(container.resolve(Lending.Reminder.self, argument: 30)).clock.today == 37)
    }

    @Test func aGenericWrapperHandsItsTupleInitializerOnWithItsArguments() throws {
        container.register(Lending.Clock.self) { _ in Lending.SystemClock(today: 1) }
        container.register(Lending.Catalog.self) { _ in Lending.ShelfCatalog() }

        container.autoregisterTwice(
            Lending.Loan.self, arguments: Lending.BookID.self, Lending.Member.self, Lending.Days.self,
            initializer: Lending.Loan.init)

        for name in ["first", "second"] {
            let loan = try #require(container.resolve(
                Lending.Loan.self, name: name,
                arguments: Lending.BookID(number: 4), Lending.Member(name: "Ann"), Lending.Days(count: 2)))
            #expect(loan.book == Lending.BookID(number: 4))
            #expect(loan.dueDay == 3)
        }
    }

    @Test func aGenericWrapperOverTheEmptyTupleRegistersAnInitializerWithoutDependencies() {
        container.autoregisterTwice(Lending.ShelfCatalog.self, initializer: Lending.ShelfCatalog.init)

        #expect(container.resolve(Lending.ShelfCatalog.self, name: "first") != nil)
        #expect(container.resolve(Lending.ShelfCatalog.self, name: "second") != nil)
    }
}

/// Ten distinct dependency types, more than the nine elements tuple initializers used to stop at.
private struct Shelf {
    struct A { let label = "a" }
    struct B { let label = "b" }
    struct C { let label = "c" }
    struct D { let label = "d" }
    struct E { let label = "e" }
    struct F { let label = "f" }
    struct G { let label = "g" }
    struct H { let label = "h" }
    struct I { let label = "i" }
    struct J { let label = "j" }

    let labels: [String]

    /// Registers `A` … `J` and returns their labels in order.
    static func registeringItsParts(in container: Container) -> [String] {
        container.register(A.self) { _ in A() }
        container.register(B.self) { _ in B() }
        container.register(C.self) { _ in C() }
        container.register(D.self) { _ in D() }
        container.register(E.self) { _ in E() }
        container.register(F.self) { _ in F() }
        container.register(G.self) { _ in G() }
        container.register(H.self) { _ in H() }
        container.register(I.self) { _ in I() }
        container.register(J.self) { _ in J() }
        return ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
    }
}

/// Generic wrappers as teams write them around `autoregister` (Knit's `autoregisterIntoCollection`):
/// the initializer reaches `autoregister` as a function of one generic tuple.
extension Container {
    fileprivate func autoregisterTwice<Service, T1, T2, T3, T4, T5, Arg1, Arg2, Arg3>(
        _ service: Service.Type,
        arguments arg1: Arg1.Type, _ arg2: Arg2.Type, _ arg3: Arg3.Type,
        initializer: @escaping ((T1, T2, T3, T4, T5)) -> Service
    ) {
        autoregister(service, name: "first", arguments: arg1, arg2, arg3, initializer: initializer)
        autoregister(service, name: "second", arguments: arg1, arg2, arg3, initializer: initializer)
    }

    fileprivate func autoregisterTwice<Service>(_ service: Service.Type, initializer: @escaping (()) -> Service) {
        autoregister(service, name: "first", initializer: initializer)
        autoregister(service, name: "second", initializer: initializer)
    }
}
