// The samples of the DocC article "Scoped Lifetimes": scripts/build-docs.sh keeps each of its Swift
// blocks equal to a region of this file (or marks it as UIKit, SwiftUI or Hummingbird code), and the
// tests below run them, verify the containers they build and check what the article says they do.
// The article's types are the suite's own, so that its short names do not clash with the other
// articles'.

import Dispatch
import Foundation
import Loom
import Testing

// begin region: custom-kind
extension ScopeKind {
    static let tenant = ScopeKind("tenant", lifetime: 400)
}
// end region: custom-kind

@Suite("Article Scoped Lifetimes: the samples verify and do what the article says", .verifiesItsContainers)
struct ScopedLifetimesTests {
    let article: Guide

    init() throws {
        article = try Guide(file: "Sources/Loom/Loom.docc/ScopedLifetimes.md")
    }

    @Test func theScopedRegistrationsVerifyAndEachSessionAndRequestHasItsOwnInstances() {
        let container = Container()
        container.register(API.self) { _ in API() }.inObjectScope(.container)

        // begin region: registering
        container.register(CartStore.self) { r in CartStore(api: r.resolve(API.self)!) }
            .inObjectScope(.session)

        container.registerScoped(RequestContext.self, scope: .request) { RequestContext() }
        container.registerScoped(Checkout.self, scope: .request) { r in
            Checkout(context: r.resolve(RequestContext.self)!, cart: r.resolve(CartStore.self)!)
        }
        // end region: registering

        let report = container.verify()
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 4, "\(report)")
        let session = "ada-\(UUID())"
        let (first, second) = ScopeContext.shared.withScope(.session, id: session) {
            (ScopeContext.shared.withScope(.request, id: "\(session)-1") { container.resolve(Checkout.self)! },
             ScopeContext.shared.withScope(.request, id: "\(session)-2") { container.resolve(Checkout.self)! })
        }
        #expect(first !== second && first.context !== second.context)
        #expect(first.cart === second.cart)  // one cart for the session
        for id in [session] { ScopeContext.shared.endScope(.session, id: id) }
        for id in ["\(session)-1", "\(session)-2"] { ScopeContext.shared.endScope(.request, id: id) }
    }

    @Test func aSessionFactoryThatReadsTheCurrentIDVerifiesAsWrittenAndGetsTheUsersID() {
        let container = Container()
        container.register(API.self) { _ in API() }.inObjectScope(.container)

        // begin region: session
        container.registerScoped(UserSession.self, scope: .session) { r in
            UserSession(userID: ScopeContext.shared.currentID(for: .session)!, api: r.resolve(API.self)!)
        }
        .onRelease { session in session.cancelUploads() }

        func didSignIn(as user: User) {
            ScopeContext.shared.setCurrent(.session, id: user.id)
        }

        func didSignOut() {
            ScopeContext.shared.clear(.session)  // ends the current session id and unsets it
        }
        // end region: session

        // The process-wide id that didSignIn sets would reach tests running at the same time: a
        // binding of this task's own stands in for it.
        let report = container.verify()
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 2, "\(report)")
        let user = User(id: "grace-\(UUID())")
        let session = ScopeContext.shared.withScope(.session, id: user.id) { container.resolve(UserSession.self)! }
        ScopeContext.shared.endScope(.session, id: user.id)
        #expect(session.userID == user.id)
        #expect(session.uploadsCancelled)
    }

    @Test func concurrentRequestsEachSeeTheirOwnInstances() async {
        let container = Container()
        container.register(API.self) { _ in API() }.inObjectScope(.container)
        container.register(CartStore.self) { r in CartStore(api: r.resolve(API.self)!) }.inObjectScope(.session)
        container.registerScoped(RequestContext.self, scope: .request) { RequestContext() }
        container.registerScoped(Checkout.self, scope: .request) { r in
            Checkout(context: r.resolve(RequestContext.self)!, cart: r.resolve(CartStore.self)!)
        }

        // begin region: serve
        func serve(_ requests: [Request]) async {
            await withTaskGroup(of: Void.self) { group in
                for request in requests {
                    group.addTask {
                        await ScopeContext.shared.withScope(.request, id: request.id) {
                            defer { ScopeContext.shared.endScope(.request, id: request.id) }
                            let checkout = container.resolve(Checkout.self)!
                            await checkout.run(request)  // may suspend; still this request's instances
                        }
                    }
                }
            }
        }
        // end region: serve

        let log = EventLog()
        let requests = (1...3).map { Request(id: "serve-\($0)-\(UUID())", log: log) }
        await serve(requests)

        #expect(Set(log.events).count == 3)  // three requests, three contexts
        #expect(requests.allSatisfy { !ScopeContext.shared.activeIDs(of: .request).contains($0.id) })
    }

    @Test func aServerContainerVerifiesWithASampleOfTheValueEachRequestIsHanded() async throws {
        let container = Container()
        container.register(DatabasePool.self) { _ in DatabasePool() }.inObjectScope(.container)

        // begin region: provided
        container.registerProvided(IncomingRequest.self, in: .request)
        container.register(RequestContext.self) { r in
            RequestContext(traceID: r.resolve(IncomingRequest.self)!.traceID)
        }
        .inObjectScope(.request)
        container.register(DatabaseTransaction.self) { r in DatabaseTransaction(pool: r.resolve(DatabasePool.self)!) }
            .inObjectScope(.request)
            .onRelease { transaction in try await transaction.commit() }  // awaited when the request ends
        // end region: provided

        // begin region: verifying
        let samples = [VerificationSample(providing: IncomingRequest(id: "sample", traceID: "trace-sample"))]
        let report = container.verify(samples: samples)
        let graph = container.dependencyGraph(samples: samples)
        // end region: verifying

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.notes.isEmpty, "\(report)")
        #expect(report.verifiedCount == 4, "\(report)")
        #expect(graph.edges.map { "\($0.from) -> \($0.to)" }.sorted() == [
            "DatabaseTransaction -> DatabasePool", "RequestContext -> IncomingRequest",
        ])

        let incoming = IncomingRequest(id: "request-\(UUID())", traceID: "trace-7")
        let (context, transaction) = await ScopeContext.shared.withScope(.request, id: incoming.id, providing: { $0.provide(incoming) }) {
            (container.resolve(RequestContext.self)!, container.resolve(DatabaseTransaction.self)!)
        }
        #expect(context.traceID == "trace-7")
        #expect(transaction.isCommitted)  // before withScope returned
    }

    @Test func withoutTheSampleVerifyStopsAtTheForceUnwrapAfterNamingTheSampleToPass() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(ScopedLifetimesTests.DatabasePool.self) { _ in ScopedLifetimesTests.DatabasePool() }
                .inObjectScope(.container)
            container.registerProvided(ScopedLifetimesTests.IncomingRequest.self, in: .request)
            container.register(ScopedLifetimesTests.RequestContext.self) { r in
                ScopedLifetimesTests.RequestContext(traceID: r.resolve(ScopedLifetimesTests.IncomingRequest.self)!.traceID)
            }
            .inObjectScope(.request)
            container.register(ScopedLifetimesTests.DatabaseTransaction.self) { r in
                ScopedLifetimesTests.DatabaseTransaction(pool: r.resolve(ScopedLifetimesTests.DatabasePool.self)!)
            }
            .inObjectScope(.request)
            _ = container.verify()
        }
        let written = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        let shown = try #require(article.output("verify-without-sample"))

        #expect(!shown.isEmpty)
        for line in shown {
            #expect(written.contains(line), "\(written)")
        }
    }

    @Test func aFactoryThatRequiresTheHandedValueIsANoteWithTheSameAdviceAndVerifyGoesOn() {
        let container = Container()
        container.registerProvided(IncomingRequest.self, in: .request)
        container.register(RequestContext.self) { r in try RequestContext(traceID: r.require(IncomingRequest.self).traceID) }
            .inObjectScope(.request)
        container.register(DatabasePool.self) { _ in DatabasePool() }

        let report = container.verify()

        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.verifiedCount == 1, "\(report)")  // the pool; the context is not verified without a request
        #expect(report.notes.contains { $0.hasPrefix("RequestContext [request] -> IncomingRequest [request]: not verified")
            && $0.contains("VerificationSample(providing: …)") }, "\(report)")
    }

    @Test func aScopeEndsNewestFirstSoTheLogFlushesBeforeTheDatabaseCloses() {
        let container = Container()
        let log = EventLog()
        EventLog.$current.withValue(log) {
            // begin region: disposal
            final class RequestDatabase: ScopeDisposable {
                let connection = DatabaseConnection()
                func dispose() throws { try connection.close() }
            }

            container.register(RequestDatabase.self) { _ in RequestDatabase() }
                .inObjectScope(.request)
            container.register(RequestLog.self) { r in RequestLog(database: r.resolve(RequestDatabase.self)!) }
                .inObjectScope(.request)
                .onRelease { log in try log.flush() }  // runs before the database closes
            // end region: disposal

            let report = container.verify()
            #expect(report.problems.isEmpty, "\(report)")
            let id = "request-\(UUID())"
            ScopeContext.shared.withScope(.request, id: id) { _ = container.resolve(RequestLog.self)! }
            ScopeContext.shared.endScope(.request, id: id)
        }
        #expect(log.events == ["log flushed", "connection closed"])
    }

    @Test func anAsyncFactoryRunsOncePerSessionAndResolveAsyncAwaitsIt() async {
        let container = Container()
        container.register(ProfileLoader.self) { _ in ProfileLoader() }
        let session = "reader-\(UUID())"

        await ScopeContext.shared.withScope(.session, id: session) {
            // begin region: async-factory
            container.registerAsyncScoped(Profile.self, scope: .session) { r in
                await r.resolve(ProfileLoader.self)!.load()
            }

            let profile = await container.resolveAsync(Profile.self)
            // end region: async-factory

            #expect(profile != nil)
            #expect(await container.resolveAsync(Profile.self) === profile)
        }
        ScopeContext.shared.endScope(.session, id: session)
        #expect(container.verify().problems.isEmpty)
    }

    @Test func detachedTasksAndDispatchQueuesBindTheRequestAgainAndReachItsInstances() async throws {
        let container = Container()
        container.register(AuditTrail.self) { _ in AuditTrail() }.inObjectScope(.request)
        let request = "request-\(UUID())"

        let trail = ScopeContext.shared.withScope(.request, id: request) {
            // begin region: detached
            let id = ScopeContext.shared.currentID(for: .request)!

            Task.detached {
                ScopeContext.shared.withScope(.request, id: id) {
                    container.resolve(AuditTrail.self)!.record("sent")
                }
            }

            DispatchQueue.global().async {
                ScopeContext.shared.withScope(.request, id: id) {
                    container.resolve(AuditTrail.self)!.record("sent")
                }
            }
            // end region: detached
            return container.resolve(AuditTrail.self)!
        }

        for _ in 0..<500 where trail.entries.count < 2 {
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        ScopeContext.shared.endScope(.request, id: request)
        #expect(trail.entries == ["sent", "sent"])  // both reached the request's own trail
        #expect(container.verify().problems.isEmpty)
    }

    @Test func theStrictPolicyReportsToTheClosureItIsGiven() {
        let container = Container()
        let logger = Logger()

        // begin region: policy
        container.scopePolicy = .strict
        container.scopePolicy.report = { diagnostic in
            logger.error("\(diagnostic.message)")
            if diagnostic.kind == .captiveDependency { assertionFailure(diagnostic.message) }
        }
        // end region: policy

        container.register(RequestContext.self) { _ in RequestContext() }.inObjectScope(.request)
        #expect(container.resolve(RequestContext.self) == nil)  // no request id: .fail
        #expect(logger.messages.count == 1)
        #expect(container.verify().problems.isEmpty)
    }

    @Test func aKindOfYourOwnKeepsOneInstancePerID() {
        let container = Container()

        // begin region: custom-kind-registration
        container.register(TenantSettings.self) { _ in TenantSettings() }
            .inObjectScope(.scoped(.tenant))
        // end region: custom-kind-registration

        let tenant = "tenant-\(UUID())"
        let (first, second) = ScopeContext.shared.withScope(.tenant, id: tenant) {
            (container.resolve(TenantSettings.self)!, container.resolve(TenantSettings.self)!)
        }
        ScopeContext.shared.endScope(.tenant, id: tenant)
        #expect(first === second)
        #expect(ScopeKind.tenant.lifetime > ScopeKind.session.lifetime)
        #expect(container.verify().problems.isEmpty)
    }
}

