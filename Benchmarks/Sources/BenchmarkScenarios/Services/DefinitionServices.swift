import Loom

// The definitions of scenarios AK, AS, AH, BK and CK, and the services and owners of I1 and I2. AK, BK
// and CK define the very services A, B and C register, so that each pair of rows differs in how
// the service is declared only; each scenario still has a container of its own.

extension Container {
    /// AK and AH: a transient definition whose factory captures nothing.
    var plain: Definition<TransientService> { define { _ in TransientService() }.inObjectScope(.transient) }

    /// AS: AK's definition with a factory that captures `self`, as one calling another definition does.
    var plainCapturingSelf: Definition<CapturingService> {
        define { _ in CapturingService(self.capturedTag) }.inObjectScope(.transient)
    }

    /// BK: a container-scoped definition.
    var cached: Definition<SingletonService> { define { _ in SingletonService() }.inObjectScope(.container) }

    /// I1: the container-scoped definition `@Injected(\.injectedDefinition)` calls.
    var injectedDefinition: Definition<InjectedDefinitionService> {
        define { _ in InjectedDefinitionService() }.inObjectScope(.container)
    }

    /// What AS's factory reads from `self`: a constant, so the factory costs what AK's does but
    /// for the capture.
    var capturedTag: Int { 7 }
}

/// AS: a transient service made from something read on the container.
final class CapturingService {
    let tag: Int

    init(_ tag: Int) {
        self.tag = tag
    }
}

/// I1: the container-scoped service an `@Injected(\.injectedDefinition)` property reads.
final class InjectedDefinitionService {}

/// I2: the container-scoped service an `@Injected` property reads by type.
final class InjectedTypeService {}

/// I1: an owner with one property resolved by a definition.
final class DefinitionInjectedOwner {
    @Injected(\.injectedDefinition) var service: InjectedDefinitionService
}

/// I3: an owner with one property that calls a definition on its first read.
final class LazyDefinitionInjectedOwner {
    @LazyInjected(\.injectedDefinition) var service: InjectedDefinitionService
}

/// I2: an owner with one property resolved by type.
final class TypeInjectedOwner {
    @Injected var service: InjectedTypeService
}

/// I1 without the wrapper: the owner's own construction, with the service handed in.
final class PlainDefinitionOwner {
    let service: InjectedDefinitionService

    init(service: InjectedDefinitionService) {
        self.service = service
    }
}

/// I2 without the wrapper.
final class PlainTypeOwner {
    let service: InjectedTypeService

    init(service: InjectedTypeService) {
        self.service = service
    }
}
