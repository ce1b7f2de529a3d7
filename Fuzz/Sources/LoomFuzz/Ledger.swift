import Loom

/// Every instance the factories made during one input, and the checks on them.
final class Ledger {
    private(set) var records: [InstanceRecord] = []

    func add(_ record: InstanceRecord) {
        records.append(record)
    }

    /// After `endScope(kind, id)`: every instance made under that id is gone and was disposed once.
    func checkEnded(_ scope: ScopeID) {
        for record in records where record.scopeID == scope {
            checkDisposedOnce(record, when: "after endScope(\(scope))")
        }
    }

    /// At the end of an input, once every id has ended and the containers are gone.
    func checkAllReleased() {
        for record in records {
            if record.scopeID != nil {
                checkDisposedOnce(record, when: "at the end")
            } else {
                Invariant.require(record.disposeRuns == 0 && record.onReleaseRuns == 0,
                                  "an instance that no scope owned was disposed: \(record.spec.summary)")
            }
            Invariant.require(record.instance == nil, "an instance outlived its containers: \(record.spec.summary)")
        }
    }

    private func checkDisposedOnce(_ record: InstanceRecord, when moment: String) {
        Invariant.require(record.instance == nil, "a scoped instance is alive \(moment): \(record.spec.summary)")
        Invariant.require(record.disposeRuns == 1,
                          "dispose() ran \(record.disposeRuns) times \(moment): \(record.spec.summary)")
        Invariant.require(record.onReleaseRuns == (record.spec.hasOnRelease ? 1 : 0),
                          "onRelease ran \(record.onReleaseRuns) times \(moment): \(record.spec.summary)")
    }
}

/// A broken invariant stops the process, which libFuzzer reports as a crash with its input.
enum Invariant {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            fatalError("LoomFuzz invariant broken: \(message())")
        }
    }
}

extension RegistrationSpec {
    var summary: String {
        "Service\(service) name \(name.map { "\"\($0)\"" } ?? "nil"), \(argumentCount) arguments, \(scope)"
            + (runsInitCompleted ? ", initCompleted" : "") + (hasOnRelease ? ", onRelease" : "")
            + (dependency.map { ", resolves Service\($0)" } ?? "")
    }
}
