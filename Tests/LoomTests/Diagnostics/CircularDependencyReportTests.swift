import Testing
@testable import Loom

@Suite("Circular dependency reports")
struct CircularDependencyReportTests {
    @Test func namesTheChainOfTheCycle() {
        let container = Container()
        let alpha = container.register(Ring.Alpha.self) { _ in Ring.Alpha() }
        let beta = container.register(Ring.Beta.self) { _ in Ring.Beta() }

        let report = CircularDependencyReport(path: [alpha.registration, beta.registration, alpha.registration])

        #expect(report.message.hasPrefix("Loom: circular dependency: Alpha -> Beta -> Alpha -> …"))
    }

    @Test func namesOnlyTheRepeatingPartOfALongerPath() {
        let container = Container()
        let visit = container.register(Household.Visit.self) { _ in Household.Visit(owner: Household.Owner(pet: nil)) }
        let alpha = container.register(Ring.Alpha.self) { _ in Ring.Alpha() }
        let beta = container.register(Ring.Beta.self) { _ in Ring.Beta() }
        let gamma = container.register(Ring.Gamma.self) { _ in Ring.Gamma() }
        let (v, a, b, g) = (visit.registration, alpha.registration, beta.registration, gamma.registration)
        let path = [v, a, b, g, a, b]

        let message = CircularDependencyReport(path: path).message

        // Named from the member the path entered the cycle by.
        #expect(message.contains("circular dependency: Alpha -> Beta -> Gamma -> Alpha -> …"))
        #expect(!message.contains("Visit"))
    }

    @Test func includesTheNamesOfNamedRegistrations() {
        let container = Container()
        let alpha = container.register(Ring.Alpha.self, name: "primary") { _ in Ring.Alpha() }
        let beta = container.register(Ring.Beta.self) { _ in Ring.Beta() }

        let message = CircularDependencyReport(path: [alpha.registration, beta.registration, alpha.registration]).message

        #expect(message.contains(#"Alpha("primary") -> Beta -> Alpha("primary")"#))
    }

    @Test func saysToBreakTheCycleWithInitCompleted() {
        let container = Container()
        let alpha = container.register(Ring.Alpha.self) { _ in Ring.Alpha() }
        let beta = container.register(Ring.Beta.self) { _ in Ring.Beta() }

        let message = CircularDependencyReport(path: [alpha.registration, beta.registration, alpha.registration]).message

        #expect(message.contains("initCompleted"))
        #expect(message.contains("200"))
    }

    @Test func aDeepPathWithoutARepeatIsReportedAsTooDeep() {
        let container = Container()
        let alpha = container.register(Ring.Alpha.self) { _ in Ring.Alpha() }
        let beta = container.register(Ring.Beta.self) { _ in Ring.Beta() }

        let report = CircularDependencyReport(path: [alpha.registration, beta.registration])

        #expect(report.cycle == nil)
        #expect(report.message.contains("without repeating a registration"))
        #expect(report.message.contains("Alpha -> Beta"))
    }

