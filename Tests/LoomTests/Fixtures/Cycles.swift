// Four services that depend on each other in a ring: Alpha -> Beta -> Gamma -> Delta -> Alpha.
//
// Each edge can be injected through the initializer or set afterwards (in `initCompleted`), so the
// tests can build two- and four-object cycles with any mix of the two. Edges that point back to the
// root are weak, so a resolved cycle does not leak.

import Loom

enum Ring {
    final class Alpha {
        var beta: Beta?

        init(beta: Beta? = nil) {
            self.beta = beta
        }
    }

    final class Beta {
        weak var alpha: Alpha?
        var gamma: Gamma?

        init(alpha: Alpha? = nil, gamma: Gamma? = nil) {
            self.alpha = alpha
            self.gamma = gamma
        }
    }

    final class Gamma {
        var delta: Delta?

        init(delta: Delta? = nil) {
            self.delta = delta
        }
    }

    final class Delta {
        weak var alpha: Alpha?

        init(alpha: Alpha? = nil) {
            self.alpha = alpha
        }
    }

    /// Two services whose initializers need each other: an unbreakable cycle.
    final class Chicken {
        let egg: Egg

        init(egg: Egg) {
            self.egg = egg
        }
    }

    final class Egg {
        let chicken: Chicken

        init(chicken: Chicken) {
            self.chicken = chicken
        }
    }
}

extension Ring {
    /// Registers `Alpha`, created without its `Beta`; `initCompleted` sets `beta`.
    @discardableResult
    static func registerAlphaWithBetaSetInInitCompleted(in container: Container) -> ServiceEntry<Alpha> {
        container.register(Alpha.self) { _ in Alpha() }
            .initCompleted { r, alpha in alpha.beta = r.resolve(Beta.self) }
    }

    /// Registers `Beta`, created without its `Alpha`; `initCompleted` points it back at `Alpha`.
    @discardableResult
    static func registerBetaWithAlphaSetInInitCompleted(in container: Container) -> ServiceEntry<Beta> {
        container.register(Beta.self) { _ in Beta() }
            .initCompleted { r, beta in beta.alpha = r.resolve(Alpha.self) }
    }
}
