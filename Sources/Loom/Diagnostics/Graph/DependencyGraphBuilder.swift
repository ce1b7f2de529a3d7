/// Turns what a ``DependencyGraphRecorder`` saw during one `verify()` run into a
/// ``DependencyGraph``: names its nodes, says why the ones not reached were not verified, and marks
/// the nodes and edges each problem of the run concerns.
struct DependencyGraphBuilder {
    let record: DependencyGraphRecord

    private typealias Slot = DependencyGraphRecord.Slot
    private typealias Registered = DependencyGraphRecord.Registered
    private typealias Mark = DependencyGraph.Mark

    /// Where the marks of the run's problems go: per slot, and per (from, to) pair of slots.
    private struct Marks {
        var nodes: [Int: [Mark]] = [:]
        var edges: [Pair: [Mark]] = [:]

        struct Pair: Hashable {
            let from: Int
            let to: Int
        }

        mutating func mark(node slot: Int, _ mark: Mark) {
            nodes[slot, default: []].append(mark)
        }

        mutating func mark(edge from: Int, _ to: Int, _ mark: Mark) {
            edges[Pair(from: from, to: to), default: []].append(mark)
        }
    }

    func build(problems: [VerificationReport.Problem]) -> DependencyGraph {
        let slots = record.slots
        let words = slots.map(Self.words(of:))
        let ids = Self.uniqueIDs(slots.indices.map { Self.id(of: slots[$0], words: words[$0]) })
        let marks = marks(for: problems, slots: slots)
        // A scope prints the same for every node in it: printed once each.
        var scopes: [ObjectIdentifier: String] = [:]
        let nodes = slots.indices.map { index in
            let scope = slots[index].registration.map { registration in
                let printed = scopes[ObjectIdentifier(registration.scope)] ?? "\(registration.scope)"
                scopes[ObjectIdentifier(registration.scope)] = printed
                return printed
            }
            return node(slots[index], words: words[index], id: ids[index], scope: scope, reached: record.reached.contains(index), problems: marks.nodes[index] ?? [])
        }
        let edges = record.requests
            .map { request in
                DependencyGraph.Edge(
                    from: ids[request.from], to: ids[request.to], name: request.name,
                    argumentTypes: ArgumentTypeList(request.argumentsType).names,
                    problems: Self.sorted(marks.edges[Marks.Pair(from: request.from, to: request.to)] ?? []))
            }
        return DependencyGraph(nodes: nodes, edges: edges, problems: problems)
    }

    // MARK: Nodes

    /// What a slot's node and its id both show, worked out once: printing a type's name is the
    /// slowest step of naming a node.
    private struct Words {
        /// The service as its node shows it: the registered type, or an injection's class.
        let service: String
        let argumentTypes: [String]
        let isInjection: Bool
    }

    private static func words(of slot: Slot) -> Words {
        let key = slot.key
        guard let registration = slot.registration else {
            return Words(service: "\(key.serviceType)", argumentTypes: key.callerArgumentTypeNames, isInjection: false)
        }
        let injected: AnyClass? = (key.option as? InjectionOption)?.instanceClass
        let service: Any.Type = injected ?? (key == registration.key ? registration.registeredType : key.serviceType)
        return Words(service: "\(service)", argumentTypes: key.callerArgumentTypeNames, isInjection: injected != nil)
    }

    private func node(_ slot: Slot, words: Words, id: String, scope: String?, reached: Bool, problems: [Mark]) -> DependencyGraph.Node {
        let key = slot.key
        if slot.elsewhere {
            return DependencyGraph.Node(
                id: id, kind: .registered, service: words.service, name: key.isDefinition ? nil : key.name,
                argumentTypes: words.argumentTypes, scope: nil, containerLevel: nil,
                definition: key.isDefinition ? key.name : nil, unverifiedReason: Self.elsewhereReason,
                problems: Self.sorted(problems))
        }
        guard let registration = slot.registration else {
            return DependencyGraph.Node(
                id: id, kind: .missing, service: words.service, name: key.name,
                argumentTypes: words.argumentTypes, scope: nil, containerLevel: nil,
                definition: nil, unverifiedReason: nil, problems: Self.sorted(problems))
        }
        let kind: DependencyGraph.Node.Kind = words.isInjection ? .injection : registration.providedKind != nil ? .provided : .registered
        return DependencyGraph.Node(
            id: id, kind: kind, service: words.service, name: key.isDefinition ? nil : key.name,
            argumentTypes: words.argumentTypes, scope: scope, containerLevel: slot.level,
            definition: key.isDefinition ? key.name : nil,
            unverifiedReason: failedUnverifiedReason(slot) ?? (reached ? nil : unverifiedReason(slot)),
            problems: Self.sorted(problems))
    }

    /// Why a node of another container's service was not verified.
    static let elsewhereReason = "it is resolved on another container than the one verified"

    /// The node's id: the step a resolution path shows, without the scope; an injection's call.
    private static func id(of slot: Slot, words: Words) -> String {
        let key = slot.key
        if words.isInjection {
            return "injectDependencies(into: \(words.service)" + (key.name.map { ", name: \"\($0)\"" } ?? "")
                + (words.argumentTypes.isEmpty ? "" : ", arguments: " + words.argumentTypes.joined(separator: ", ")) + ")"
        }
        let isDefinition = key.isDefinition
        return ResolutionError.Step(
            service: words.service, name: isDefinition ? nil : key.name, argumentTypes: words.argumentTypes,
            scope: nil, definition: isDefinition ? key.name : nil
        ).description
    }

