import Dispatch
import Loom

/// 7. Screen, session and request scopes: one instance per id, disposed when the id ends.
func showScopedLifetimes() async {
    let container = Container()
    keepForVerification(container)
    let scopeLog = ScopeLog()
    container.scopePolicy.report = { diagnostic in scopeLog.record("  diagnostic: \(diagnostic.message)") }

    // A screen: one model per open book page, disposed when the page closes.
    var models = 0
    container.registerScoped(BookPageModel.self, scope: .screen) {
        models += 1
        return BookPageModel(number: models)
    }
    .onRelease { model in print("  screen book/Dune ended: disposed BookPageModel #\(model.number)") }

    ScopeContext.shared.withScope(.screen, id: "book/Dune") {
        let first = container.resolve(BookPageModel.self)!
        print("  screen book/Dune: created BookPageModel #\(first.number)")
        let again = container.resolve(BookPageModel.self)!
        print("  screen book/Dune: \(again === first ? "reused" : "created") BookPageModel #\(again.number)")
    }
    ScopeContext.shared.endScope(.screen, id: "book/Dune")  // the page closed

    // A session: sign-in sets the member's id, sign-out clears it and disposes, newest first.
    container.registerScoped(MemberSession.self, scope: .session) {
        MemberSession(member: ScopeContext.shared.currentID(for: .session)!)
    }
    .onRelease { session in print("  session \(session.member) signed out: disposed MemberSession") }
    container.registerScoped(Basket.self, scope: .session) { r in
        Basket(session: r.resolve(MemberSession.self)!)
    }
    .onRelease { basket in print("  session \(basket.session.member) signed out: disposed Basket") }

    ScopeContext.shared.setCurrent(.session, id: "ada")  // signed in
    let basket = container.resolve(Basket.self)!
    print("  session ada: created MemberSession, then Basket")
    basket.titles.append("Kindred")
    let sameBasket = container.resolve(Basket.self)! === basket
    print("  session ada: \(sameBasket ? "reused" : "created") Basket, holding \(basket.titles)")
    ScopeContext.shared.clear(.session)  // signed out

    // Requests: three served at once, each in its own scope, ended when it is answered.
    container.registerScoped(RequestContext.self, scope: .request) {
        RequestContext(id: ScopeContext.shared.currentID(for: .request)!)
    }
    .onRelease { context in scopeLog.record("  request \(context.id) ended: disposed RequestContext(\(context.id))") }
    container.register(LoanQuery.self) { r in LoanQuery(context: r.resolve(RequestContext.self)!) }
        .inObjectScope(.request)
        .onRelease { query in scopeLog.record("  request \(query.context.id) ended: disposed LoanQuery") }

    let requests = ["r1", "r2", "r3"]
    await withTaskGroup(of: Void.self) { group in
        for id in requests {
            group.addTask {
                await ScopeContext.shared.withScope(.request, id: id) {
                    defer { ScopeContext.shared.endScope(.request, id: id) }
                    let query = container.resolve(LoanQuery.self)!
                    scopeLog.record("  request \(id): created RequestContext(\(query.context.id)), then LoanQuery")
                    await Task.yield()  // other requests run here
                    let context = container.resolve(RequestContext.self)!
                    let reused = context === query.context ? "reused" : "created"
                    scopeLog.record("  request \(id): \(reused) RequestContext(\(context.id)) after a suspension")
                }
            }
        }
    }
    // Printed after all requests finished, grouped by request, so the output is the same every run.
    for id in requests {
        let lines = scopeLog.take { $0.hasPrefix("  request \(id):") || $0.hasPrefix("  request \(id) ended:") }
        for line in lines { print(line) }
    }
    print("  request scopes still open: \(ScopeContext.shared.activeIDs(of: .request).count)")

    // A singleton that captures a request's context is reported with its chain.
    container.register(LoanStatistics.self) { r in LoanStatistics(context: r.resolve(RequestContext.self)!) }
        .inObjectScope(.container)
    ScopeContext.shared.withScope(.request, id: "r4") {
        defer { ScopeContext.shared.endScope(.request, id: "r4") }
        _ = container.resolve(LoanStatistics.self)
    }
    for line in scopeLog.take(where: { $0.hasPrefix("  diagnostic:") }) {
        print(line.split(separator: ". ").joined(separator: ".\n              "))
    }
}

/// Lines written by concurrent requests and diagnostics, printed in a fixed order afterwards.
///
/// `@unchecked Sendable`: `lines` is only read or written on `queue`.
final class ScopeLog: @unchecked Sendable {
    private let queue = DispatchQueue(label: "loom-demo.scope-log")
    private var lines: [String] = []

    func record(_ line: String) { queue.sync { lines.append(line) } }

    /// Removes and returns the lines that match, in the order they were recorded.
    func take(where matches: (String) -> Bool) -> [String] {
        queue.sync {
            let taken = lines.filter(matches)
            lines.removeAll(where: matches)
            return taken
        }
    }
}

/// The state of one open book page.
final class BookPageModel {
    let number: Int
    init(number: Int) { self.number = number }
}

/// The signed-in member.
final class MemberSession {
    let member: String
    init(member: String) { self.member = member }
}

/// The books a member has picked during a session.
final class Basket {
    let session: MemberSession
    var titles: [String] = []
    init(session: MemberSession) { self.session = session }
}

/// What one request knows about itself: here, its id.
final class RequestContext {
    let id: String
    init(id: String) { self.id = id }
}

/// Looks up loans on behalf of one request.
final class LoanQuery {
    let context: RequestContext
    init(context: RequestContext) { self.context = context }
}

/// App-wide counters: it must not keep any one request's context.
final class LoanStatistics {
    let context: RequestContext
    init(context: RequestContext) { self.context = context }
}
