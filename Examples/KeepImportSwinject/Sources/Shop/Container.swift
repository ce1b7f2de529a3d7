// The shop's own entry to its services, named `Container` as many Swinject apps name theirs: in
// this module `Container` is this class, and the Swinject container it wraps is written
// `Swinject.Container`. Nothing here changed when the shop moved to Loom.

import Swinject

public typealias SwinjectContainer = Swinject.Container

/// The shop's services, assembled once.
public final class Container {
    let container: SwinjectContainer
    let assembler: Assembler
    /// Every registration the assemblies made, in order.
    public let registrations = RegistrationLog()

    public init() {
        container = Swinject.Container(behaviors: [registrations])
        assembler = Assembler([CatalogAssembly(), CheckoutAssembly()], container: container)
    }

    /// The resolver that screens and tests resolve from.
    public var resolver: Swinject.Resolver { assembler.resolver }

    /// `T`, which every assembly registers; stops naming it otherwise.
    public func resolve<T>(_ type: T.Type = T.self) -> T {
        guard let service = container.resolve(type) else { fatalError("\(T.self) is not registered") }
        return service
    }
}
