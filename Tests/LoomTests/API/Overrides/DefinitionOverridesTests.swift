import Testing
@testable import Loom

/// The container these tests override: their own, shared by the parallel cases.
private let library = Container()

@Suite("Definitions under withOverrides")
struct DefinitionOverridesTests {
    @Test func anOverrideReplacesADefinitionInsideOnly() {
        let inside = library.withOverrides({ $0.definedClock.register { _ in Defined.Clock(today: 1) } }) {
            library.definedLoans().clock.today
        }

        #expect(inside == 1)
        #expect(library.definedLoans().clock.today == 100)
    }

    @Test(arguments: 0..<40)
    func fortyParallelTestsOverridingTheSameDefinitionSeeOnlyTheirOwn(today: Int) async {
        await library.withOverrides({ $0.definedTransientClock.register { _ in Defined.Clock(today: today) } }) {
            for _ in 0..<20 {
                await Task.yield()
                #expect(library.definedTransientClock().today == today)
            }
        }
    }
}

/// Definitions these tests replace on ``Container/default`` from inside their overlays.
extension Container {
    var overlaidClock: Definition<Defined.Clock> { define { _ in Defined.Clock() } }
    var overlaidTransientClock: Definition<Defined.Clock> { define { _ in Defined.Clock() }.inObjectScope(.transient) }
    var overlaidCachedClock: Definition<Defined.Clock> { define { _ in Defined.Clock() }.inObjectScope(.container) }
    var overlaidAvatar: ParameterDefinition<Int, Defined.Avatar> { define { _, userID in Defined.Avatar(userID: userID) } }
}

@Suite("A definition replaced or reset on the overlaid container while its overlay is bound")
struct OverlaidDefinitionTests {
    @Test func aReplacementRegisteredOnTheDefaultContainerInsideWithOverridesEndsWithIt() {
        Container.default.withOverrides({ _ in }) {
            Container.default.overlaidClock.register { _ in Defined.Clock(today: 1) }

            #expect(Container.default.overlaidClock().today == 1)
        }

        #expect(Container.default.overlaidClock().today == 100)
    }

    @Test(arguments: 0..<40)
    func fortyParallelTestsRegisteringOnTheDefaultContainerInsideTheirOverlaySeeOnlyTheirOwn(today: Int) async {
        await Container.default.withOverrides({ _ in }) {
            Container.default.overlaidTransientClock.register { _ in Defined.Clock(today: today) }
            for _ in 0..<20 {
                await Task.yield()
                #expect(Container.default.overlaidTransientClock().today == today)
            }
        }
    }

    @Test func aReplacementOnAContainerOfTheAppsOwnInsideItsOverridesEndsWithThem() {
        let feature = Container()

        let inside = feature.withOverrides({ _ in }) {
            feature.definedLoans.register { _ in Defined.FakeLoans() }
            return feature.definedLoans()
        }

        #expect(inside is Defined.FakeLoans)
        #expect(!(feature.definedLoans() is Defined.FakeLoans))
    }

    @Test func aParameterDefinitionsReplacementInsideTheOverlayEndsWithIt() {
        let container = Container()

        container.withOverrides({ _ in }) {
            container.overlaidAvatar.register { _, userID in Defined.Avatar(userID: -userID) }

            #expect(container.overlaidAvatar(7).userID == -7)
        }

        #expect(container.overlaidAvatar(7).userID == 7)
    }

    @Test func aParameterDefinitionsResetInsideTheOverlayUndoesTheContainersReplacementThereOnly() {
        let container = Container()
        container.overlaidAvatar.register { _, userID in Defined.Avatar(userID: userID * 10) }

        container.withOverrides({ _ in }) {
            container.overlaidAvatar.reset()

            #expect(container.overlaidAvatar(7).userID == 7)
        }

        #expect(container.overlaidAvatar(7).userID == 70)
    }

    @Test func aResetInsideTheOverlayUndoesTheContainersReplacementForTheOverlayOnly() {
        let container = Container()
        container.overlaidClock.register { _ in Defined.Clock(today: 5) }

        container.withOverrides({ _ in }) {
            container.overlaidClock.reset()

            #expect(container.overlaidClock().today == 100)
        }

        #expect(container.overlaidClock().today == 5)
    }

    @Test func aResetInsideTheOverlayUndoesTheOverridesReplacement() {
        let container = Container()

        container.withOverrides({ $0.overlaidClock.register { _ in Defined.Clock(today: 2) } }) {
            container.overlaidClock.reset()

            #expect(container.overlaidClock().today == 100)
        }
    }

    @Test func aResetInsideTheOverlayGivesItASingletonOfItsOwnAndLeavesTheContainersInstance() {
        let container = Container()
        let before = container.overlaidCachedClock()

        container.withOverrides({ _ in }) {
            #expect(container.overlaidCachedClock() === before)

            container.overlaidCachedClock.reset()
            let inside = container.overlaidCachedClock()

            #expect(inside !== before)
            #expect(container.overlaidCachedClock() === inside)
        }

        #expect(container.overlaidCachedClock() === before)
    }

    @Test func aResetInsideTheOverlayOfAChildContainerFallsBackToItsParentsReplacement() {
        let app = Container()
        app.overlaidClock.register { _ in Defined.Clock(today: 7) }
        let feature = Container(parent: app)
        feature.overlaidClock.register { _ in Defined.Clock(today: 8) }

        feature.withOverrides({ _ in }) {
            feature.overlaidClock.reset()

            #expect(feature.overlaidClock().today == 7)
        }

        #expect(feature.overlaidClock().today == 8)
    }

    @Test func aReplacementRegisteredInAnInnerOverlayEndsWithTheInnerOne() {
        let container = Container()

        container.withOverrides({ _ in }) {
            container.withOverrides({ _ in }) {
                container.overlaidClock.register { _ in Defined.Clock(today: 3) }

                #expect(container.overlaidClock().today == 3)
            }

            #expect(container.overlaidClock().today == 100)
        }
    }

    @Test func aReplacementOnAnotherContainerInsideTheOverlayStaysThere() {
        let overlaid = Container()
        let other = Container()

        overlaid.withOverrides({ _ in }) {
            _ = other.overlaidClock.register { _ in Defined.Clock(today: 9) }
        }

        #expect(other.overlaidClock().today == 9)
    }

    @Test func aChildContainerMadeInsideTheOverlayKeepsItsOwnReplacementAndIsNotOverlaid() {
        let app = Container()

        let child = app.withOverrides({ _ in }) {
            let child = Container(parent: app)
            child.overlaidClock.register { _ in Defined.Clock(today: 4) }
            app.overlaidClock.register { _ in Defined.Clock(today: 6) }  // into the overlay of `app`

            #expect(child.overlaidClock().today == 4)
            #expect(app.overlaidClock().today == 6)
            #expect(Container(parent: app).overlaidClock().today == 100)  // children do not consult the overlay
            return child
        }

        #expect(child.overlaidClock().today == 4)
        #expect(app.overlaidClock().today == 100)
    }
}