    /// `ids`, with a number added to each one a node before already has (two types that print alike).
    private static func uniqueIDs(_ ids: [String]) -> [String] {
        // A set with room for all, and counts only for the rare id seen twice: one hash per id.
        var seen = Set<String>(minimumCapacity: ids.count)
        var repeats: [String: Int] = [:]
        return ids.map { id in
            guard !seen.insert(id).inserted else { return id }
            let count = repeats[id, default: 1] + 1
            repeats[id] = count
            return "\(id) #\(count)"
        }
    }

    /// Why the run did not resolve the node: the first reason the run gave for one of its keys.
    /// Why a resolve of the node, though the run reached it, verified nothing: it failed for a value
    /// that only a sample can give (as the report's note says); `nil` otherwise.
    private func failedUnverifiedReason(_ slot: Slot) -> String? {
        slot.keys.lazy.compactMap { record.unverifiedAfterResolving[$0.key] }.first
    }

    private func unverifiedReason(_ slot: Slot) -> String {
        slot.keys.lazy.compactMap { record.unverifiedReasons[$0.key] }.first ?? "verify() did not reach it"
    }

    // MARK: Marks

    /// Each problem of the run on what it concerns: a missing service on its node and the edge into
    /// it, a cycle on each of its edges, a captive dependency on the edges of its chain, the other
    /// kinds on the node of the registration that failed.
    private func marks(for problems: [VerificationReport.Problem], slots: [Slot]) -> Marks {
        var marks = Marks()
        guard !problems.isEmpty else { return marks }
        let reported = Set(problems.map { "\($0.kind.rawValue)\u{0}\($0.cause)" })
        if !record.failures.isEmpty {
            let slotOfStep = Self.slotsByStep(slots)
            for failure in record.failures {
                let (kind, cause) = VerificationFindings.kindAndCause(of: failure)
                guard reported.contains("\(kind.rawValue)\u{0}\(cause)") else { continue }  // tolerated: a note
                mark(failure, as: Mark(kind: kind, cause: cause), slotOfStep: slotOfStep, in: &marks)
            }
        }
        if !record.captives.isEmpty {
            let slotOfDescription = Self.slotsByServiceDescription(slots)
            for captive in record.captives {
                let mark = Mark(kind: .captiveDependency, cause: VerificationFindings.captiveCause(of: captive))
                guard reported.contains("\(mark.kind.rawValue)\u{0}\(mark.cause)") else { continue }
                markChain(captive.chain.compactMap { slotOfDescription[$0] }, mark, in: &marks)
            }
        }
        return marks
    }

    private func mark(_ failure: ResolutionError, as mark: Mark, slotOfStep: [String: Int], in marks: inout Marks) {
        let path = failure.path.map { slotOfStep[Self.unscoped($0)] }
        switch failure.reason {
        case .circularDependency(let cycle):
            markChain(cycle.compactMap { slotOfStep[Self.unscoped($0)] }, mark, in: &marks)
        case .notRegistered:
            guard let missing = path.last ?? nil else { return }
            marks.mark(node: missing, mark)
            if path.count > 1, let from = path[path.count - 2] {
                marks.mark(edge: from, missing, mark)
            }
        case .wrongType, .factoryThrew, .noActiveScope, .captiveDependency, .asyncFactory:
            guard let failed = path.last ?? nil else { return }
            marks.mark(node: failed, mark)
        }
    }

    /// Marks the edge between each two successive slots of `chain` (a declaration's alias and its
    /// definition, one node, count once).
    private func markChain(_ chain: [Int], _ mark: Mark, in marks: inout Marks) {
        var previous: Int?
        for slot in chain where slot != previous {
            if let previous { marks.mark(edge: previous, slot, mark) }
            previous = slot
        }
    }

    /// The slot of each step a failure's path can show: a registration's (as its copy in the
    /// sandbox prints, without the scope) or a missing service's.
    private static func slotsByStep(_ slots: [Slot]) -> [String: Int] {
        var map: [String: Int] = [:]
        for (index, slot) in slots.enumerated() {
            guard slot.registration != nil else {
                let step = ResolutionError.Step(of: slot.key).description
                if map[step] == nil { map[step] = index }
                continue
            }
            for (_, registration) in slot.keys {
                let step = registration.unscopedStep
                if map[step] == nil { map[step] = index }
            }
        }
        return map
    }

    /// The slot of each registration as a scope diagnostic's chain names it.
    private static func slotsByServiceDescription(_ slots: [Slot]) -> [String: Int] {
        var map: [String: Int] = [:]
        for (index, slot) in slots.enumerated() {
            for (_, registration) in slot.keys {
                let text = ServiceDescription(key: registration.key, registeredType: registration.registeredType, scope: registration.scope).text
                if map[text] == nil { map[text] = index }
            }
        }
        return map
    }

    private static func unscoped(_ step: ResolutionError.Step) -> String {
        ResolutionError.Step(service: step.service, name: step.name, argumentTypes: step.argumentTypes, scope: nil,
                             definition: step.definition).description
    }

    /// Marks in the order of ``VerificationReport/Problem/Kind``, then by cause; each once.
    private static func sorted(_ marks: [Mark]) -> [Mark] {
        guard marks.count > 1 else { return marks }
        let kinds = VerificationReport.Problem.Kind.allCases
        var seen = Set<Mark>()
        return marks.filter { seen.insert($0).inserted }
            .sorted { (kinds.firstIndex(of: $0.kind) ?? 0, $0.cause) < (kinds.firstIndex(of: $1.kind) ?? 0, $1.cause) }
    }
}