// MARK: - Stand-ins for the article's services

extension ScopedLifetimesTests {
    final class API {}

    final class CartStore {
        let api: API
        init(api: API) { self.api = api }
    }

    final class RequestContext {
        let traceID: String
        init(traceID: String = "") { self.traceID = traceID }
    }

    /// A request: what `serve` is handed, with the log its checkout writes to.
    struct Request: Sendable {
        let id: String
        let log: EventLog
    }

    final class Checkout {
        let context: RequestContext
        let cart: CartStore
        init(context: RequestContext, cart: CartStore) {
            self.context = context
            self.cart = cart
        }

        func run(_ request: Request) async {
            await Task.yield()
            request.log.record("\(ObjectIdentifier(context))")
        }
    }

    struct User {
        let id: String
    }

    final class UserSession {
        let userID: String
        let api: API
        private(set) var uploadsCancelled = false
        init(userID: String, api: API) {
            self.userID = userID
            self.api = api
        }

        func cancelUploads() { uploadsCancelled = true }
    }

    /// What the HTTP layer knows of a request before any of its services exists.
    struct IncomingRequest: Sendable {
        let id: String
        let traceID: String
    }

    final class DatabasePool {}

    final class DatabaseTransaction: @unchecked Sendable {
        let pool: DatabasePool
        private(set) var isCommitted = false
        init(pool: DatabasePool) { self.pool = pool }

