import Loom
import LoomAutoregistration
import Testing

private final class DefinedCatalog {}
private final class DefinedLending {
    let catalog: DefinedCatalog
    init(catalog: DefinedCatalog) { self.catalog = catalog }
}

extension Container {
    fileprivate var lendingCatalog: Definition<DefinedCatalog> { define { _ in DefinedCatalog() }.inObjectScope(.container) }
}

@Suite("autoregister beside definitions")
struct DefinitionAutoregistrationTests {
    @Test func anAutoregisteredInitializerReceivesADeclaredDefinitionByItsType() {
        let container = Container()
        container.declare(\.lendingCatalog)
        container.autoregister(DefinedLending.self, initializer: DefinedLending.init)

        #expect(container.resolve(DefinedLending.self)?.catalog === container.lendingCatalog())
    }
}
