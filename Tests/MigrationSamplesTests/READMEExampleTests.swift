// The example of README.md: scripts/build-docs.sh keeps each of its Swift blocks equal to a region of
// this file, so the README shows code that compiles, and the tests below run it and check what the
// README says it prints.

// begin region: services
import Loom

protocol Clock { var today: Int { get } }
struct SystemClock: Clock { let today = 100 }

final class LoanService {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
    func dueDay(forDays days: Int) -> Int { clock.today + days }
}
// end region: services

import Testing

// begin region: definitions
extension Container {
    var clock: Definition<Clock> { define { _ in SystemClock() }.inObjectScope(.container) }
    var loans: Definition<LoanService> { define { _ in LoanService(clock: self.clock()) } }
}
// end region: definitions

@Suite("README: the example prints what the README shows", .verifiesItsContainers)
struct READMEExampleTests {
    let readme: Guide

    init() throws {
        readme = try Guide(file: "README.md")
    }

    @Test func theRegistrationsResolveALoanDueInFourteenDays() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: registrations
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }
            .inObjectScope(.container)                       // one clock for the whole app
        container.register(LoanService.self) { r in
            LoanService(clock: r.resolve(Clock.self)!)       // dependencies come from the resolver
        }

        let loans = container.resolve(LoanService.self)!
        print(loans.dueDay(forDays: 14))                     // 114
        // end region: registrations

        #expect(printed.values == ["114"])
        #expect(printed.areShown(by: readme.printComments(inSample: "Tests/MigrationSamplesTests/READMEExampleTests.swift#registrations")))
    }

    @Test func theDefinitionsResolveTheSameLoanWithoutAnOptional() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: definition-calls
        let container = Container()
        let loans = container.loans()                        // a LoanService, not optional
        print(loans.dueDay(forDays: 14))                     // 114
        // end region: definition-calls

        #expect(printed.values == ["114"])
        #expect(printed.areShown(by: readme.printComments(inSample: "Tests/MigrationSamplesTests/READMEExampleTests.swift#definition-calls")))
    }

    @Test func eachDefinitionCallMakesANewLoanServiceWithTheSystemClock() {
        let container = Container()

        #expect(container.loans().clock is SystemClock)
        #expect(container.loans() !== container.loans())  // the default scope: a new service per call
    }
}
