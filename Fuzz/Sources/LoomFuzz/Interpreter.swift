import Loom

/// Tells the inputs apart: scope ids are process-wide, so each input uses ids of its own.
nonisolated(unsafe) private var inputsRun = 0

/// Runs one input as a program of container operations and checks Loom's invariants after each.
///
/// Operations: register (a service, a name, 0–3 arguments, a scope, `initCompleted`, `onRelease`,
/// `implements`, a dependency), resolve (twice, to check the scope's identity rule), add a child
/// container, `withScope` around the next few operations, `endScope`, `resetObjectScope` and
/// `removeAll`. Dependencies only point at services of a higher index, so no factory recurses.
final class Interpreter {
    private var program: ByteProgram
    private let ledger = Ledger()
    private var containers: [Container] = []
    private var model = RegistrationModel()
    private let input: Int
    private var scopeDepth = 0

    static let maximumContainers = 6
    static let idsPerKind = 3
    static let kinds: [ScopeKind] = [.request, .session, .screen]

    init(program: ByteProgram) {
        self.program = program
        inputsRun += 1
        input = inputsRun
        let root = Container()
        root.scopePolicy.report = { _ in }  // one-off and captive reports are expected here
        containers.append(root)
        _ = model.addContainer(parent: nil)
    }

    func run() {
        while !program.isAtEnd { step() }
        finish()
    }

    private func step() {
        program.spendOne()
        switch program.choose(12) {
        case 0, 1, 2: register()
        case 3, 4, 5, 6: resolve()
        case 7: addChild()
        case 8: withScope()
        case 9: endScope()
        case 10: resetObjectScope()
        default: removeAll()
        }
    }

    // MARK: Operations

    private func register() {
        let container = program.choose(containers.count)
        let service = program.choose(Services.count)
        let dependency = service + 1 + program.choose(Services.count)
        let spec = RegistrationSpec(
            service: service,
            name: Services.names[program.choose(Services.names.count)],
            argumentCount: program.choose(4),
            scope: FuzzScope.allCases[program.choose(FuzzScope.allCases.count)],
            runsInitCompleted: program.flag(),
            hasOnRelease: program.flag(),
            dependency: dependency < Services.count ? dependency : nil,
            dependencyName: Services.names[program.choose(Services.names.count)])
        let forwardedName: String?? = program.flag() ? .some(Services.names[program.choose(Services.names.count)]) : nil
        Factories.register(spec, in: containers[container], ledger: ledger, forwardedAs: forwardedName)
        model.register(.init(service: service, name: spec.name, argumentCount: spec.argumentCount), in: container)
        if let forwardedName {
            model.register(.init(service: Services.forwarded, name: forwardedName, argumentCount: spec.argumentCount),
                           in: container)
        }
    }

    private func resolve() {
        let container = program.choose(containers.count)
        let service = program.choose(Services.count + 1)
        let name = Services.names[program.choose(Services.names.count)]
        let argumentCount = program.choose(4)
        let resolver = containers[container]
        let first = Factories.resolve(service, name: name, argumentCount: argumentCount, from: resolver)
        let second = Factories.resolve(service, name: name, argumentCount: argumentCount, from: resolver)
        let registered = model.resolves(.init(service: service, name: name, argumentCount: argumentCount), from: container)
        let context = "Service\(service) name \(name ?? "nil"), \(argumentCount) arguments, container \(container)"
        Invariant.require((first != nil) == registered,
                          "resolve gave \(first == nil ? "nil" : "an instance") though the key is \(registered ? "" : "not ")registered: \(context)")
        Invariant.require((second != nil) == registered, "a second resolve disagreed with the first: \(context)")
        if let first, let second {
            Identity.check(first, second, sameGraph: false, context: context)
        }
    }

    private func addChild() {
        let parent = program.choose(containers.count)
        guard containers.count < Self.maximumContainers else { return }
        containers.append(Container(parent: containers[parent]))
        _ = model.addContainer(parent: parent)
    }

    private func withScope() {
        let kind = Self.kinds[program.choose(Self.kinds.count)]
        let id = scopeID(program.choose(Self.idsPerKind))
        let length = 1 + program.choose(8)
        guard scopeDepth < 6 else { return }
        scopeDepth += 1
        defer { scopeDepth -= 1 }
        ScopeContext.shared.withScope(kind, id: id) {
            for _ in 0..<length where !program.isAtEnd { step() }
        }
    }

    private func endScope() {
        let kind = Self.kinds[program.choose(Self.kinds.count)]
        let id = scopeID(program.choose(Self.idsPerKind))
        ScopeContext.shared.endScope(kind, id: id)
        ledger.checkEnded(ScopeID(kind: kind, id: id))
    }

    private func resetObjectScope() {
        let container = program.choose(containers.count)
        let scope = FuzzScope.allCases[program.choose(FuzzScope.allCases.count)]
        containers[container].resetObjectScope(scope.objectScope)
    }

    private func removeAll() {
        let container = program.choose(containers.count)
        containers[container].removeAll()
        model.removeAll(in: container)
        Invariant.require(containers[container].description == "[\n]", "removeAll left registrations")
    }

    // MARK: The end of the input

    private func scopeID(_ index: Int) -> String {
        "fuzz-\(input)-\(index)"
    }

    private func finish() {
        for kind in Self.kinds {
            for index in 0..<Self.idsPerKind {
                ScopeContext.shared.endScope(kind, id: scopeID(index))
            }
            Invariant.require(!ScopeContext.shared.activeIDs(of: kind).contains { $0.hasPrefix("fuzz-\(input)-") },
                              "a \(kind) id of this input is still open after endScope")
        }
        containers.removeAll()
        ledger.checkAllReleased()
    }
}
