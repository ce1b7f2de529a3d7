import Loom

/// Registering and resolving the four service types by index. Keys use the static type, so each
/// index is dispatched to its own concrete type.
enum Factories {
    static func register(_ spec: RegistrationSpec, in container: Container, ledger: Ledger, forwardedAs name: String??) {
        switch spec.service {
        case 0: register(Service0.self, spec, in: container, ledger: ledger, forwardedAs: name)
        case 1: register(Service1.self, spec, in: container, ledger: ledger, forwardedAs: name)
        case 2: register(Service2.self, spec, in: container, ledger: ledger, forwardedAs: name)
        default: register(Service3.self, spec, in: container, ledger: ledger, forwardedAs: name)
        }
    }

    static func resolve(_ service: Int, name: String?, argumentCount: Int, from resolver: Resolver) -> FuzzService? {
        switch service {
        case 0: resolve(Service0.self, name: name, argumentCount: argumentCount, from: resolver)
        case 1: resolve(Service1.self, name: name, argumentCount: argumentCount, from: resolver)
        case 2: resolve(Service2.self, name: name, argumentCount: argumentCount, from: resolver)
        case 3: resolve(Service3.self, name: name, argumentCount: argumentCount, from: resolver)
        default: resolve(FuzzForwarded.self, name: name, argumentCount: argumentCount, from: resolver) as? FuzzService
        }
    }

    private static func resolve<Service>(
        _ type: Service.Type, name: String?, argumentCount: Int, from resolver: Resolver
    ) -> Service? {
        switch argumentCount {
        case 0: resolver.resolve(type, name: name)
        case 1: resolver.resolve(type, name: name, argument: 7)
        case 2: resolver.resolve(type, name: name, arguments: 7, "seven")
        default: resolver.resolve(type, name: name, arguments: 7, "seven", true)
        }
    }

    private static func register<Service: FuzzService>(
        _ type: Service.Type, _ spec: RegistrationSpec, in container: Container, ledger: Ledger,
        forwardedAs forwardedName: String??
    ) {
        let make = { (resolver: Resolver) in Self.make(type, spec, resolver, ledger) }
        let entry: ServiceEntry<Service> = switch spec.argumentCount {
        case 0: container.register(type, name: spec.name) { r in make(r) }
        case 1: container.register(type, name: spec.name) { (r, _: Int) in make(r) }
        case 2: container.register(type, name: spec.name) { (r, _: Int, _: String) in make(r) }
        default: container.register(type, name: spec.name) { (r, _: Int, _: String, _: Bool) in make(r) }
        }
        entry.inObjectScope(spec.scope.objectScope)
        if spec.runsInitCompleted {
            entry.initCompleted { r, service in
                service.record.initCompletedRuns += 1
                if let dependency = spec.dependency {
                    _ = resolve(dependency, name: spec.dependencyName, argumentCount: 0, from: r)
                }
            }
        }
        if spec.hasOnRelease {
            entry.onRelease { service in service.record.onReleaseRuns += 1 }
        }
        if let forwardedName {
            entry.implements(FuzzForwarded.self, name: forwardedName)
        }
    }

    /// The factory: records the instance, and resolves its dependency twice to check that one
    /// object graph shares what its scope says it shares.
    private static func make<Service: FuzzService>(
        _ type: Service.Type, _ spec: RegistrationSpec, _ resolver: Resolver, _ ledger: Ledger
    ) -> Service {
        if let dependency = spec.dependency {
            let first = resolve(dependency, name: spec.dependencyName, argumentCount: 0, from: resolver)
            let second = resolve(dependency, name: spec.dependencyName, argumentCount: 0, from: resolver)
            Invariant.require((first == nil) == (second == nil), "one dependency resolved once only: \(spec.summary)")
            if let first, let second {
                Identity.check(first, second, sameGraph: true, context: "the dependency of \(spec.summary)")
            }
        }
        let scopeID = spec.scope.kind.flatMap { kind in
            ScopeContext.shared.currentID(for: kind).map { ScopeID(kind: kind, id: $0) }
        }
        let record = InstanceRecord(spec: spec, scopeID: scopeID)
        let instance = type.init(record: record)
        record.instance = instance
        ledger.add(record)
        return instance
    }
}

/// The identity rules of the scopes, for two resolves of one registration.
enum Identity {
    /// - Parameter sameGraph: Whether both resolves happened in one object graph (inside one
    ///   factory) rather than as two top-level resolves.
    static func check(_ first: FuzzService, _ second: FuzzService, sameGraph: Bool, context: String) {
        let spec = first.record.spec
        Invariant.require(spec === second.record.spec, "two resolves of one key used two registrations: \(context)")
        let same = first === second
        switch spec.scope {
        case .transient:
            Invariant.require(!same, "a transient service was reused: \(context)")
        case .graph:
            Invariant.require(same == sameGraph, "a graph-scoped service \(same ? "was" : "was not") shared: \(context)")
        case .container, .weak:
            Invariant.require(same, "a \(spec.scope)-scoped service was made twice: \(context)")
        case .request, .session, .screen:
            let current = ScopeContext.shared.currentID(for: spec.scope.kind!)
            Invariant.require(same == (current != nil),
                              "a \(spec.scope)-scoped service under id \(current ?? "none") was \(same ? "" : "not ")shared: \(context)")
            Invariant.require(first.record.scopeID?.id == current, "a \(spec.scope)-scoped service from another id: \(context)")
        }
        Invariant.require(first.record.initCompletedRuns == (spec.runsInitCompleted ? 1 : 0),
                          "initCompleted ran \(first.record.initCompletedRuns) times: \(context)")
    }
}
