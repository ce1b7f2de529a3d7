// Animals: the services most tests register and resolve.
//
// Every fixture type lives inside a namespace enum, so no test file elsewhere in this target (for
// example the concurrency suites, which keep their own private fixtures) can collide with it.
// Nested types print without their namespace (`Cat`, not `Zoo.Cat`), which keeps the expected
// strings of `Container.description` and of the diagnostics short.

import Loom

enum Zoo {
    /// The service protocol most registrations use; not class-bound, so a struct can implement it.
    protocol Animal {
        var name: String { get }
    }

    // Marker protocols that `Cat` adopts, so type forwarding can be tested up to nine types.
    protocol Pet {}
    protocol Climber {}
    protocol Hunter {}
    protocol Sleeper {}
    protocol Purrer {}
    protocol Groomer {}
    protocol Jumper {}
    protocol Stalker {}

    final class Cat: Animal, Pet, Climber, Hunter, Sleeper, Purrer, Groomer, Jumper, Stalker {
        let name: String
        let isSleeping: Bool

        init(name: String = "Mimi", isSleeping: Bool = false) {
            self.name = name
            self.isSleeping = isSleeping
        }
    }

    final class Dog: Animal, Pet {
        let name: String

        init(name: String = "Hachi") {
            self.name = name
        }
    }

    /// A base class with a subclass, for "a subclass argument does not match its base".
    class Bird: Animal {
        let name: String

        init(name: String = "Tweety") {
            self.name = name
        }
    }

    final class Parrot: Bird {}

    /// A value type, for the scope rules that only apply to classes.
    struct Turtle: Animal {
        var name: String
    }
}

extension Zoo {
    /// Registers `Dog` with a factory that calls `count` each time it runs.
    @discardableResult
    static func registerDog(in container: Container, counting count: @escaping () -> Void) -> ServiceEntry<Dog> {
        container.register(Dog.self) { _ in
            count()
            return Dog()
        }
    }

    /// Registers `Cat` with a factory that calls `count` each time it runs.
    @discardableResult
    static func registerCat(in container: Container, counting count: @escaping () -> Void) -> ServiceEntry<Cat> {
        container.register(Cat.self) { _ in
            count()
            return Cat()
        }
    }
}
