import Dispatch
import Testing
@testable import Loom

/// A failed resolve whose service a container it never looks into registers — a child, a sibling —
/// says where, and the two fixes.
@Suite("Failure reports: a registration in a child or a sibling")
struct RegistrationOutOfReachTests {
    final class Audit {}
    final class Ledger {
        let audit: Audit?
        init(audit: Audit?) { self.audit = audit }
    }

    @Test func aParentNamesTheChildThatRegistersTheService() {
        let log = Misuse.Log()
        let parent = Container(debugHelper: log)
        parent.register(Misuse.Lamp.self) { _ in Misuse.Lamp() }
        let child = Container(parent: parent)
        child.register(Audit.self) { _ in Audit() }

        #expect(parent.resolve(Audit.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Audit: nothing is registered for { Service: Audit, Factory: Resolver -> Audit }.
            A child of this container registers Audit { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }, but a container looks only in itself and its parents.
            Resolve Audit through that child, or register it in this container or one of its parents.
            """])
        #expect(child.resolve(Audit.self) != nil)
    }

    @Test func aChildNamesTheSiblingThatRegistersTheService() {
        let log = Misuse.Log()
        let parent = Container()
        let reports = Container(parent: parent, debugHelper: log)
        let audits = Container(parent: parent)
        audits.register(Audit.self) { _ in Audit() }.inObjectScope(.container)

        #expect(reports.resolve(Audit.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Audit: nothing is registered for { Service: Audit, Factory: Resolver -> Audit }.
            A sibling of this container (another child of its parent) registers Audit { Service: Audit, Factory: Resolver -> Audit, ObjectScope: container }, but a container looks only in itself and its parents.
            Resolve Audit through that sibling, or register it in this container or one of its parents.
            """])
    }

    @Test func aDependencyAFactoryAsksForNamesTheChildToo() {
        let log = Misuse.Log()
        let parent = Container(debugHelper: log)
        parent.register(Ledger.self) { r in Ledger(audit: r.resolve(Audit.self)) }
        let child = Container(parent: parent)
        child.register(Audit.self, name: "yearly") { _ in Audit() }

        #expect(parent.resolve(Ledger.self)?.audit == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Audit: nothing is registered for { Service: Audit, Factory: Resolver -> Audit }.
            Asked for by Ledger [graph], on the path Ledger [graph] -> Audit.
            No registration of Audit exists, under any name or arguments (1 registration in this container and its parents).
            """], "another name in the child is not the key asked for")

        child.register(Audit.self) { _ in Audit() }
        _ = parent.resolve(Ledger.self)

        #expect(log.messages.last?.contains("A child of this container registers Audit") == true)
    }

    @Test func everyPlaceIsListedNearestFirstUnderTheNearestRegistrations() {
        let log = Misuse.Log()
        let root = Container()
        root.register(Audit.self, name: "yearly") { _ in Audit() }
        let middle = Container(parent: root, debugHelper: log)
        let grandchild = Container(parent: Container(parent: middle))
        grandchild.register(Audit.self) { _ in Audit() }
        let sibling = Container(parent: root)
        sibling.register(Audit.self) { _ in Audit() }
        let cousin = Container(parent: sibling)
        cousin.register(Audit.self) { _ in Audit() }

        #expect(middle.resolve(Audit.self) == nil)

        #expect(log.messages == ["""
            Loom: cannot resolve Audit: nothing is registered for { Service: Audit, Factory: Resolver -> Audit }.
            Nearest registrations:
                { Service: Audit, Name: "yearly", Factory: Resolver -> Audit, ObjectScope: graph } (other name)
            3 other containers of this hierarchy register Audit, but a container looks only in itself and its parents:
                a grandchild of this container: { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }
                a sibling of this container (another child of its parent): { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }
                a container in another branch of this hierarchy: { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }
            Resolve Audit through one of them, or register it in this container or one of its parents.
            """])
    }

    @Test func aChildThatWasReleasedIsNoLongerNamed() {
        let log = Misuse.Log()
        let parent = Container(debugHelper: log)
        var child: Container? = Container(parent: parent)
        child?.register(Audit.self) { _ in Audit() }
        #expect(HierarchyMembers.shared.members(of: parent.hierarchyID).count == 1)

        child = nil
        _ = parent.resolve(Audit.self)

        #expect(HierarchyMembers.shared.members(of: parent.hierarchyID).isEmpty)
        #expect(log.messages == ["""
            Loom: cannot resolve Audit: nothing is registered for { Service: Audit, Factory: Resolver -> Audit }.
            No registration of Audit exists, under any name or arguments (0 registrations in this container and its parents).
            """])
    }

    @Test func childrenThatEmptiedBeforeTheyDiedAreSweptAsTheTableGrows() {
        let parent = Container()
        for _ in 0..<200 {
            let child = Container(parent: parent)
            child.register(Audit.self) { _ in Audit() }
            child.removeAll()
        }

        #expect(HierarchyMembers.shared.members(of: parent.hierarchyID).count < 100)
    }

    @Test func childrenRegisteringAndDyingOnManyThreadsWhileTheParentReports() {
        let log = Misuse.Log()
        let parent = Container(debugHelper: log)
        let kept = Container(parent: parent)
        kept.register(Audit.self) { _ in Audit() }

        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index % 4 == 0 {
                _ = parent.resolve(Audit.self)
            } else {
                let child = Container(parent: parent)
                child.register(Ledger.self) { _ in Ledger(audit: nil) }
                if index % 3 == 0 { child.removeAll() }
            }
        }

        #expect(log.messages.count == 100)
        #expect(log.messages.allSatisfy { $0.contains("A child of this container registers Audit") })
    }

    @Test func onlyChildrenThatRegisterAreKept() {
        let parent = Container()
        parent.register(Audit.self) { _ in Audit() }
        let resolver = parent.synchronize()
        let resolving = Container(parent: parent)
        let forwarding = Container(parent: parent)
        forwarding.forward(AnyObject.self, to: parent.register(Ledger.self) { _ in Ledger(audit: nil) })

        #expect(resolver.resolve(Audit.self) != nil && resolving.resolve(Audit.self) != nil)
        #expect(HierarchyMembers.shared.members(of: parent.hierarchyID).map(\.container) == [ObjectIdentifier(forwarding)])
    }

    @Test func anOverrideIsNotNamedAsAnotherContainer() {
        let log = Misuse.Log()
        let container = Container(debugHelper: log)

        container.withOverrides({ $0.register(Audit.self) { _ in Audit() } }) {
            #expect(container.resolve(Audit.self) != nil)
            #expect(HierarchyMembers.shared.members(of: container.hierarchyID).isEmpty)
        }
    }

    @Test func requireExplainsWhereTheServiceIsRegistered() throws {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Audit.self) { _ in Audit() }

        let error = try #require(throws: ResolutionError.self) { try parent.require(Audit.self) }

        #expect(error.explanation.hasSuffix("""
            A child of this container registers Audit { Service: Audit, Factory: Resolver -> Audit, ObjectScope: graph }, but a container looks only in itself and its parents.
            Resolve Audit through that child, or register it in this container or one of its parents.
            """))
    }
}
