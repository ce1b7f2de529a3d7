@testable import Loom
import Testing

@Suite("ContainerCollector: the containers a task made, for a test to verify afterwards")
struct ContainerCollectorTests {
    final class Cart {}

    final class Member {
        let name: String
        init(name: String) { self.name = name }
    }

    final class UserSession {
        let userID: String
        init(userID: String) { self.userID = userID }
    }

    @Test func aContainerAliveAtTheEndIsCollectedItselfWithTheSamplesItWasVerifiedWith() async {
        let collector = ContainerCollector()
        let outside = Container()
        let made = await collector.collecting { () -> Container in
            let inside = Container()
            inside.register(Member.self) { (_, name: String) in Member(name: name) }
            _ = inside.verify(samples: [VerificationSample(Member.self, arguments: "Ada")])
            _ = outside.verify(samples: [VerificationSample(Member.self, arguments: "Grace")])
            return inside
        }

        let collected = collector.finish()
        #expect(collected.count == 1)
        #expect(collected.first?.container === made)
        #expect(collected.first?.isStandIn == false)
        #expect(collected.first.map { $0.container.verify(samples: $0.samples).verifiedCount } == 1)
    }

    @Test func aContainerReleasedBeforeTheEndIsCollectedAsAStandInThatKeepsNoneOfItsInstances() async {
        let collector = ContainerCollector()
        weak var cart: Cart?
        await collector.collecting {
            let container = Container()
            container.register(Cart.self) { _ in Cart() }.inObjectScope(.container)
            container.register(Member.self) { (_, name: String) in Member(name: name) }
            cart = container.resolve(Cart.self)
            _ = container.verify(samples: [VerificationSample(Member.self, arguments: "Ada")])
        }

        #expect(cart == nil)  // neither the container nor its singleton outlived the task
        let collected = collector.finish()
        #expect(collected.map(\.isStandIn) == [true])
        let report = collected.first.map { $0.container.verify(samples: $0.samples) }
        #expect(report?.verifiedCount == 2)
        #expect(report?.problems.isEmpty == true)
    }

    @Test func aStandInReadsTheScopeIDsOfTheContainersScopeContextAsVerifyOpensThem() async {
        let collector = ContainerCollector()
        let scopes = ScopeContext()
        await collector.collecting {
            let container = Container(scopeContext: scopes)
            container.register(UserSession.self) { _ in UserSession(userID: scopes.currentID(for: .session)!) }
                .inObjectScope(.session)
        }

        let report = collector.finish().first?.container.verify()
        #expect(report?.problems.isEmpty == true)
        #expect(report?.verifiedCount == 1)
    }

    @Test func childTasksAndChildContainersAreCollectedInTheOrderMadeButTheDefaultContainerIsNot() async {
        let collector = ContainerCollector()
        let (parent, child, inTask) = await collector.collecting { () -> (Container, Container, Container) in
            let parent = Container()
            let child = Container(parent: parent)
            _ = Container.default
            let inTask = await Task { Container() }.value
            return (parent, child, inTask)
        }

        let collected = collector.finish().map(\.container)
        #expect(collected.count == 3)
        #expect(collected.first === parent)
        #expect(collected.dropFirst().first === child)
        #expect(collected.last === inTask)
    }

    @Test func nothingIsCollectedOutsideTheBindingOrAfterTheEnd() async {
        let collector = ContainerCollector()
        let before = Container()
        await collector.collecting {}
        let collected = collector.finish()
        let after = await collector.collecting { Container() }

        #expect(collected.isEmpty)
        #expect(collector.finish().isEmpty)
        withExtendedLifetime((before, after)) {}
    }
}
