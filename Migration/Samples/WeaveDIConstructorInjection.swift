// Migration/FromWeaveDI.md, section 3: constructor injection instead of `@Inject`. The package
// compiles this file (target MigrationSamples) and its tests resolve the model.

import Loom

final class CheckoutModel {
    let api: ShopAPI
    let session: ShopperSession

    init(api: ShopAPI, session: ShopperSession) {
        self.api = api
        self.session = session
    }
}

func registerCheckoutModel(in container: Container) {
    container.register(CheckoutModel.self) { r in
        CheckoutModel(api: r.resolve(ShopAPI.self)!, session: r.resolve(ShopperSession.self)!)
    }
}
