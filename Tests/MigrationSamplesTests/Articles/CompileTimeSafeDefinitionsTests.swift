// The samples of the DocC article "Compile-Time Safe Definitions": scripts/build-docs.sh keeps each of
// its Swift blocks equal to a region of this file (or of READMEExampleTests.swift, whose `Clock`,
// `LoanService`, `clock` and `loans` the article shares), and the tests below run them and check what
// the article says they do.

import Loom
import LoomTesting
import Testing

// MARK: - Stand-ins for the article's services

/// A clock stopped on one day, for tests and previews.
struct FixedClock: Clock {
    let day: Int
    var today: Int { day }
}

/// The signed-in user's session; `restore()` counts how often it ran.
final class Session {
    private(set) var restoreCount = 0
    func restore() { restoreCount += 1 }
}

/// One user's cart: one per session id.
final class Cart {
    private(set) var titles: [String] = []
    func add(_ title: String) { titles.append(title) }
}

/// One request's transaction, committed when the request ends.
final class Transaction {
    private(set) var isCommitted = false
    func commit() { isCommitted = true }
}

/// Handles a checkout with the request's transaction.
func checkOut(with transaction: Transaction) async {}

/// A user's avatar; the placeholder stands in for it in previews.
class Avatar {
    let userID: Int
    init(userID: Int) { self.userID = userID }
}

final class PlaceholderAvatar: Avatar {}

struct Badge {
    let level: Int
    let title: String
}

/// The lending module's services, and a notifier another module registers.
final class Shelf {}

final class Notifier {}

final class ReturnService {
    let shelf: Shelf
    let notifier: Notifier
    init(shelf: Shelf, notifier: Notifier) {
        self.shelf = shelf
        self.notifier = notifier
    }
}

// MARK: - The article's declarations

// begin region: session
extension Container {
    var session: Definition<Session> {
        define { _ in Session() }
            .inObjectScope(.container)
            .initCompleted { _, session in session.restore() }
    }
}
// end region: session

// begin region: scoped-definitions
extension Container {
    var cart: Definition<Cart> { define { _ in Cart() }.inObjectScope(.session) }
    var transaction: Definition<Transaction> {
        define { _ in Transaction() }.inObjectScope(.request).onRelease { $0.commit() }
    }
}
// end region: scoped-definitions

/// The id a server hands each request's scope, and the log that a request writes under it.
struct RequestID: Sendable {
    let value: String
}

final class RequestLog {
    let id: RequestID
    private(set) var lines: [String] = []
    init(id: RequestID) { self.id = id }
    func write(_ line: String) { lines.append("[\(id.value)] \(line)") }
}

// begin region: provided-definitions
extension Container {
    var requestID: Definition<RequestID> { provided(in: .request) }
    var requestLog: Definition<RequestLog> {
        define { _ in RequestLog(id: self.requestID()) }.inObjectScope(.request)
    }
}
// end region: provided-definitions

// begin region: loans-model
final class LoansModel {
    @Injected(\.loans) var loans: LoanService
}
// end region: loans-model

// begin region: parameter-definitions
extension Container {
    var avatar: ParameterDefinition<Int, Avatar> { define { _, userID in Avatar(userID: userID) } }
    var badge: ParameterDefinition<(Int, String), Badge> { define { _, p in Badge(level: p.0, title: p.1) } }
}
// end region: parameter-definitions

// begin region: registered-module
final class RegisteredLendingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Shelf.self) { _ in Shelf() }.inObjectScope(.container)
        container.register(ReturnService.self) { r in
            ReturnService(shelf: r.resolve(Shelf.self)!, notifier: r.resolve(Notifier.self)!)
        }
    }
}
// end region: registered-module

// begin region: module-definitions
extension Container {
    var shelf: Definition<Shelf> { define { _ in Shelf() }.inObjectScope(.container) }
    var returns: Definition<ReturnService> {
        define { r in ReturnService(shelf: self.shelf(), notifier: r.resolve(Notifier.self)!) }
    }
}
// end region: module-definitions

// begin region: declared-module
final class LendingAssembly: Assembly {
    func assemble(container: Container) {
        container.declare(\.shelf, \.returns)
    }
}
// end region: declared-module

/// The notifier's module, still registered Swinject-style.
final class NotifierAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Notifier.self) { _ in Notifier() }.inObjectScope(.container)
    }
}

/// The app's container once the lending module has moved.
func makeLibraryContainer() -> Container {
    Assembler([NotifierAssembly(), LendingAssembly()]).resolver as! Container
}

// MARK: - The article's calls

@Suite("Article Compile-Time Safe Definitions: the samples do what the article says", .verifiesItsContainers)
struct CompileTimeSafeDefinitionsTests {
    let article: Guide

    init() throws {
        article = try Guide(file: "Sources/Loom/Loom.docc/CompileTimeSafeDefinitions.md")
    }

    @Test func aDefinitionIsCalledWithoutAnOptional() {
        // begin region: calling
        let container = Container()
        let loans: LoanService = container.loans()      // not optional
        // end region: calling

        #expect(loans.dueDay(forDays: 14) == 114)
    }

    @Test func theModifiersReadAsOnAServiceEntry() {
        let container = Container()

        #expect(container.session() === container.session())
        #expect(container.session().restoreCount == 1)
    }