        func commit() async throws {
            await Task.yield()
            isCommitted = true
        }
    }

    /// A request's database connection; closing it is written to the test's log.
    final class DatabaseConnection {
        private let log = EventLog.current
        func close() throws { log?.record("connection closed") }
    }

    final class RequestLog {
        let database: any ScopeDisposable
        private let log = EventLog.current
        init(database: any ScopeDisposable) { self.database = database }
        func flush() throws { log?.record("log flushed") }
    }

    final class Profile: Sendable {}

    final class ProfileLoader: Sendable {
        func load() async -> Profile {
            await Task.yield()
            return Profile()
        }
    }

    /// A request's audit trail, written from other threads.
    final class AuditTrail: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        func record(_ entry: String) { lock.withLock { recorded.append(entry) } }
        var entries: [String] { lock.withLock { recorded } }
    }

    final class TenantSettings {}

    /// Stands in for the app's logger.
    final class Logger: @unchecked Sendable {
        private let lock = NSLock()
        private var written: [String] = []
        func error(_ message: String) { lock.withLock { written.append(message) } }
        var messages: [String] { lock.withLock { written } }
    }

    /// Events in the order they happened, from any thread.
    final class EventLog: @unchecked Sendable {
        /// The log of the running test, for stand-ins made without arguments.
        @TaskLocal static var current: EventLog?
        private let lock = NSLock()
        private var recorded: [String] = []
        func record(_ event: String) { lock.withLock { recorded.append(event) } }
        var events: [String] { lock.withLock { recorded } }
    }
}
