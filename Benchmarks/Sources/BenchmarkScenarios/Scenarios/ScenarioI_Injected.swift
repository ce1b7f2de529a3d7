import BenchmarkHarness
import Loom

// I1, I2 and I3: create an owner with one `@Injected` (or `@LazyInjected`) property and read the
// property, against the same work without the wrapper in the minimum's column — Loom's own call
// (`container.x()` or `resolve(T.self)!`) and an owner that takes the service as a plain stored
// property. All resolve from `Container.default`, where the wrappers look, and read a
// container-scoped instance already created. Loom only.

/// I1: `@Injected(\.injectedDefinition) var service`, called when the owner is made.
func injectedDefinitionWorkload(_ contender: Contender) -> Workload? {
    definitionOwnerWorkload(contender) { makeDefinitionInjectedOwner().service }
}

/// I3: `@LazyInjected(\.injectedDefinition) var service`, called on the first read.
func lazyInjectedDefinitionWorkload(_ contender: Contender) -> Workload? {
    definitionOwnerWorkload(contender) { makeLazyDefinitionInjectedOwner().service }
}

/// I1's and I3's workload: `wrapped` makes the owner and reads its property; the minimum's column
/// calls `container.injectedDefinition()` and hands the instance to a plain owner.
private func definitionOwnerWorkload(_ contender: Contender, wrapped: @escaping @Sendable () -> AnyObject) -> Workload? {
    _ = defaultContainerForInjection
    let container = Container.default
    switch contender {
    case .minimum:
        return owning { makeOwner(service: container.injectedDefinition()).service }
    case .loom:
        return owning(wrapped)
    case .swinject:
        return nil
    }
}

/// I2: `@Injected var service: InjectedTypeService`, resolved by type.
func injectedByTypeWorkload(_ contender: Contender) -> Workload? {
    _ = defaultContainerForInjection
    let container = Container.default
    switch contender {
    case .minimum:
        return owning { makeOwner(service: container.resolve(InjectedTypeService.self)!).service }
    case .loom:
        return owning { makeTypeInjectedOwner().service }
    case .swinject:
        return nil
    }
}

/// A workload that creates an owner and reads its service once per iteration (`make` does both).
@inline(__always)
private func owning(_ make: @escaping @Sendable () -> AnyObject) -> Workload {
    resolving(make)
}

// The owners are made out of line, as an app's code that keeps them makes them: inlined, an owner
// that never escapes the loop could live on the stack, or not be made at all.

@inline(never)
private func makeOwner(service: InjectedDefinitionService) -> PlainDefinitionOwner {
    PlainDefinitionOwner(service: service)
}

@inline(never)
private func makeOwner(service: InjectedTypeService) -> PlainTypeOwner {
    PlainTypeOwner(service: service)
}

@inline(never)
private func makeDefinitionInjectedOwner() -> DefinitionInjectedOwner {
    DefinitionInjectedOwner()
}

@inline(never)
private func makeLazyDefinitionInjectedOwner() -> LazyDefinitionInjectedOwner {
    LazyDefinitionInjectedOwner()
}

@inline(never)
private func makeTypeInjectedOwner() -> TypeInjectedOwner {
    TypeInjectedOwner()
}

/// `Container.default` set up once per process for I1 and I2: the by-type registration and both
/// singletons created, so that every cell reads cached instances.
private let defaultContainerForInjection: Void = {
    let container = Container.default
    container.register(InjectedTypeService.self) { _ in InjectedTypeService() }.inObjectScope(.container)
    _ = container.resolve(InjectedTypeService.self)
    _ = container.injectedDefinition()
}()
