import Loom
import LoomAutoregistration
import Testing

@Suite("autoregister: dependencies resolved from the initializer's parameter types")
struct AutoregistrationTests {
    let container = Container()

    @Test func anInitializerWithoutParametersIsCalledOnEachResolve() {
        container.autoregister(Lending.ShelfCatalog.self, initializer: Lending.ShelfCatalog.init)

        let first = container.resolve(Lending.ShelfCatalog.self)
        let second = container.resolve(Lending.ShelfCatalog.self)

        #expect(first != nil)
        #expect(first !== second)
    }

    @Test func aSingleDependencyIsResolvedByItsType() {
        let clock = Lending.SystemClock(today: 42)
        container.register(Clock.self) { _ in clock }
        container.autoregister(Lending.Reminder.self, initializer: Lending.Reminder.init)

        #expect(container.resolve(Lending.Reminder.self)?.clock === clock)
    }

    @Test func twentyDependenciesAreEachResolvedByTheirType() throws {
        Branch.registerDepartments(in: container)
        container.autoregister(Branch.Library.self, initializer: Branch.Library.init)

        let library = try #require(container.resolve(Branch.Library.self))

        #expect(library.acquisitions === container.resolve(Branch.Acquisitions.self))
        #expect(library.helpdesk === container.resolve(Branch.Helpdesk.self))
        #expect(library.interlibrary === container.resolve(Branch.Interlibrary.self))
        #expect(library.wifi === container.resolve(Branch.Wifi.self))
    }

    @Test func moreThanTwentyDependenciesWorkToo() throws {
        Branch.registerDepartments(in: container)
        container.autoregister(Branch.Campus.self, initializer: Branch.Campus.init)

        let campus = try #require(container.resolve(Branch.Campus.self))

        #expect(campus.parking === container.resolve(Branch.Parking.self))
    }

    @Test func theServiceMayBeAProtocolTheInitializerTypeConformsTo() {
        container.autoregister(Clock.self, initializer: Lending.SystemClock.init(today:))
        container.register(Int.self) { _ in 7 }

        #expect(container.resolve(Clock.self)?.today == 7)
    }

    @Test func aFullInitializerNameSelectsOneOfSeveralInitializers() {
        let clock = Lending.SystemClock(today: 5)
        container.register(Clock.self) { _ in clock }
        container.autoregister(Catalog.self, initializer: Lending.ShelfCatalog.init)
        container.autoregister(Lending.LoanService.self, initializer: Lending.LoanService.init(clock:catalog:))

        #expect(container.resolve(Lending.LoanService.self)?.clock === clock)
    }

    @Test func aTypedInitializerReferenceSelectsTheParameterlessInitializer() {
        container.autoregister(Clock.self, initializer: Lending.SystemClock.init as () -> Lending.SystemClock)

        #expect(container.resolve(Clock.self)?.today == 100)
    }

    @Test func aClosureWorksAsTheInitializer() {
        container.register(Clock.self) { _ in Lending.SystemClock(today: 9) }
        container.autoregister(Catalog.self, initializer: Lending.ShelfCatalog.init)
        container.autoregister(Lending.LoanService.self) { (clock: Clock, catalog: Catalog) in
            Lending.LoanService(clock: clock, catalog: catalog)
        }

        #expect(container.resolve(Lending.LoanService.self)?.clock.today == 9)
    }

    @Test func aNamedAutoregistrationResolvesOnlyUnderItsName() {
        container.autoregister(Clock.self, name: "frozen") { Lending.SystemClock(today: 1) }
        container.autoregister(Clock.self) { Lending.SystemClock(today: 2) }

        #expect(container.resolve(Clock.self, name: "frozen")?.today == 1)
        #expect(container.resolve(Clock.self)?.today == 2)
        #expect(container.resolve(Clock.self, name: "other") == nil)
    }

    @Test func anAutoregistrationIsKeyedLikeTheEquivalentRegister() {
        container.autoregister(Clock.self, initializer: Lending.SystemClock.init as () -> Lending.SystemClock)
        container.register(Clock.self) { _ in Lending.SystemClock(today: 3) }  // replaces it

        #expect(container.resolve(Clock.self)?.today == 3)
    }

    @Test func inObjectScopeChainsAfterAutoregister() {
        container.autoregister(Catalog.self, initializer: Lending.ShelfCatalog.init)
            .inObjectScope(.container)

        #expect(container.resolve(Catalog.self) === container.resolve(Catalog.self))
    }

    @Test func initCompletedChainsAfterAutoregister() {
        final class Counter: @unchecked Sendable { var calls = 0 }
        let counter = Counter()
        container.autoregister(Catalog.self, initializer: Lending.ShelfCatalog.init)
            .initCompleted { _, _ in counter.calls += 1 }

        _ = container.resolve(Catalog.self)

        #expect(counter.calls == 1)
    }

    @Test func anOptionalParameterReceivesTheRegisteredWrappedService() {
        let clock = Lending.SystemClock()
        container.register(Clock.self) { _ in clock }
        container.autoregister(Lending.Newsletter.self, initializer: Lending.Newsletter.init)

        #expect(container.resolve(Lending.Newsletter.self)?.clock === clock)
    }

    @Test func dependenciesComeFromAParentContainer() {
        let clock = Lending.SystemClock()
        container.register(Clock.self) { _ in clock }
        let child = Container(parent: container)
        child.autoregister(Lending.Reminder.self, initializer: Lending.Reminder.init)

        #expect(child.resolve(Lending.Reminder.self)?.clock === clock)
    }

    @Test func anAutoregisteredServiceIsADependencyOfAnother() {
        container.autoregister(Clock.self, initializer: Lending.SystemClock.init as () -> Lending.SystemClock)
        container.autoregister(Lending.Reminder.self, initializer: Lending.Reminder.init)

        #expect(container.resolve(Lending.Reminder.self)?.clock.today == 100)
    }
}
