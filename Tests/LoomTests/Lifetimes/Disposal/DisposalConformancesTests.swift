import Testing
@testable import Loom

@Suite("What disposing an instance runs, remembered by type")
struct DisposalConformancesTests {
    class Connection: @unchecked Sendable {
        let log: Scoped.Log
        let name: String
        init(_ name: String, log: Scoped.Log) {
            self.name = name
            self.log = log
        }
    }

    final class ClosingConnection: Connection, ScopeDisposable, @unchecked Sendable {
        func dispose() { log.record("closed \(name)") }
    }

    final class DrainingConnection: Connection, AsyncScopeDisposable, @unchecked Sendable {
        func dispose() async { log.record("drained \(name)") }
    }

    struct Plain {}

    struct DisposableValue: ScopeDisposable {
        func dispose() {}
    }

    @Test func eachInstanceIsDisposedAsItsOwnTypeSaysWhateverTheInstanceBefore() async {
        let log = Scoped.Log()
        let container = Container(scopeContext: ScopeContext())
        let scopes = container.scopeContext
        // One registration whose instances are of three types, by request id.
        container.register(Connection.self) { _ in
            switch scopes.currentID(for: .request) {
            case "closing-1", "closing-2": ClosingConnection("c", log: log)
            case "draining": DrainingConnection("d", log: log)
            default: Connection("plain", log: log)
            }
        }
        .inObjectScope(.request)

        for id in ["plain-1", "closing-1", "closing-2", "plain-2", "draining", "plain-3", "closing-2"] {
            await scopes.withScope(.request, id: id, providing: { _ in }) {
                _ = container.resolve(Connection.self)
            }
        }

        #expect(log.entries == ["closed c", "closed c", "drained d", "closed c"])
    }

    @Test func answersAreThoseOfTheRuntimeAndStayTheSameWhenAskedAgain() {
        let log = Scoped.Log()
        let instances: [(Any, DisposalConformances.Answer)] = [
            (Connection("plain", log: log), []),
            (ClosingConnection("c", log: log), .disposable),
            (DrainingConnection("d", log: log), .asyncDisposable),
            (Plain(), []),
            (DisposableValue(), .disposable),
            (42, []),
        ]
        for _ in 0..<3 {
            for (instance, expected) in instances {
                #expect(DisposalConformances.shared.answer(for: instance) == expected)
            }
        }
    }

    @Test func aProvidedValueIsNamedOnlyWhenAReportNeedsIt() {
        #expect(ScopeValues.ServiceName.type(Plain.self, name: nil).text == "Plain")
        #expect(ScopeValues.ServiceName.type(Int.self, name: "port").text == "Int (name: \"port\")")
        #expect(ScopeValues.ServiceName.text("IncomingRequest").text == "IncomingRequest")
    }
}
