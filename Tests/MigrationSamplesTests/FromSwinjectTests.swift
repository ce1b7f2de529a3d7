import Loom
import Testing
@testable import MigrationSamples

@Suite("Guide from Swinject: the samples print what the guide shows", .verifiesItsContainers)
struct FromSwinjectTests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromSwinject")
    }

    @Test func theMigratedAppResolvesLiveEpisodesAndThePreviewStubsTheNetwork() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's "Calling it" block of section 5; scripts/build-docs.sh keeps the two equal.
        // begin region: calling-migrated-app
        let app = makeMigratedApp()
        let episode = openEpisode(42, titled: "Pilot", in: app)!
        print(episode.source)  // "live: /episodes/42"

        let preview = app.previewResolver.resolve(EpisodeViewModel.self, arguments: 7, "Preview")!
        print(preview.source)  // "stub: /episodes/7": the child's client, used by the parent's factories
        // end region: calling-migrated-app

        #expect(printed.values == [#""live: /episodes/42""#, #""stub: /episodes/7""#])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromSwinjectTests.swift#calling-migrated-app")))
    }

    @Test func theAutoregisteredReaderOpensAndSharesABook() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's "Calling it" block of section 6; scripts/build-docs.sh keeps the two equal.
        // begin region: calling-reader
        let reader = makeReaderResolver()
        let book = openBook(7, in: reader)
        print(book.title)  // "Book #7"

        let share = reader.resolve(ShareModel.self, argument: BookNumber(7))!
        print(share.text)  // "Reading Book #7 from RemoteBookstore"

        let page = openPage(12, of: 7, in: reader)
        print(page.position)  // "Book #7, page 12"

        let review = reader.resolve(ReviewModel.self, argument: BookNumber(3))!
        print(review.heading)  // "Review of Book #3"

        let highlights = reader.resolve(HighlightsModel.self)!
        print(highlights.isSynced)  // false: nothing registers CloudSync

        print(offlineTitle(of: 3, in: reader))  // "Not saved"
        print(trackedListHasTheShelf(in: reader))  // true
        print(storeIsRemote(in: reader))  // true
        // end region: calling-reader

        #expect(printed.values == [
            #""Book #7""#, #""Reading Book #7 from RemoteBookstore""#, #""Book #7, page 12""#,
            #""Review of Book #3""#, "false", #""Not saved""#, "true", "true",
        ])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromSwinjectTests.swift#calling-reader")))
    }

    @Test func theAutoregisteredShelfIsSharedAcrossBooks() {
        let reader = makeReaderResolver()
        openBook(1, in: reader).keep()
        openBook(2, in: reader).keep()

        #expect(reader.resolve(ShelfStorage.self)?.saved == [BookNumber(1), BookNumber(2)])
    }

    @Test func theGuidesPackageLinesNameLoomAsTheREADMEDoes() throws {
        #expect(try guide.namesLoomAsTheREADMEDoes())
    }

    @Test func aFactoryHandsItsResolverToATaskThroughSendable() async {
        let container = Container()
        registerFeed(in: container)
        let (loaderResolves, resolved) = AsyncStream.makeStream(of: Void.self)
        container.register(FeedLoader.self) { _ in
            resolved.yield()
            return FeedLoader()
        }

        container.resolve(Feed.self)!.refresh()

        var iterator = loaderResolves.makeAsyncIterator()
        #expect(await iterator.next() != nil)  // the task resolved the loader through `resolver`
    }

    @Test func aWeakResolverResolvesWhileItsContainerLivesAndNotAfter() {
        let resolver = WeakResolver()
        var container: Container? = Container()
        container!.register(String.self, name: "greeting") { _ in "hello" }
        container!.register(Int.self) { (_, base: Int) in base * 2 }
        resolver.container = container

        #expect(resolver.resolve(String.self, name: "greeting") == "hello")
        #expect(resolver.resolve(Int.self, argument: 21) == 42)

        container = nil

        #expect(resolver.resolve(String.self, name: "greeting") == nil)
    }

    /// The sample implements all twenty of Swinject's methods, so every call through `any Resolver`
    /// reaches the container: two arguments, nine, and named ones.
    @Test func theWeakResolverReachesItsContainerWithEveryNumberOfArguments() {
        let container = Container()
        container.register(Int.self) { (_, a: Int, b: Int) in a + b }
        container.register(Int.self, name: "product") { (_, a: Int, b: Int, c: Int) in a * b * c }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            "\([a, b, c, d, e, f, g, h, i].reduce(0, +))"
        }
        let weak = WeakResolver()
        weak.container = container
        let resolver: Resolver = weak

        #expect(resolver.resolve(Int.self, arguments: 20, 22) == 42)
        #expect(resolver.resolve(Int.self, name: "product", arguments: 2, 3, 7) == 42)
        #expect(resolver.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9) == "45")
        #expect((try? resolver.require(Int.self, arguments: 40, 2)) == 42)
    }
}
