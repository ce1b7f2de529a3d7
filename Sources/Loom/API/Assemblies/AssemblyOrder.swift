/// The order an ``Assembler`` applies a list of assemblies in: list order, except that an assembly
/// another one requires (``Assembly/requiredAssemblies``) is moved before it — a stable
/// topological order; and what is wrong with the list: a required assembly that is neither in it
/// nor applied before, a cycle of requirements.
///
/// Every assembly in the list is applied once, two of one type included (as in Swinject, where
/// assemblies that take parameters are common). A requirement names a type: the first assembly of
/// that type in the list satisfies it, and so does one applied before.
struct AssemblyOrder {
    /// The assemblies to apply, in order.
    private(set) var ordered: [Assembly] = []
    /// Messages for each missing requirement and each cycle, by assembly name.
    private(set) var problems: [String] = []

    /// - Parameters:
    ///   - assemblies: The list given to the assembler.
    ///   - isApplied: Whether the assembler applied an assembly of this type before.
    init(_ assemblies: [Assembly], isApplied: (any Assembly.Type) -> Bool) {
        var firstOfType: [ObjectIdentifier: Int] = [:]
        for (index, assembly) in assemblies.enumerated() where firstOfType[ObjectIdentifier(type(of: assembly))] == nil {
            firstOfType[ObjectIdentifier(type(of: assembly))] = index
        }
        var done = Set<Int>()
        var visiting: [Int] = []

        func visit(_ index: Int) {
            if done.contains(index) { return }
            let assembly = assemblies[index]
            if let start = visiting.firstIndex(of: index) {
                let names = (visiting[start...] + [index]).map { "\(type(of: assemblies[$0]))" }
                problems.append("Loom: assemblies require each other in a cycle: \(names.joined(separator: " -> ")). "
                    + "They are applied in list order; move what both need into an assembly of its own.")
                return
            }
            visiting.append(index)
            for required in assembly.requiredAssemblies {
                if let provider = firstOfType[ObjectIdentifier(required)] {
                    visit(provider)
                } else if !isApplied(required) {
                    problems.append("Loom: \(type(of: assembly)) requires \(required), which is neither in the list "
                        + "nor applied before by this assembler; add \(required)() to the assemblies.")
                }
            }
            visiting.removeLast()
            done.insert(index)
            ordered.append(assembly)
        }

        for index in assemblies.indices {
            visit(index)
        }
    }
}
