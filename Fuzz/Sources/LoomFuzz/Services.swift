import Loom

/// What a registration was made with; every instance it creates points back at it.
final class RegistrationSpec {
    let service: Int
    let name: String?
    let argumentCount: Int
    let scope: FuzzScope
    let runsInitCompleted: Bool
    let hasOnRelease: Bool
    /// The service (always a higher index, so the graph has no cycle) its factory resolves twice.
    let dependency: Int?
    let dependencyName: String?

    init(service: Int, name: String?, argumentCount: Int, scope: FuzzScope, runsInitCompleted: Bool,
         hasOnRelease: Bool, dependency: Int?, dependencyName: String?) {
        self.service = service
        self.name = name
        self.argumentCount = argumentCount
        self.scope = scope
        self.runsInitCompleted = runsInitCompleted
        self.hasOnRelease = hasOnRelease
        self.dependency = dependency
        self.dependencyName = dependencyName
    }
}

/// The scopes a registration can have.
enum FuzzScope: CaseIterable {
    case transient, graph, container, weak, request, session, screen

    var objectScope: ObjectScope {
        switch self {
        case .transient: .transient
        case .graph: .graph
        case .container: .container
        case .weak: .weak
        case .request: .request
        case .session: .session
        case .screen: .screen
        }
    }

    var kind: ScopeKind? {
        switch self {
        case .request: .request
        case .session: .session
        case .screen: .screen
        default: nil
        }
    }
}

/// What happened to one instance; kept by the ledger after the instance is gone.
final class InstanceRecord {
    let spec: RegistrationSpec
    /// The scope id current when a screen-, session- or request-scoped instance was made; `nil`
    /// for a one-off instance made with no id current, and for the other scopes.
    let scopeID: ScopeID?
    weak var instance: FuzzService?
    var initCompletedRuns = 0
    var onReleaseRuns = 0
    var disposeRuns = 0

    init(spec: RegistrationSpec, scopeID: ScopeID?) {
        self.spec = spec
        self.scopeID = scopeID
    }
}

/// Implemented by every service, so registrations can forward to it with `implements`.
protocol FuzzForwarded: AnyObject {}

/// The fuzzed services: four types, each an instance of this class.
class FuzzService: FuzzForwarded, ScopeDisposable {
    let record: InstanceRecord

    required init(record: InstanceRecord) {
        self.record = record
    }

    func dispose() throws {
        record.disposeRuns += 1
    }
}

final class Service0: FuzzService {}
final class Service1: FuzzService {}
final class Service2: FuzzService {}
final class Service3: FuzzService {}

enum Services {
    static let count = 4
    /// The index that stands for `FuzzForwarded` in keys.
    static let forwarded = count

    static func type(_ index: Int) -> FuzzService.Type {
        switch index {
        case 0: Service0.self
        case 1: Service1.self
        case 2: Service2.self
        default: Service3.self
        }
    }

    static let names: [String?] = [nil, "a", "b", ""]
}
