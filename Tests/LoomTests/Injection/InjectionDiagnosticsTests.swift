import Testing
@testable import Loom

@Suite("Reporting injections that match nothing")
struct InjectionDiagnosticsTests {
    typealias Screen = Screens.Screen
    typealias ListScreen = Screens.ListScreen
    typealias DetailScreen = Screens.DetailScreen

    @Test func aFailedInjectionReportsTheClassNameAndArgumentTypes() throws {
        let spy = Screens.InjectionSpy()
        let container = Container(debugHelper: spy)

        container.injectDependencies(into: DetailScreen(), name: "modal", arguments: "Sours", 42)

        let report = try #require(spy.reports.first)
        #expect(spy.reports.count == 1)
        #expect(ObjectIdentifier(report.instanceType) == ObjectIdentifier(DetailScreen.self))
        #expect(report.name == "modal")
        #expect(ObjectIdentifier(report.argumentsType) == ObjectIdentifier((Resolver, AnyObject, String, Int).self))
        #expect(report.classes.map { ObjectIdentifier($0) }.suffix(3)
            == [ObjectIdentifier(Screen.self), ObjectIdentifier(ListScreen.self), ObjectIdentifier(DetailScreen.self)])
    }

    @Test func aSuccessfulOrRepeatedInjectionReportsNothing() {
        let spy = Screens.InjectionSpy()
        let container = Container(debugHelper: spy)
        container.storyboardInitCompleted(Screen.self) { _, _ in }
        let screen = Screen()

        container.injectDependencies(into: screen)
        container.injectDependencies(into: screen)

        #expect(spy.reports.isEmpty)
    }

    @Test func theMessageNamesTheRequestAndTheNearestRegistrationsOfTheHierarchy() throws {
        let spy = Screens.InjectionSpy()
        let parent = Container()
        parent.storyboardInitCompleted(Screen.self, name: "modal") { (_, _, _: Int) in }
        let container = Container(parent: parent, debugHelper: spy)
        container.storyboardInitCompleted(DetailScreen.self) { (_, _, _: Int) in }
        container.storyboardInitCompleted(Screens.Unrelated.self) { _, _ in }

        container.injectDependencies(into: DetailScreen(), name: "modal", argument: "42")

        let message = try #require(spy.reports.first).message
        #expect(message == """
            Loom: cannot inject dependencies into DetailScreen: nothing is registered for it or its superclasses \
            (ListScreen, Screen) as { Service: AnyObject, Name: "modal", Factory: (Resolver, AnyObject, String) -> AnyObject }.
            Nearest registrations:
                { Service: AnyObject, Name: "modal", Storyboard: LoomTests.Screens.Screen, \
            Factory: (Resolver, AnyObject, Int) -> AnyObject, ObjectScope: graph } (other argument types)
                { Service: AnyObject, Storyboard: LoomTests.Screens.DetailScreen, \
            Factory: (Resolver, AnyObject, Int) -> AnyObject, ObjectScope: graph } (other name, other argument types)
            """)
    }

    @Test func theMessageSaysWhenNothingIsRegisteredForTheHierarchy() throws {
        let spy = Screens.InjectionSpy()
        let container = Container(debugHelper: spy)
        container.storyboardInitCompleted(Screens.Unrelated.self) { _, _ in }

        container.injectDependencies(into: Screen())

        let message = try #require(spy.reports.first).message
        #expect(message.hasPrefix("Loom: cannot inject dependencies into Screen: nothing is registered for it as "
            + "{ Service: AnyObject, Factory: (Resolver, AnyObject) -> AnyObject }."))
        #expect(message.hasSuffix("No injection is registered for Screen or its superclasses, under any name or "
            + "arguments; register one with `storyboardInitCompleted(Screen.self) { r, instance in … }`."))
    }
}