    @Test func aSessionKeepsItsCartAndARequestCommitsItsTransactionWhenItEnds() async {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: scopes-in-use
        let container = Container()
        ScopeContext.shared.withScope(.session, id: "reader-42") {
            container.cart().add("The Hobbit")                                   // reader-42's cart
        }

        let transaction = await ScopeContext.shared.withScope(.request, id: "checkout-7") {
            defer { ScopeContext.shared.endScope(.request, id: "checkout-7") }   // commits, then disposes
            let transaction = container.transaction()
            await checkOut(with: transaction)
            return transaction
        }
        print(transaction.isCommitted)  // true
        // end region: scopes-in-use

        #expect(ScopeContext.shared.withScope(.session, id: "reader-42") { container.cart().titles } == ["The Hobbit"])
        #expect(printed.values == ["true"])
        #expect(printed.areShown(by: article.printComments(inSample: "Tests/MigrationSamplesTests/Articles/CompileTimeSafeDefinitionsTests.swift#scopes-in-use")))
        ScopeContext.shared.endScope(.session, id: "reader-42")
    }

    @Test func aRequestsLogIsMadeFromTheIDItsScopeWasHanded() async {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: provided-in-use
        let container = Container()
        let log = await ScopeContext.shared.withScope(.request, id: "r-17", providing: { $0.provide(RequestID(value: "r-17")) }) {
            container.requestLog().write("checked out")
            return container.requestLog()                                     // the same log: one per request
        }
        print(log.lines)  // ["[r-17] checked out"]
        // end region: provided-in-use

        #expect(printed.values == [#"["[r-17] checked out"]"#])
        #expect(printed.areShown(by: article.printComments(inSample: "Tests/MigrationSamplesTests/Articles/CompileTimeSafeDefinitionsTests.swift#provided-in-use")))
    }

    @Test func aProvidedDefinitionVerifiesWithASampleAndIsNotedWithout() {
        // begin region: provided-verify
        let container = Container()
        container.declare(\.requestID, \.requestLog)
        let report = container.verify(samples: [VerificationSample(providing: RequestID(value: "sample"))])
        #expect(report.problems.isEmpty && report.notes.isEmpty, "\(report)")
        // end region: provided-verify

        let withoutSample = container.verify()
        #expect(withoutSample.problems.isEmpty)
        #expect(withoutSample.notes.count == 2, "\(withoutSample)")
    }

    @Test func aChildsReplacementReachesTheParentsDefinitionButNotTheParent() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: hierarchy
        let app = Container()
        let preview = Container(parent: app)
        preview.clock.register { _ in FixedClock(day: 3) }

        print(preview.loans().dueDay(forDays: 14))   // 17: the preview's clock
        print(app.loans().dueDay(forDays: 14))       // 114: the parent does not see it
        // end region: hierarchy

        #expect(printed.values == ["17", "114"])
        #expect(printed.areShown(by: article.printComments(inSample: "Tests/MigrationSamplesTests/Articles/CompileTimeSafeDefinitionsTests.swift#hierarchy")))
    }

    @Test func aReplacementLastsUntilReset() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // begin region: replacing
        let container = Container()
        container.clock.register { _ in FixedClock(day: 3) }
        print(container.loans().dueDay(forDays: 14))   // 17
        container.clock.reset()
        print(container.loans().dueDay(forDays: 14))   // 114: the SystemClock again
        // end region: replacing

        #expect(printed.values == ["17", "114"])
        #expect(printed.areShown(by: article.printComments(inSample: "Tests/MigrationSamplesTests/Articles/CompileTimeSafeDefinitionsTests.swift#replacing")))
    }

    // begin region: overriding-trait
    @Test(.overriding { $0.clock.register { _ in FixedClock(day: 3) } })
    func loansAreDueFromTheFixedDay() {
        #expect(Container.default.loans().dueDay(forDays: 14) == 17)
        #expect(LoansModel().loans.dueDay(forDays: 1) == 4)      // @Injected(\.loans) sees it too
    }
    // end region: overriding-trait

    @Test func parameterDefinitionsTakeTheirParameterAndCanBeReplaced() {
        // begin region: parameters
        let container = Container()
        let avatar = container.avatar(42)
        let badge = container.badge((7, "gold"))
        container.avatar.register { _, userID in PlaceholderAvatar(userID: userID) }
        // end region: parameters

        #expect(avatar.userID == 42 && !(avatar is PlaceholderAvatar))
        #expect(badge.level == 7 && badge.title == "gold")
        #expect(container.avatar(5) is PlaceholderAvatar)
        #expect(container.avatar(5).userID == 5)
    }

    @Test func theRegisteredModuleResolvesItsServiceByType() {
        let container = Assembler([NotifierAssembly(), RegisteredLendingAssembly()]).resolver as! Container

        #expect(container.resolve(ReturnService.self) != nil)
    }

    @Test func aDeclaredModuleAnswersSwinjectStyleResolvesByTypeAndByName() {
        let container = makeLibraryContainer()

        // begin region: declared-resolves
        let byType = container.resolve(ReturnService.self)                   // the definition, by its type
        let byName = container.resolve(ReturnService.self, name: "returns")  // and by its name
        // end region: declared-resolves

        #expect(byType?.shelf === container.shelf())
        #expect(byName?.notifier === container.resolve(Notifier.self))
    }

    // begin region: verify-test
    @Test func theAppContainerIsComplete() {
        let report = makeLibraryContainer().verify()
        #expect(report.problems.isEmpty, "\(report)")
    }
    // end region: verify-test

    @Test func verifyWritesTheMissingNotifiersPathBeforeTheForceUnwrapStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Assembler([LendingAssembly()]).resolver as! Container
            _ = container.verify()
        }
        let written = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        let shown = try #require(article.output("verify-missing-notifier"))

        #expect(!shown.isEmpty)
        for line in shown {
            #expect(written.contains(line))
        }
    }
}
