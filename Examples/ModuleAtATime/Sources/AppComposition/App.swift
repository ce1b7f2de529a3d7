// The app's composition while it moves: Catalog's registrations in a Swinject container,
// Checkout's in a Loom container, and the bridges for what each needs from the other.

import Catalog
import Checkout
import Loom
import Swinject

/// The app's two containers.
public struct App {
    /// Catalog's container, until Catalog moves.
    public let swinject: Swinject.Container
    /// Checkout's container, and every module's once the move is done.
    public let loom: Loom.Container
}

public func makeApp() -> App {
    let swinject = Swinject.Container()
    let loom = Loom.Container()
    _ = Swinject.Assembler([CatalogAssembly()], container: swinject)
    _ = Loom.Assembler([CheckoutAssembly()], container: loom)

    // Checkout needs what Catalog still registers: Loom asks Swinject.
    let catalog = swinject.synchronize()
    loom.bridge(PriceList.self, from: catalog)
    loom.bridge(Search.self, from: catalog)
    loom.bridge(Visit.self, from: catalog)

    // Catalog needs the basket, which has moved: Swinject asks Loom.
    swinject.bridge(BasketContents.self, from: loom)

    return App(swinject: swinject, loom: loom)
}
