import Testing
@testable import Loom

/// Cycles broken with `initCompleted`: the instance is cached before its `initCompleted` closures
/// run, so resolving it again from inside them gets the same instance.
@Suite("Circular dependencies")
struct CircularDependencyTests {
    private static let sharingScopes = [ObjectScope.graph, .container, .weak]

    @Test(arguments: sharingScopes)
    func twoObjectsWiredThroughPropertiesPointAtEachOther(scope: ObjectScope) {
        let container = Container()
        Ring.registerAlphaWithBetaSetInInitCompleted(in: container).inObjectScope(scope)
        Ring.registerBetaWithAlphaSetInInitCompleted(in: container).inObjectScope(scope)

        let alpha = container.resolve(Ring.Alpha.self)

        #expect(alpha?.beta != nil)
        #expect(alpha?.beta?.alpha === alpha)
    }

    @Test(arguments: sharingScopes)
    func anInitializerAndAPropertyResolvedFromThePropertySideCreateEachObjectOnce(scope: ObjectScope) {
        let container = Container()
        var alphaFactoryCalls = 0
        container.register(Ring.Alpha.self) { r in
            alphaFactoryCalls += 1
            return Ring.Alpha(beta: r.resolve(Ring.Beta.self)!)
        }.inObjectScope(scope)
        var alpha: Ring.Alpha?  // Beta's reference to Alpha is weak; keep Alpha alive here.
        container.register(Ring.Beta.self) { _ in Ring.Beta() }
            .inObjectScope(scope)
            .initCompleted { r, beta in
                alpha = r.resolve(Ring.Alpha.self)
                beta.alpha = alpha
            }

        let beta = container.resolve(Ring.Beta.self)

        #expect(alpha != nil)
        #expect(beta?.alpha === alpha)
        #expect(alpha?.beta === beta)
        #expect(alphaFactoryCalls == 1)
    }

    // Swinject's semantics, kept on purpose: when the cycle starts in an initializer, the outer
    // factory is still running when the inner resolve asks for the same service, so that factory
    // runs a second time. The instance made inside is cached first; the outer one is discarded
    // and the resolve returns the inner one, so the graph is consistent.
    @Test(arguments: sharingScopes)
    func aCycleStartingInAnInitializerRunsThatFactoryTwiceAndReturnsTheInstanceCachedFirst(scope: ObjectScope) {
        let container = Container()
        var alphas: [Ring.Alpha] = []
        container.register(Ring.Alpha.self) { r in
            let alpha = Ring.Alpha(beta: r.resolve(Ring.Beta.self)!)
            alphas.append(alpha)
            return alpha
        }.inObjectScope(scope)
        Ring.registerBetaWithAlphaSetInInitCompleted(in: container).inObjectScope(scope)

        let alpha = container.resolve(Ring.Alpha.self)

        #expect(alphas.count == 2)
        #expect(alpha === alphas.first)  // created by the inner resolve, which finished first
        #expect(alpha !== alphas.last)
        #expect(alpha?.beta?.alpha === alpha)
        #expect(alphas.last?.beta === alpha?.beta)
    }

    @Test(arguments: sharingScopes)
    func fourObjectsWiredThroughPropertiesFormOneRing(scope: ObjectScope) {
        let container = Container()
        Ring.registerAlphaWithBetaSetInInitCompleted(in: container).inObjectScope(scope)
        container.register(Ring.Beta.self) { _ in Ring.Beta() }
            .inObjectScope(scope)
            .initCompleted { r, beta in beta.gamma = r.resolve(Ring.Gamma.self) }
        container.register(Ring.Gamma.self) { _ in Ring.Gamma() }
            .inObjectScope(scope)
            .initCompleted { r, gamma in gamma.delta = r.resolve(Ring.Delta.self) }
        container.register(Ring.Delta.self) { _ in Ring.Delta() }
            .inObjectScope(scope)
            .initCompleted { r, delta in delta.alpha = r.resolve(Ring.Alpha.self) }

        let alpha = container.resolve(Ring.Alpha.self)

        #expect(alpha?.beta?.gamma?.delta != nil)
        #expect(alpha?.beta?.gamma?.delta?.alpha === alpha)
    }

    @Test(arguments: sharingScopes)
    func fourObjectsMixingInitializersAndPropertiesFormOneRing(scope: ObjectScope) {
        let container = Container()
        var factoryCalls: [String: Int] = [:]
        container.register(Ring.Alpha.self) { r in
            factoryCalls["Alpha", default: 0] += 1
            return Ring.Alpha(beta: r.resolve(Ring.Beta.self)!)
        }.inObjectScope(scope)
        container.register(Ring.Beta.self) { _ in
            factoryCalls["Beta", default: 0] += 1
            return Ring.Beta()
        }
        .inObjectScope(scope)
        .initCompleted { r, beta in beta.gamma = r.resolve(Ring.Gamma.self) }
        container.register(Ring.Gamma.self) { r in
            factoryCalls["Gamma", default: 0] += 1
            return Ring.Gamma(delta: r.resolve(Ring.Delta.self)!)
        }.inObjectScope(scope)
        container.register(Ring.Delta.self) { _ in
            factoryCalls["Delta", default: 0] += 1
            return Ring.Delta()
        }
        .inObjectScope(scope)
        .initCompleted { r, delta in delta.alpha = r.resolve(Ring.Alpha.self) }

        let alpha = container.resolve(Ring.Alpha.self)

        #expect(alpha?.beta?.gamma?.delta != nil)
        #expect(alpha?.beta?.gamma?.delta?.alpha === alpha)
        // Only the service whose initializer starts the cycle is created twice.
        #expect(factoryCalls == ["Alpha": 2, "Beta": 1, "Gamma": 1, "Delta": 1])
    }

    @Test func aCycleResolvedTwiceInTheGraphScopeGivesTwoSeparateRings() {
        let container = Container()
        Ring.registerAlphaWithBetaSetInInitCompleted(in: container)
        Ring.registerBetaWithAlphaSetInInitCompleted(in: container)

        let first = container.resolve(Ring.Alpha.self)
        let second = container.resolve(Ring.Alpha.self)

        #expect(first !== second)
        #expect(first?.beta !== second?.beta)
        #expect(second?.beta?.alpha === second)
    }

    @Test func aWeakRootStaysAliveWhileItsGraphIsBeingResolved() {
        let container = Container()
        container.register(Ring.Alpha.self) { r in Ring.Alpha(beta: r.resolve(Ring.Beta.self)!) }
            .inObjectScope(.weak)
        Ring.registerBetaWithAlphaSetInInitCompleted(in: container)

        let alpha = container.resolve(Ring.Alpha.self)

        #expect(alpha?.beta?.alpha === alpha)
    }
}
