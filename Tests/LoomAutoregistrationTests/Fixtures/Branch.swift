// Branch: the departments of a library branch, twenty-one distinct services, to register
// initializers at and beyond SwinjectAutoregistration's twenty-dependency limit.

import Loom

enum Branch {
    final class Acquisitions { init() {} }
    final class Archive { init() {} }
    final class Binding { init() {} }
    final class Cafe { init() {} }
    final class Cataloguing { init() {} }
    final class Checkout { init() {} }
    final class Children { init() {} }
    final class Events { init() {} }
    final class Finance { init() {} }
    final class Helpdesk { init() {} }
    final class Interlibrary { init() {} }
    final class Lockers { init() {} }
    final class Maps { init() {} }
    final class Music { init() {} }
    final class Periodicals { init() {} }
    final class Printing { init() {} }
    final class Returns { init() {} }
    final class Security { init() {} }
    final class Shelving { init() {} }
    final class Wifi { init() {} }
    final class Parking { init() {} }

    /// Twenty dependencies, the most SwinjectAutoregistration supports.
    final class Library {
        let acquisitions: Acquisitions
        let archive: Archive
        let binding: Binding
        let cafe: Cafe
        let cataloguing: Cataloguing
        let checkout: Checkout
        let children: Children
        let events: Events
        let finance: Finance
        let helpdesk: Helpdesk
        let interlibrary: Interlibrary
        let lockers: Lockers
        let maps: Maps
        let music: Music
        let periodicals: Periodicals
        let printing: Printing
        let returns: Returns
        let security: Security
        let shelving: Shelving
        let wifi: Wifi

        init(
            acquisitions: Acquisitions,
            archive: Archive,
            binding: Binding,
            cafe: Cafe,
            cataloguing: Cataloguing,
            checkout: Checkout,
            children: Children,
            events: Events,
            finance: Finance,
            helpdesk: Helpdesk,
            interlibrary: Interlibrary,
            lockers: Lockers,
            maps: Maps,
            music: Music,
            periodicals: Periodicals,
            printing: Printing,
            returns: Returns,
            security: Security,
            shelving: Shelving,
            wifi: Wifi
        ) {
            self.acquisitions = acquisitions
            self.archive = archive
            self.binding = binding
            self.cafe = cafe
            self.cataloguing = cataloguing
            self.checkout = checkout
            self.children = children
            self.events = events
            self.finance = finance
            self.helpdesk = helpdesk
            self.interlibrary = interlibrary
            self.lockers = lockers
            self.maps = maps
            self.music = music
            self.periodicals = periodicals
            self.printing = printing
            self.returns = returns
            self.security = security
            self.shelving = shelving
            self.wifi = wifi
        }
    }

    /// Twenty-one dependencies: one more than SwinjectAutoregistration supports. The initializer
    /// takes each one; the first twenty are kept as the branch's `Library`.
    final class Campus {
        let library: Library
        let parking: Parking

        init(
            acquisitions: Acquisitions,
            archive: Archive,
            binding: Binding,
            cafe: Cafe,
            cataloguing: Cataloguing,
            checkout: Checkout,
            children: Children,
            events: Events,
            finance: Finance,
            helpdesk: Helpdesk,
            interlibrary: Interlibrary,
            lockers: Lockers,
            maps: Maps,
            music: Music,
            periodicals: Periodicals,
            printing: Printing,
            returns: Returns,
            security: Security,
            shelving: Shelving,
            wifi: Wifi,
            parking: Parking
        ) {
            library = Library(
                acquisitions: acquisitions, archive: archive, binding: binding, cafe: cafe,
                cataloguing: cataloguing, checkout: checkout, children: children, events: events,
                finance: finance, helpdesk: helpdesk, interlibrary: interlibrary, lockers: lockers,
                maps: maps, music: music, periodicals: periodicals, printing: printing,
                returns: returns, security: security, shelving: shelving, wifi: wifi
            )
            self.parking = parking
        }
    }

    /// Registers every department as a container-scoped singleton, so tests can compare instances.
    static func registerDepartments(in container: Container) {
        container.register(Acquisitions.self) { _ in Acquisitions() }.inObjectScope(.container)
        container.register(Archive.self) { _ in Archive() }.inObjectScope(.container)
        container.register(Binding.self) { _ in Binding() }.inObjectScope(.container)
        container.register(Cafe.self) { _ in Cafe() }.inObjectScope(.container)
        container.register(Cataloguing.self) { _ in Cataloguing() }.inObjectScope(.container)
        container.register(Checkout.self) { _ in Checkout() }.inObjectScope(.container)
        container.register(Children.self) { _ in Children() }.inObjectScope(.container)
        container.register(Events.self) { _ in Events() }.inObjectScope(.container)
        container.register(Finance.self) { _ in Finance() }.inObjectScope(.container)
        container.register(Helpdesk.self) { _ in Helpdesk() }.inObjectScope(.container)
        container.register(Interlibrary.self) { _ in Interlibrary() }.inObjectScope(.container)
        container.register(Lockers.self) { _ in Lockers() }.inObjectScope(.container)
        container.register(Maps.self) { _ in Maps() }.inObjectScope(.container)
        container.register(Music.self) { _ in Music() }.inObjectScope(.container)
        container.register(Periodicals.self) { _ in Periodicals() }.inObjectScope(.container)
        container.register(Printing.self) { _ in Printing() }.inObjectScope(.container)
        container.register(Returns.self) { _ in Returns() }.inObjectScope(.container)
        container.register(Security.self) { _ in Security() }.inObjectScope(.container)
        container.register(Shelving.self) { _ in Shelving() }.inObjectScope(.container)
        container.register(Wifi.self) { _ in Wifi() }.inObjectScope(.container)
        container.register(Parking.self) { _ in Parking() }.inObjectScope(.container)
    }
}
