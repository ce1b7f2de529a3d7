import Testing
@testable import Loom

@MainActor
private final class CheckoutViewModel {
    let title: String

    init(title: String) {
        self.title = title
    }
}

private final class Title: Sendable {
    let text = "Checkout"
}

@Suite("@MainActor factories")
struct MainActorRegistrationTests {
    let container = Container()

    init() {
        container.register(Title.self) { _ in Title() }
        container.register(CheckoutViewModel.self) { @MainActor r in
            CheckoutViewModel(title: r.resolve(Title.self)!.text)
        }
    }

    @MainActor
    @Test func aMainActorFactoryResolvesOnTheMainActor() {
        let model = container.resolve(CheckoutViewModel.self)

        #expect(model?.title == "Checkout")
    }

    @MainActor
    @Test func aContainerScopedMainActorServiceIsMadeOnce() {
        container.register(CheckoutViewModel.self, name: "shared") { @MainActor _ in CheckoutViewModel(title: "one") }
            .inObjectScope(.container)

        #expect(container.resolve(CheckoutViewModel.self, name: "shared") === container.resolve(CheckoutViewModel.self, name: "shared"))
    }

    @Test func offTheMainActorASynchronousResolveGivesNilAndKeepsNothing() async {
        container.register(CheckoutViewModel.self, name: "shared") { @MainActor _ in CheckoutViewModel(title: "one") }
            .inObjectScope(.container)

        let offMain = await Task.detached { [container] in
            container.resolve(CheckoutViewModel.self, name: "shared") == nil
        }.value
        let onMain = await MainActor.run { container.resolve(CheckoutViewModel.self, name: "shared") != nil }

        #expect(offMain)
        #expect(onMain)
    }

    @Test func theMessageNamesTheServiceAndTheWayOut() {
        let message = Container.offMainActorMessage(CheckoutViewModel.self, name: "shared")

        #expect(message.contains("cannot resolve CheckoutViewModel named \"shared\" off the main actor"))
        #expect(message.contains("MainActor.run"))
    }
}