    @Test func anUnboundedCycleStopsTheProcessWithTheReport() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Ring.Chicken.self) { r in Ring.Chicken(egg: r.resolve(Ring.Egg.self)!) }
            container.register(Ring.Egg.self) { r in Ring.Egg(chicken: r.resolve(Ring.Chicken.self)!) }
            _ = container.resolve(Ring.Chicken.self)
        }

        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("circular dependency: Chicken -> Egg -> Chicken"))
        #expect(standardError.contains("initCompleted"))
    }

    @Test func anUnboundedCycleThroughInitCompletedAndANewGraphStopsTheProcessToo() async {
        // Each Provider read inside the cycle stays in the resolution, so the depth still grows.
        await #expect(processExitsWith: .failure) {
            let container = Container()
            container.register(Ring.Alpha.self) { _ in Ring.Alpha() }
                .inObjectScope(.transient)
                .initCompleted { r, alpha in alpha.beta = r.resolve(Provider<Ring.Beta>.self)?.instance }
            Ring.registerBetaWithAlphaSetInInitCompleted(in: container).inObjectScope(.transient)
            _ = container.resolve(Ring.Alpha.self)
        }
    }

    @Test func aCycleOfThreeListsEveryMemberAndHintsAtAnEdgeThatExists() {
        let container = Container()
        let cc = container.register(Shop.CC.self) { r in Shop.CC(next: r.resolve(Shop.CA.self)) }.registration
        let ca = container.register(Shop.CA.self) { r in Shop.CA(next: r.resolve(Shop.CB.self)) }.registration
        let cb = container.register(Shop.CB.self) { r in Shop.CB(next: r.resolve(Shop.CC.self)) }.registration

        let message = CircularDependencyReport(path: [cc, ca, cb, cc]).message

        #expect(message.contains("circular dependency: CC -> CA -> CB -> CC -> …"))
        // CB is the one that resolves CC: the hint must name that edge, not CA and CC.
        #expect(message.contains("register CB without CC in its initializer"))
        #expect(message.contains("`.initCompleted { r, s in s.dependency = r.resolve(CC.self) }` to CB's registration"))
        #expect(!message.contains("register CA without CC"))
    }

    @Test func theHintForACycleOfThreeWorksWhenFollowed() {
        let container = Container()
        container.register(Shop.CC.self) { r in Shop.CC(next: r.resolve(Shop.CA.self)) }
        container.register(Shop.CA.self) { r in Shop.CA(next: r.resolve(Shop.CB.self)) }
        container.register(Shop.CB.self) { _ in Shop.CB(next: nil) }
            .initCompleted { r, cb in cb.next = r.resolve(Shop.CC.self) }

        let cc = container.resolve(Shop.CC.self)

        #expect(cc?.next?.next?.next === cc)
    }

    @Test func aTransientServiceResolvingItselfFromInitCompletedIsNotToldToUseInitCompleted() {
        let container = Container()
        let echo = container.register(Shop.Echo.self) { _ in Shop.Echo() }
            .inObjectScope(.transient)
            .initCompleted { r, echo in echo.other = r.resolve(Shop.Echo.self) }
            .registration

        let message = CircularDependencyReport(path: [echo, echo, echo]).message

        #expect(message.contains("circular dependency: Echo -> Echo -> …"))
        #expect(message.contains("Echo is transient: each resolve makes a new instance"))
        #expect(message.contains("Give one member a scope that shares its instance"))
        #expect(!message.contains("Break the cycle by resolving one side in `initCompleted`"))
    }

    @Test func aCycleThroughATransientMemberHintsAtTheEdgeToASharedOne() {
        let container = Container()
        let cc = container.register(Shop.CC.self) { r in Shop.CC(next: r.resolve(Shop.CA.self)) }
            .inObjectScope(.transient).registration
        let ca = container.register(Shop.CA.self) { r in Shop.CA(next: r.resolve(Shop.CB.self)) }.registration
        let cb = container.register(Shop.CB.self) { r in Shop.CB(next: r.resolve(Shop.CC.self)) }.registration

        let message = CircularDependencyReport(path: [cc, ca, cb, cc]).message

        // CC is transient: resolving it from CB's initCompleted would make a new one. CB is shared.
        #expect(message.contains("register CA without CB in its initializer"))
        #expect(!message.contains("register CB without CC"))
    }

    @Test func aDefinitionAPropertyWrapperCanCallGetsTheLazyInjectedHint() throws {
        let container = Container()
        _ = container.definedLoans()
        let loans = try #require(container.registry.registrations.first { $0.key.name == "definedLoans" }?.registration)

        #expect(CircularDependencyReport.wrapperHint(for: loans)
            == " If an `@Injected(\\.definedLoans)` property makes this call, `@LazyInjected(\\.definedLoans)` waits for the property's first read instead.")
    }

    @Test func aParameterDefinitionGetsNoPropertyWrapperHint() throws {
        // No property wrapper can call a definition that takes a parameter.
        let container = Container()
        _ = container.definedAvatar(7)
        let avatar = try #require(container.registry.registrations.first { $0.key.name == "definedAvatar" }?.registration)

        #expect(CircularDependencyReport.wrapperHint(for: avatar) == "")
    }
}
