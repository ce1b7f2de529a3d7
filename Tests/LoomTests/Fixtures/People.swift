// People and other services that depend on animals.

import Loom

enum Household {
    /// Somebody with a pet, injected through the initializer.
    final class Owner {
        let pet: Zoo.Animal?
        let nickname: String?

        init(pet: Zoo.Animal?, nickname: String? = nil) {
            self.pet = pet
            self.nickname = nickname
        }
    }

    /// A visit to an owner: a service two levels above an animal.
    final class Visit {
        let owner: Owner

        init(owner: Owner) {
            self.owner = owner
        }
    }

    /// Two values of one type resolved by a single factory, to compare instances within one graph.
    final class Pair<Member> {
        let first: Member
        let second: Member

        init(first: Member, second: Member) {
            self.first = first
            self.second = second
        }
    }

    /// A service and a `Lazy` of the same service, resolved by one factory.
    final class WithLazy<Service> {
        let direct: Service
        let lazy: Lazy<Service>

        init(direct: Service, lazy: Lazy<Service>) {
            self.direct = direct
            self.lazy = lazy
        }
    }

    /// A service and a `Provider` of the same service, resolved by one factory.
    final class WithProvider<Service> {
        let direct: Service
        let provider: Provider<Service>

        init(direct: Service, provider: Provider<Service>) {
            self.direct = direct
            self.provider = provider
        }
    }
}

extension Household {
    /// Registers a ``WithLazy`` whose factory resolves `Service` and a `Lazy` of it, in one graph.
    static func registerWithLazy<Service>(_ serviceType: Service.Type, in container: Container) {
        container.register(WithLazy<Service>.self) { r in
            WithLazy(direct: r.resolve(Service.self)!, lazy: r.resolve(Lazy<Service>.self)!)
        }
    }
}
