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

/// A `@MainActor` type made from runtime arguments, as a feed screen's view model is.
@MainActor
private final class FeedViewModel {
    let id: Int
    let query: String

    init(id: Int, query: String = "") {
        self.id = id
        self.query = query
    }
}

/// A type with no isolation, for the call sites that must keep picking the non-isolated `register`.
private final class FeedLoader: Sendable {
    let id: Int

    init(id: Int) {
        self.id = id
    }
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

    @Test func theMessageNamesTheRuntimeArgumentTypes() {
        let message = Container.offMainActorMessage(
            FeedViewModel.self, name: "search", argumentsType: (Resolver, String, Int).self)

        #expect(message.contains("cannot resolve FeedViewModel named \"search\" with arguments (String, Int) off the main actor"))
        #expect(message.contains("MainActor.run"))
    }

    // MARK: With runtime arguments

    @MainActor
    @Test func aMainActorFactoryWithOneArgumentRunsOnTheMainActorWithIt() {
        container.register(FeedViewModel.self) { @MainActor (_: Resolver, id: Int) in FeedViewModel(id: id) }

        #expect(container.resolve(FeedViewModel.self, argument: 7)?.id == 7)
    }

    @MainActor
    @Test func namedMainActorFactoriesWithTwoAndThreeArgumentsRunOnTheMainActorWithThem() {
        container.register(FeedViewModel.self, name: "search") { @MainActor (_, query: String, page: Int) in
            FeedViewModel(id: page, query: query)
        }
        container.register(FeedViewModel.self, name: "titled") { @MainActor (r, query: String, page: Int, suffix: Character) in
            FeedViewModel(id: page, query: "\(r.resolve(Title.self)!.text) \(query)\(suffix)")
        }

        let search = container.resolve(FeedViewModel.self, name: "search", arguments: "cats", 2)
        let titled = container.resolve(FeedViewModel.self, name: "titled", arguments: "dogs", 3, Character("!"))

        #expect(search?.query == "cats")
        #expect(search?.id == 2)
        #expect(titled?.query == "Checkout dogs!")
        #expect(titled?.id == 3)
    }

    /// The reported bug: in `@MainActor` code (an app delegate's `setUp()`), a `@MainActor` closure
    /// with arguments used to convert silently to the non-isolated `register`, and a detached task
    /// ran its `@MainActor` initializer off the main thread.
    @MainActor
    @Test func inMainActorCodeAMainActorFactoryWithArgumentsDoesNotRunOffTheMainActor() async {
        let calls = Probe.MessageBox()
        container.register(FeedViewModel.self) { @MainActor (_: Resolver, id: Int) in
            calls.append("factory \(id)")
            return FeedViewModel(id: id)
        }

        let offMain = await Task.detached { [container] in
            container.resolve(FeedViewModel.self, argument: 7) == nil
        }.value
        let callsOffMain = calls.messages(mentioning: "factory").count
        let onMain = container.resolve(FeedViewModel.self, argument: 7)

        #expect(offMain)
        #expect(callsOffMain == 0)
        #expect(onMain?.id == 7)
        #expect(calls.messages(mentioning: "factory") == ["factory 7"])
    }

    /// Outside actor code such a registration did not compile before; here it does, and a refused
    /// resolve neither caches an instance nor runs `initCompleted`.
    @Test func offTheMainActorASynchronousResolveWithArgumentsGivesNilAndKeepsNothing() async {
        let calls = Probe.MessageBox()
        container.register(FeedViewModel.self, name: "shared") { @MainActor (_: Resolver, query: String, id: Int) in
            calls.append("factory \(query) \(id)")
            return FeedViewModel(id: id, query: query)
        }
        .inObjectScope(.container)
        .initCompleted { _, _ in calls.append("initCompleted") }

        let offMain = await Task.detached { [container] in
            container.resolve(FeedViewModel.self, name: "shared", arguments: "first", 1) == nil
        }.value
        let callsOffMain = calls.messages(mentioning: "factory").count + calls.messages(mentioning: "initCompleted").count
        let onMain = await MainActor.run { [container] in
            let first = container.resolve(FeedViewModel.self, name: "shared", arguments: "second", 2)
            let again = container.resolve(FeedViewModel.self, name: "shared", arguments: "third", 3)
            return first != nil && first === again && first?.query == "second"
        }

        #expect(offMain)
        #expect(callsOffMain == 0)
        #expect(onMain)
        #expect(calls.messages(mentioning: "factory") == ["factory second 2"])
        #expect(calls.messages(mentioning: "initCompleted").count == 1)
    }

    // The next two tests register the same closures on purpose: which overload a closure literal
    // picks depends on the isolation of the code it is written in, so each context needs its own
    // copy of the literals (a shared helper would have one isolation).
    @MainActor
    @Test func inMainActorCodeFactoriesNotMarkedMainActorKeepTheirOverloads() async {
        container.register(FeedLoader.self, name: "untyped") { r, id in
            _ = r
            return FeedLoader(id: id as Int)
        }
        container.register(FeedLoader.self, name: "typed") { (_: Resolver, id: Int) in FeedLoader(id: id) }
        container.register(FeedLoader.self, name: "ignored") { _, id in FeedLoader(id: id as Int) }
        container.register(FeedLoader.self, name: "throwing") { (r, id: Int) in
            try FeedLoader(id: id + r.require(Int.self))
        }
        container.register(Int.self) { _ in 100 }
        container.register(FeedViewModel.self) { @MainActor _ in FeedViewModel(id: 0) }

        let offMain = await Task.detached { [container] in
            ["untyped", "typed", "ignored", "throwing"].map { container.resolve(FeedLoader.self, name: $0, argument: 1)?.id }
                + [container.resolve(FeedViewModel.self) == nil ? nil : -1]
        }.value

        #expect(offMain == [1, 1, 1, 101, nil])
        #expect(container.resolve(FeedViewModel.self)?.id == 0)
    }

    @Test func outsideActorCodeFactoriesNotMarkedMainActorKeepTheirOverloads() async {
        container.register(FeedLoader.self, name: "untyped") { r, id in
            _ = r
            return FeedLoader(id: id as Int)
        }
        container.register(FeedLoader.self, name: "typed") { (_: Resolver, id: Int) in FeedLoader(id: id) }
        container.register(FeedLoader.self, name: "ignored") { _, id in FeedLoader(id: id as Int) }
        container.register(FeedLoader.self, name: "throwing") { (r, id: Int) in
            try FeedLoader(id: id + r.require(Int.self))
        }
        container.register(Int.self) { _ in 100 }
        container.register(FeedViewModel.self) { @MainActor _ in FeedViewModel(id: 0) }

        let offMain = await Task.detached { [container] in
            ["untyped", "typed", "ignored", "throwing"].map { container.resolve(FeedLoader.self, name: $0, argument: 1)?.id }
                + [container.resolve(FeedViewModel.self) == nil ? nil : -1]
        }.value
        let onMain = await MainActor.run { [container] in container.resolve(FeedViewModel.self)?.id }

        #expect(offMain == [1, 1, 1, 101, nil])
        #expect(onMain == 0)
    }
}
