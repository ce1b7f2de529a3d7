@testable import LoomAutoregistration
import Testing

@Suite("What autoregistration and ~> say when they stop")
struct FailureMessageTests {
    @Test func aMissingDependencyIsNamedWithTheInitializer() {
        let message = AutoregistrationFailure.missingDependenciesMessage(
            service: Lending.LoanService.self, name: nil,
            missing: [Catalog.self], parameters: [Clock.self, Catalog.self], arguments: [])

        #expect(message.contains("cannot create LoanService: unresolved dependency Catalog."))
        #expect(message.contains("Initializer: (Clock, Catalog) -> LoanService"))
    }

    @Test func everyMissingDependencyIsNamedWithTheRegistrationsNameAndArguments() {
        let message = AutoregistrationFailure.missingDependenciesMessage(
            service: Lending.Loan.self, name: "express",
            missing: [Clock.self, Catalog.self],
            parameters: [Clock.self, Lending.BookID.self, Catalog.self],
            arguments: [Lending.BookID.self])

        #expect(message.contains(
            #"cannot create Loan (name: "express", arguments: (BookID)): unresolved dependencies Clock, Catalog."#))
    }

    @Test func aTupleBeyondTheOverloadsIsExplainedWithWhatToDoInstead() {
        typealias TwentyOne = (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                               Int, Int, String)
        let message = AutoregistrationFailure.missingDependenciesMessage(
            service: Lending.Desk.self, name: nil, missing: [TwentyOne.self], parameters: [TwentyOne.self], arguments: [])

        #expect(message.contains("tuples of 2 to 20 elements with up to 3 runtime arguments"))
        #expect(message.contains("give it separate parameters (`Desk.init`)"))
    }

    @Test func tupleTypesAreToldFromFunctionTypesByTheirNames() {
        #expect(AutoregistrationFailure.isTuple((Int, String).self))
        #expect(AutoregistrationFailure.isTuple(((Int) -> Int, String).self))
        #expect(!AutoregistrationFailure.isTuple(((Int) -> (Int, String)).self))
        #expect(!AutoregistrationFailure.isTuple(Lending.Desk.self))
    }

    @Test func repeatedArgumentTypesAreNamed() throws {
        let message = try #require(AutoregistrationFailure.repeatedArgumentTypesMessage([String.self, Int.self, String.self]))

        #expect(message.contains("runtime arguments of the same type (String, Int, String) are not supported"))
        #expect(message.contains("String could go to more than one parameter"))
    }

    @Test func distinctArgumentTypesAreAccepted() {
        #expect(AutoregistrationFailure.repeatedArgumentTypesMessage([String.self, Int.self]) == nil)
        #expect(AutoregistrationFailure.repeatedArgumentTypesMessage([Lending.Visitor.self, Lending.Researcher.self]) == nil)
    }

    @Test func anUnresolvableOperandOfTheOperatorIsNamed() {
        let message = AutoregistrationFailure.unresolvedMessage(
            service: Clock.self, name: "backup", arguments: [Int.self, String.self])

        #expect(message.contains(#"`~>` could not resolve Clock (name: "backup", arguments: (Int, String))"#))
    }
}
