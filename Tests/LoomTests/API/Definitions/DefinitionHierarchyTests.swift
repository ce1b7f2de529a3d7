import Testing
@testable import Loom

@Suite("Definitions: parent and child containers")
struct DefinitionHierarchyTests {
    let parent = Container()
    let child: Container

    init() {
        child = Container(parent: parent)
        parent.register(Defined.Notifier.self) { _ in Defined.Notifier(channel: "mail") }
    }

    @Test func aDefinitionCalledOnAChildSeesTheChildsRegistrations() {
        child.register(Defined.Notifier.self) { _ in Defined.Notifier(channel: "sms") }

        #expect(child.definedReminders().notifier.channel == "sms")
        #expect(parent.definedReminders().notifier.channel == "mail")
    }

    @Test func aReplacementOnTheParentIsSeenByTheChild() {
        parent.definedClock.register { _ in Defined.Clock(today: 2) }

        #expect(child.definedClock().today == 2)
        #expect(child.definedLoans().clock.today == 2)
    }

    @Test func aReplacementOnTheChildIsNotSeenByTheParent() {
        child.definedClock.register { _ in Defined.Clock(today: 1) }

        #expect(child.definedLoans().clock.today == 1)
        #expect(parent.definedLoans().clock.today == 100)
    }

    @Test func aSingletonIsKeptByTheRootWhicheverContainerCalledFirst() {
        let throughChild = child.definedClock()

        #expect(parent.definedClock() === throughChild)
        #expect(Container(parent: child).definedClock() === throughChild)
    }

    @Test func resetOnTheChildBringsBackWhatTheParentSays() {
        parent.definedClock.register { _ in Defined.Clock(today: 2) }
        child.definedClock.register { _ in Defined.Clock(today: 1) }
        child.definedClock.reset()

        #expect(child.definedClock().today == 2)
    }

    @Test func aChildContainerDoesNotKeepItsParentsDefinitionsAlive() {
        weak var released: Container?
        do {
            let feature = Container(parent: parent)
            _ = feature.definedLoans()
            released = feature
        }
        #expect(released == nil)
    }
}
