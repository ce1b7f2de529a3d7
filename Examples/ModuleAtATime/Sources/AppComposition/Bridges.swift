// The two bridges between the containers: one generic helper each way. This file imports both
// Loom and Swinject, so it names every container type by its module: `Loom.Container`,
// `Swinject.Resolver`, `Swinject.ServiceEntry<Service>`.

import Loom
import Swinject

extension Loom.Container {
    /// Registers `service` here as a forward to `swinject`, the container that still registers it:
    /// resolving it here resolves it there. Transient, so the scope Swinject gives it decides
    /// whether an instance is shared.
    ///
    /// Pass `swinjectContainer.synchronize()`: Loom may run the forward on several threads at once,
    /// and a plain Swinject container is not safe to resolve from them.
    @discardableResult
    public func bridge<Service>(
        _ service: Service.Type,
        name: String? = nil,
        from swinject: Swinject.Resolver
    ) -> Loom.ServiceEntry<Service> {
        register(service, name: name) { _ in
            guard let instance = swinject.resolve(service, name: name) else {
                preconditionFailure("\(service) is bridged to the Swinject container, which cannot resolve it")
            }
            return instance
        }
        .inObjectScope(.transient)
    }
}

extension Swinject.Container {
    /// Registers `service` here as a forward to `loom`, the container it has moved to: resolving it
    /// here resolves it there. Transient, so the scope Loom gives it decides whether an instance is
    /// shared.
    @discardableResult
    public func bridge<Service>(
        _ service: Service.Type,
        name: String? = nil,
        from loom: Loom.Container
    ) -> Swinject.ServiceEntry<Service> {
        register(service, name: name) { _ in
            guard let instance = loom.resolve(service, name: name) else {
                preconditionFailure("\(service) is bridged to the Loom container, which cannot resolve it")
            }
            return instance
        }
        .inObjectScope(.transient)
    }
}
