import Testing
@testable import Loom

@Suite("storyboardInitCompleted registrations")
struct StoryboardInitCompletedTests {
    typealias Screen = Screens.Screen
    typealias DetailScreen = Screens.DetailScreen

    @Test func theRegistrationPrintsAsSwinjectStoryboardsDoesKeyedByTheClass() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { _, _ in }

        #expect(container.description == """
            [
                { Service: AnyObject, Storyboard: LoomTests.Screens.Screen, Factory: (Resolver, AnyObject) -> AnyObject, \
            ObjectScope: graph, InitCompleted: Specified 1 closures }
            ]
            """)
    }

    @Test func aNamedRegistrationWithArgumentsPrintsItsNameAndArgumentTypes() {
        let container = Container()
        container.storyboardInitCompleted(DetailScreen.self, name: "modal") { (_, _, _: String, _: Int) in }

        #expect(container.description == """
            [
                { Service: AnyObject, Name: "modal", Storyboard: LoomTests.Screens.DetailScreen, \
            Factory: (Resolver, AnyObject, String, Int) -> AnyObject, ObjectScope: graph }
            ]
            """)
    }

    @Test func registeringTheSameClassAndNameAgainReplacesTheClosure() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("first") }
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("second") }
        let screen = Screen()

        container.injectDependencies(into: screen)

        #expect(screen.steps == ["second"])
        #expect(container.description.components(separatedBy: "Storyboard:").count == 2)
    }

    @Test func registrationsForInjectionDoNotDisturbOrdinaryResolution() {
        let container = Container()
        container.storyboardInitCompleted(Screen.self) { _, screen in screen.steps.append("injected") }
        container.register(Screen.self) { _ in Screen() }

        let resolved = container.resolve(Screen.self)

        #expect(resolved?.steps == [])
        #expect(container.resolve(AnyObject.self) == nil)
    }

    @Test func swinjectStoryboardCallSitesCompile() {
        let container = Container()
        container.register(Screens.Tracker.self) { _ in Screens.Tracker() }
        // Verbatim shapes of SwinjectStoryboard code: trailing closure, named, labelled, `$0`/`$1`.
        container.storyboardInitCompleted(Screen.self) { r, c in
            c.tracker = r.resolve(Screens.Tracker.self)
        }
        container.storyboardInitCompleted(Screen.self, name: "named") { r, c in
            c.tracker = r.resolve(Screens.Tracker.self)!
        }
        container.storyboardInitCompleted(DetailScreen.self, initCompleted: { $1.title = "\(type(of: $0))" })
        let detail = DetailScreen()

        container.injectDependencies(into: detail)

        #expect(detail.tracker != nil)
        #expect(detail.title == "Container")
    }
}
