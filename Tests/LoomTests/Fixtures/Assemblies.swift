// Assemblies that write what happens to them into a shared journal.

import Loom

enum Modules {
    /// Registers `Zoo.Animal` (a cat).
    struct AnimalAssembly: Assembly {
        var journal = Probe.Journal()

        func assemble(container: Container) {
            journal.write("assemble animals")
            container.register(Zoo.Animal.self) { _ in Zoo.Cat() }
        }

        func loaded(resolver: Resolver) {
            journal.write("loaded animals")
        }
    }

    /// Registers `Household.Owner`, which needs a `Zoo.Animal` from another assembly; when loaded it
    /// checks whether the owner resolves with a pet.
    struct OwnerAssembly: Assembly {
        var journal = Probe.Journal()

        func assemble(container: Container) {
            journal.write("assemble owners")
            container.register(Household.Owner.self) { r in Household.Owner(pet: r.resolve(Zoo.Animal.self)) }
        }

        func loaded(resolver: Resolver) {
            let hasPet = resolver.resolve(Household.Owner.self)?.pet != nil
            journal.write("loaded owners, pet: \(hasPet)")
        }
    }

    /// An assembly that keeps the resolver and container it was given.
    final class Observer: Assembly {
        private(set) var assembledContainer: Container?
        private(set) var loadedResolver: Resolver?

        func assemble(container: Container) {
            assembledContainer = container
            container.register(Zoo.Dog.self) { _ in Zoo.Dog() }
        }

        func loaded(resolver: Resolver) {
            loadedResolver = resolver
        }
    }

    /// An assembly that does not implement `loaded(resolver:)` (the default does nothing).
    struct Quiet: Assembly {
        func assemble(container: Container) {
            container.register(Zoo.Turtle.self) { _ in Zoo.Turtle(name: "Shelly") }
        }
    }
}
