// A file that imports only the Swinject types it names, as some files of a Swinject app do.

import class Swinject.Container
import class Swinject.ServiceEntry

public final class ReceiptScreen: ShopScreen {
    public var title = ""
    public var lines: [String] = []
    public init() {}
}

extension Swinject.Container {
    /// Registers the receipt screen, which takes the payment's outcome as its runtime argument.
    @discardableResult
    func registerReceipt() -> Swinject.ServiceEntry<ReceiptScreen> {
        register(ReceiptScreen.self) { (_, outcome: String) in
            let screen = ReceiptScreen()
            screen.title = "Receipt"
            screen.lines = [outcome]
            return screen
        }
    }
}
