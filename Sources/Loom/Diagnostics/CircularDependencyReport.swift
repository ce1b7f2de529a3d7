/// The message for a resolution nested deeper than ``Container/maximumResolutionDepth``: almost
/// always a cycle of factories, which it names.
///
/// ```text
/// Loom: circular dependency: A -> B -> A -> … (resolving nested 200 levels deep stopped it).
/// Break the cycle by resolving one side in `initCompleted` instead of in its factory: …
/// ```
struct CircularDependencyReport {
    /// The registrations being resolved, outermost first; the last one is the one that hit the limit.
    let path: [Registration]
    /// Whether the process stops (`false` inside a `require`, which throws instead).
    var stops = true

    /// The repeating part of `path`, starting at the member the path entered the cycle by and
    /// ending with it again: for `V -> A -> B -> G -> A -> B`, `A -> B -> G -> A`.
    var cycle: [Registration]? {
        guard let last = path.last,
              let start = path.dropLast().lastIndex(where: { $0 === last })
        else { return nil }
        let members = Array(path[start..<(path.count - 1)])
        guard let entry = entryIndex(into: members) else { return nil }
        let first = path[entry]
        let rotation = members.firstIndex { $0 === first } ?? 0
        return Array(members[rotation...] + members[..<rotation]) + [first]
    }

    /// The path from the root into the cycle and once round it, rather than round and round.
    var trimmedPath: [Registration] {
        guard let cycle, let entry = entryIndex(into: cycle) else { return path }
        return Array(path[..<entry]) + cycle
    }

    /// Where `path` first reaches a member of `members`.
    private func entryIndex(into members: [Registration]) -> Int? {
        path.firstIndex { step in members.contains { $0 === step } }
    }

    var message: String {
        let limit = Container.maximumResolutionDepth
        guard let cycle else {
            let tail = path.suffix(8).map(Self.name(of:)).joined(separator: " -> ")
            return "Loom: resolution nested more than \(limit) levels deep without repeating a registration "
                + "(… -> \(tail)). Check for factories that create ever new argument values."
        }
        let chain = cycle.map(Self.name(of:)).joined(separator: " -> ")
        let found = stops ? "resolving nested \(limit) levels deep stopped it" : "the resolve failed instead of stopping the process; nothing was kept"
        return "Loom: circular dependency: \(chain) -> … (\(found)). "
            + Self.hint(for: cycle)
    }

    /// How to break `cycle` (its first member repeated at the end): move one of its edges — a
    /// registration resolving the next one — from the factory into `initCompleted`. Only an edge to a
    /// member that shares its instance works: resolving a transient member from `initCompleted`
    /// makes a new one, whose `initCompleted` does the same again. The closing edge is preferred
    /// (the member resolved last asks for the first); with no shared member there is no such edge.
    static func hint(for cycle: [Registration]) -> String {
        let edges = (0..<(cycle.count - 1)).reversed().map { (from: cycle[$0], to: cycle[$0 + 1]) }
        guard let edge = edges.first(where: { !isTransient($0.to) }) else {
            let members = Set(cycle.map { ObjectIdentifier($0) }).count
            let subject = members == 1 ? "\(name(of: cycle[0])) is transient" : "every member of the cycle is transient"
            return "\(subject): each resolve makes a new instance, so a cycle through it never closes — "
                + "not even from `initCompleted`, where resolving it again makes another instance whose "
                + "`initCompleted` does the same. Give one member a scope that shares its instance within "
                + "the resolution (`.graph`, the default, or `.container`), or stop resolving it from its "
                + "own `initCompleted` or from its dependencies."
        }
        let holder = name(of: edge.from), needed = name(of: edge.to)
        let (verb, kind) = edge.from.key.isDefinition ? ("define", "definition") : ("register", "registration")
        return "Break the cycle by resolving one side in `initCompleted` instead of in its factory, e.g. "
            + "\(verb) \(holder) without \(needed) in its initializer and add "
            + "`.initCompleted { r, s in s.dependency = \(resolution(of: edge.to)) }` to \(holder)'s \(kind)."
            + wrapperHint(for: edge.to)
    }

    /// For a definition a property wrapper can call: an `@Injected(\.x)` property calls it when its
    /// owner is made, so two owners whose properties call each other's definitions make a cycle;
    /// `@LazyInjected` breaks it.
    static func wrapperHint(for needed: Registration) -> String {
        guard let name = needed.key.wrappableDefinitionName else { return "" }
        return " If an `@Injected(\\.\(name))` property makes this call, `@LazyInjected(\\.\(name))` "
            + "waits for the property's first read instead."
    }

    /// How a factory asks for `entry`: `r.resolve(Egg.self, name: "x")`, or `self.egg()` for a definition.
    static func resolution(of entry: Registration) -> String {
        guard let name = entry.registeredName else { return "r.resolve(\(entry.registeredType).self)" }
        if entry.key.isDefinition { return "self.\(name)()" }
        return "r.resolve(\(entry.registeredType).self, name: \"\(name)\")"
    }

    static func isTransient(_ registration: Registration) -> Bool {
        (registration.objectScope as AnyObject) === ObjectScope.transient
    }

    static func name(of entry: Registration) -> String {
        guard let name = entry.registeredName else { return "\(entry.registeredType)" }
        if entry.key.isDefinition { return "\(entry.registeredType)(\\.\(name))" }
        return "\(entry.registeredType)(\"\(name)\")"
    }
}

extension Container {
    /// A resolution nested too deep: inside a `require`, the cycle is recorded and the resolve
    /// refused; otherwise the process stops with the report.
    func circularDependencyDetected(path: [Registration]) -> Any {
        var report = CircularDependencyReport(path: path)
        let recording = FailureRecorder.current.isRecording
        if recording || ObserverList.isActive {
            report.stops = !recording
            let cycle = report.cycle ?? Array(path.suffix(8))
            // From the root into the cycle once round, not the 200 steps that went round it.
            Self.deliverFailure(ResolutionError(
                reason: .circularDependency(cycle: cycle.map(ResolutionError.Step.init(of:))),
                path: report.trimmedPath.foldingDeclarations.map(ResolutionError.Step.init(of:)),
                explanation: report.message))
            if recording { return RefusedResolution.marker }
        }
        if let closing = path.last, closing.key.isDefinition {
            // A definition call closed the cycle: it stops at its caller's line, with this report.
            FailureRecorder.current.refusal = (closing.key, report.message)
            return RefusedResolution.marker
        }
        stopForCircularDependency(path: path)
    }

    /// Stops the process with the report of a resolution nested too deep. The report goes to a
    /// logging function the app set; Loom's own log writes to standard error, where `fatalError`
    /// prints the report already, so it is not written twice.
    func stopForCircularDependency(path: [Registration], file: StaticString = #fileID, line: UInt = #line) -> Never {
        let message = CircularDependencyReport(path: path).message
        Self.stop(withReport: message, file: file, line: line)
    }

    /// Stops with `report` at `file`:`line` (``ProcessStop``). The report goes to a logging function
    /// the app set; Loom's own log writes to standard error, where the stop prints the report
    /// already, so it is not written twice.
    static func stop(withReport report: String, file: StaticString, line: UInt) -> Never {
        ProcessStop.stop({
            if !LogSink.shared.writesToStandardError { Container.log(report) }
            return report
        }(), file: file, line: line)
    }
}
