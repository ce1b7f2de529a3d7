// The shop's helpers over Swinject's types, written with qualified names because this module has a
// `Container` of its own.

import Swinject

extension Swinject.Container {
    /// Registers `screen`, titled after its type, with what `initCompleted` sets on it.
    @discardableResult
    func registerScreen<Screen: ShopScreen>(
        _ screen: Screen.Type,
        initCompleted: ((Swinject.Resolver, Screen) -> Void)? = nil
    ) -> Swinject.ServiceEntry<Screen> {
        register(Screen.self) { r in
            let screen = Screen()
            screen.title = "\(Screen.self)".replacingOccurrences(of: "Screen", with: "")
            initCompleted?(r, screen)
            return screen
        }
    }
}

extension Swinject.ServiceEntry {
    /// One instance for the app's lifetime: the shop's name for the container scope.
    @discardableResult
    func asSingleton() -> Swinject.ServiceEntry<Service> {
        inObjectScope(.container)
    }
}
