// Migration/FromSwinject.md, section 4: a resolver of your own that holds the container weakly
// compiles unchanged in Swift 6 mode. The package compiles this file (target MigrationSamples) and
// its tests resolve through it.

import Loom

final class WeakResolver: Resolver {
    weak var container: Container?
    func resolve<Service>(_ serviceType: Service.Type) -> Service? { container?.resolve(serviceType) }
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        container?.resolve(serviceType, name: name)
    }
    func resolve<Service, Arg1>(_ serviceType: Service.Type, argument: Arg1) -> Service? {
        container?.resolve(serviceType, argument: argument)
    }
}
