/// The order an ``Assembler`` applies a list of assemblies in: each after the assemblies it
/// requires (``Assembly/requiredAssemblies``), otherwise in list order — a stable topological
/// order — each type once; and what is wrong with the list: a required assembly that is neither in
/// it nor applied before, a cycle of requirements.
struct AssemblyOrder {
    /// The assemblies to apply, in order.
    private(set) var ordered: [Assembly] = []
    /// Messages for each missing requirement and each cycle, by assembly name.
    private(set) var problems: [String] = []

    /// - Parameters:
    ///   - assemblies: The list given to the assembler, types not applied before.
    ///   - isApplied: Whether the assembler applied an assembly of this type before.
    init(_ assemblies: [Assembly], isApplied: (any Assembly.Type) -> Bool) {
        var byType: [ObjectIdentifier: Assembly] = [:]
        for assembly in assemblies where byType[ObjectIdentifier(type(of: assembly))] == nil {
            byType[ObjectIdentifier(type(of: assembly))] = assembly
        }
        var done: Set<ObjectIdentifier> = []
        var visiting: [ObjectIdentifier] = []

        func visit(_ assembly: Assembly) {
            let id = ObjectIdentifier(type(of: assembly))
            if done.contains(id) { return }
            if let start = visiting.firstIndex(of: id) {
                let names = (visiting[start...] + [id]).map { Self.name(byType[$0]) }
                problems.append("Loom: assemblies require each other in a cycle: \(names.joined(separator: " -> ")). "
                    + "They are applied in list order; move what both need into an assembly of its own.")
                return
            }
            visiting.append(id)
            for required in assembly.requiredAssemblies {
                if let provider = byType[ObjectIdentifier(required)] {
                    visit(provider)
                } else if !isApplied(required) {
                    problems.append("Loom: \(type(of: assembly)) requires \(required), which is neither in the list "
                        + "nor applied before by this assembler; add \(required)() to the assemblies.")
                }
            }
            visiting.removeLast()
            done.insert(id)
            ordered.append(assembly)
        }

        for assembly in assemblies {
            visit(assembly)
        }
    }

    private static func name(_ assembly: Assembly?) -> String {
        assembly.map { "\(type(of: $0))" } ?? "?"
    }
}
