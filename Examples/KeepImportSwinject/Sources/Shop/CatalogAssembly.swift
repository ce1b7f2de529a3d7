// The catalogue's registrations, autoregistered.

import Swinject
import SwinjectAutoregistration

struct CatalogAssembly: Assembly {
    func assemble(container: Swinject.Container) {
        container.autoregister(PriceList.self, initializer: StaticPriceList.init).asSingleton()
        container.autoregister(Inventory.self, initializer: Inventory.init)
    }
}
