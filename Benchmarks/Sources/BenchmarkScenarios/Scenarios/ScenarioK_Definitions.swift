import BenchmarkHarness
import Loom

// AK, AS, AH, BK and CK: typed definitions (`extension Container { var x: Definition<T> { define { … } } }`)
// against Loom's own resolve of the same services (A, B and C register them), with direct code —
// the objects made or handed out by hand, no container — in the minimum's column: the physical
// floor. Loom only; Swinject has no definitions.

/// AK: a transient definition whose factory captures nothing, called as `container.plain()`.
func transientDefinitionWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        return resolving { makeTransientDirectly() }
    case .loom:
        let container = Loom.Container()
        _ = container.plain()
        return resolving { container.plain() }
    case .swinject:
        return nil
    }
}

/// AS: AK with a factory that captures `self` (the container), as every definition that calls
/// another definition does; the minimum's column is AK's definition, which captures nothing.
func selfCapturingDefinitionWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = Loom.Container()
        _ = container.plain()
        return resolving { container.plain() }
    case .loom:
        let container = Loom.Container()
        _ = container.plainCapturingSelf()
        return resolving { container.plainCapturingSelf() }
    case .swinject:
        return nil
    }
}

/// AH: AK with the definition made once and held, `let plain = container.plain`, then called as
/// `plain()`: what a loop that calls one definition many times can save; the minimum's column is AK.
func heldDefinitionWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let container = Loom.Container()
        _ = container.plain()
        return resolving { container.plain() }
    case .loom:
        let container = Loom.Container()
        let plain = UncheckedSendable(container.plain)
        _ = plain.value()
        return resolving { plain.value() }
    case .swinject:
        return nil
    }
}

/// BK: a container-scoped definition already created, called as `container.cached()`.
func cachedDefinitionWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        let singleton = UncheckedSendable(SingletonService())
        return resolving { singleton.value }
    case .loom:
        let container = Loom.Container()
        _ = container.cached()
        return resolving { container.cached() }
    case .swinject:
        return nil
    }
}

/// CK: scenario C's graph declared as 12 definitions; one call of `container.graphRoot()` builds
/// it (12 objects, 21 definition calls). The minimum's column makes the 12 objects by hand.
func definitionGraphWorkload(_ contender: Contender) -> Workload? {
    switch contender {
    case .minimum:
        precondition(makeGraphDirectly().sharesOneInstance)
        return resolving { makeGraphDirectly() }
    case .loom:
        let container = Loom.Container()
        precondition(container.graphRoot().sharesOneInstance)
        return resolving { container.graphRoot() }
    case .swinject:
        return nil
    }
}

/// Direct construction, kept out of line so that the optimiser cannot put the object on the stack:
/// a container's caller receives an object it must release, and so does this one's.
@inline(never)
func makeTransientDirectly() -> TransientService {
    TransientService()
}

/// Scenario C's graph made by hand: the physical floor of CK.
@inline(never)
func makeGraphDirectly() -> GraphRoot {
    let shared = GraphShared()
    return GraphRoot(
        GraphDependency0(shared), GraphDependency1(shared), GraphDependency2(shared), GraphDependency3(shared),
        GraphDependency4(shared), GraphDependency5(shared), GraphDependency6(shared), GraphDependency7(shared),
        GraphDependency8(shared), GraphDependency9(shared)
    )
}
