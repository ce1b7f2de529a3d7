import Testing
@testable import Loom

/// Runs under ThreadSanitizer in CI (its name matches the filter in `.ci/run`).
@Suite("Scoped stress: 200 concurrent scopes with provided values and async disposal")
struct ScopedProvidedValueStressTests {
    final class Handler: @unchecked Sendable {
        let request: Provided.IncomingRequest?
        init(request: Provided.IncomingRequest?) { self.request = request }
    }

    @Test func everyScopeSeesOnlyItsOwnValueAndDisposesEachInstanceOnce() async {
        let log = Scoped.Log()
        let container = Provided.container()
        let scopes = container.scopeContext
        container.registerProvided(Provided.IncomingRequest.self, in: .request)
        container.register(Handler.self) { r in Handler(request: r.resolve(Provided.IncomingRequest.self)) }
            .inObjectScope(.request)
        container.register(Provided.Transaction.self) { r in
            Provided.Transaction(r.resolve(Provided.IncomingRequest.self)?.path ?? "none", log: log)
        }
        .inObjectScope(.request)
        .onRelease { transaction in
            await Task.yield()
            log.record("released \(transaction.name)")
        }

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for number in 0..<200 {
                group.addTask {
                    let request = Provided.IncomingRequest(path: "/\(number)")
                    return await scopes.withScope(.request, id: "stress-\(number)", providing: { $0.provide(request) }) {
                        var wrong = 0
                        for _ in 0..<20 {
                            let handler = container.resolve(Handler.self)
                            let transaction = container.resolve(Provided.Transaction.self)
                            if handler?.request !== request || transaction?.name != "/\(number)" { wrong += 1 }
                            await Task.yield()
                        }
                        return wrong
                    }
                }
            }
            return await group.reduce(0, +)
        }

        #expect(mismatches == 0)
        let entries = log.entries
        #expect(entries.count == 400)
        for number in 0..<200 {
            #expect(entries.filter { $0 == "committed /\(number)" }.count == 1)
            #expect(entries.filter { $0 == "released /\(number)" }.count == 1)
        }
        #expect(scopes.activeIDs(of: .request).isEmpty)
    }
}
