import Loom
import LoomTesting
import Testing
@testable import MigrationSamples

@Suite("Guide from Factory: the samples do what the guide shows", .verifiesItsContainers)
struct FromFactoryTests {
    let guide: Guide

    init() throws {
        guide = try Guide("FromFactory")
    }

    @Test func theMigratedReaderReadsLiveHeadlinesAndAReplacementLastsUntilReset() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's "Calling it" block; scripts/build-docs.sh keeps the two equal.
        // begin region: calling-it
        let container = Container()
        print(container.articleStore().headline(1))  // "live #1"
        print(container.articleViewModel(7).title)  // "live #7"

        container.articleAPI.register { _ in OfflineArticleAPI() }
        print(container.articleStore().headline(1))  // "offline #1": the replacement
        container.articleAPI.reset()
        print(container.articleStore().headline(1))  // "live #1": the definition again
        // end region: calling-it

        #expect(printed.values == [#""live #1""#, #""live #7""#, #""offline #1""#, #""live #1""#])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromFactoryTests.swift#calling-it")))
    }

    @Test func eachScopeKeepsItsInstancesAsTheGuideSays() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's block after the scopes table; scripts/build-docs.sh keeps the two equal.
        // begin region: scopes-in-use
        let container = Container()
        print(container.replyDraft() === container.replyDraft())  // false: .transient
        print(container.thumbnailCache() === container.thumbnailCache())  // true: .container
        print(container.readerProfile() === container.readerProfile())  // true: until the scope is reset

        let feed = container.newsFeed()
        print(feed.ids === feed.values)  // true: one NewsSource within one call
        print(container.newsFeed().ids === feed.ids)  // false: the next call is a new graph

        let profile = container.readerProfile()
        container.resetObjectScope(.readerSession)  // Factory: manager.reset(scope: .session)
        print(container.readerProfile() === profile)  // false: a new profile after the reset
        // end region: scopes-in-use

        #expect(printed.values == ["false", "true", "true", "true", "false", "false"])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromFactoryTests.swift#scopes-in-use")))
    }

    @Test func aCachedDefinitionIsOnePerHierarchyAndGoesWithAResetOfItsScope() {
        let app = Container()
        let feature = Container(parent: app)
        let cache = app.thumbnailCache()

        #expect(feature.thumbnailCache() === cache)  // a child shares its root's instance
        #expect(Container().thumbnailCache() !== cache)  // a separate container has its own

        app.resetObjectScope(.container)  // Factory: manager.reset(scope: .cached)
        #expect(app.thumbnailCache() !== cache)
    }

    @Test func aWeakScopedDefinitionLivesAsLongAsSomethingHoldsIt() {
        let container = Container()
        var player: AudioPlayer? = container.audioPlayer()

        #expect(container.audioPlayer() === player)

        weak let released = player
        player = nil
        #expect(released == nil)  // the container did not keep it alive
    }

    // The guide's "onTest" block; scripts/build-docs.sh keeps the two equal.
    // begin region: on-test
    @Test(.overriding { $0.articleAPI.register { _ in OfflineArticleAPI() } })
    func headlinesComeFromTheOfflineAPIInThisTest() {
        #expect(HeadlinesModel().firstHeadline() == "offline #1")
    }
    // end region: on-test

    // The guide's Factory-style test body; scripts/build-docs.sh keeps the two equal.
    // begin region: on-test-body
    @Test(.overriding())                                              // Factory: @Test(.container)
    func headlinesComeFromTheOfflineAPIRegisteredInTheTestBody() {
        Container.default.articleAPI.register { _ in OfflineArticleAPI() }  // this test's only
        #expect(HeadlinesModel().firstHeadline() == "offline #1")
    }
    // end region: on-test-body

    @Test(.overriding())
    func aReplacementRegisteredInOneTestBodyDoesNotReachTheAppsContainer() async {
        Container.default.articleAPI.register { _ in OfflineArticleAPI() }
        let elsewhere = await Task.detached { Container.default.articleStore().headline(6) }.value

        #expect(Container.default.articleStore().headline(6) == "offline #6")
        #expect(elsewhere == "live #6")
    }

    @Test(.overriding { $0.articleAPI.register { _ in OfflineArticleAPI() } })
    func aResetInATestBodyUndoesTheTraitsReplacementForThatTestOnly() {
        Container.default.articleAPI.reset()

        #expect(HeadlinesModel().firstHeadline() == "live #1")
    }

    @Test(.overriding { $0.articleAPI.register { _ in OfflineArticleAPI() } })
    func aReplacementInOneTestDoesNotReachTheAppsContainer() async {
        let elsewhere = await Task.detached { Container.default.articleStore().headline(2) }.value

        #expect(Container.default.articleStore().headline(2) == "offline #2")
        #expect(elsewhere == "live #2")
    }

    @Test func theInjectedPropertiesResolveFromTheDefaultContainerAndKeepTheirInstances() {
        let model = HeadlinesModel()

        #expect(model.firstHeadline() == "live #1")
        #expect(model.store === model.store)
        #expect(model.laterStore === model.laterStore)
        #expect(model.laterStore.headline(3) == "live #3")
        #expect(model.freshStore !== model.freshStore)  // @DynamicInjected's replacement: a call per read
    }

    @Test(.overriding { $0.articleAPI.register { _ in OfflineArticleAPI() } })
    func aComputedPropertyCallingTheDefaultContainerSeesTheTestsOverrides() {
        #expect(HeadlinesModel().freshStore.headline(5) == "offline #5")
    }

    @Test func aCommentListPointsBackAtItsThreadWithoutKeepingItAlive() {
        let container = Container()
        var thread: ArticleThread? = container.articleThread()
        weak let comments = thread?.comments

        #expect(comments?.thread === thread)

        thread = nil
        #expect(comments == nil)
    }

    @Test(.overriding())
    func aNowPlayingBadgeSeesThePlayerWhileTheAppHoldsItAndNilAfter() {
        var playing: AudioPlayer? = Container.default.audioPlayer()  // the app holds the player
        let badge = NowPlayingBadge()

        #expect(badge.player === playing)

        playing = nil
        #expect(badge.player == nil)  // not kept alive by the badge, and not made again
    }

    @Test func aScopeOfTheAppNamedSessionShadowsLoomsWhileScopedSessionReachesLooms() {
        let container = Container(scopeContext: ScopeContext())

        let ann = container.scopeContext.withScope(.session, id: "ann") { (container.offlineQueue(), container.readingList()) }
        let bob = container.scopeContext.withScope(.session, id: "bob") { (container.offlineQueue(), container.readingList()) }

        #expect(ann.0 === bob.0)  // the app's `.session`: one queue until the app resets its scope
        #expect(ann.1 !== bob.1)  // Loom's `.scoped(.session)`: one list per session id
        #expect(container.scopeContext.withScope(.session, id: "ann") { container.readingList() } === ann.1)
    }

    @Test(.overriding { $0.register(ReplyDraft.self) { _ in ReplyDraft() } })
    func loomsNamesQualifiedByTheirModuleWorkBesideAnotherModulesContainerAndFactory() {
        let model = BookmarksModel()
        model.store.add(3)

        #expect(Container.default.bookmarkStore().ids == [3])
        #expect(model.draft !== model.draft)  // @Loom.Factory: a new draft on each read
    }

    @Test func aPreviewModelReadsThroughItsOverridesAfterWithOverridesReturned() {
        #expect(previewHeadlinesModel().firstHeadline() == "offline #1")
        #expect(previewHeadlinesModel().laterStore.headline(2) == "offline #2")  // first read out here
        #expect(HeadlinesModel().firstHeadline() == "live #1")
    }

    @Test func theOfflineArgumentReplacesTheAPIAndDebugBuildsLogToTheConsole() {
        let launched = Container()
        registerDevelopmentReplacements(in: launched, arguments: ["Reader", "offline"])
        let plain = Container()
        registerDevelopmentReplacements(in: plain, arguments: ["Reader"])

        #expect(launched.articleStore().headline(3) == "offline #3")
        #expect(plain.articleStore().headline(3) == "live #3")
        #if DEBUG
        #expect(plain.readerAnalytics().sink == "console")
        #else
        #expect(plain.readerAnalytics().sink == "server")
        #endif
    }

    @Test func theKioskContainerUsesItsOwnAPIAndTheAppsDefinitions() {
        let kiosk = makeKioskContainer()

        #expect(kiosk.articleStore().headline(4) == "offline #4")
        #expect(Container.default.articleStore().headline(4) == "live #4")
    }

    @Test func swinjectStyleCodeResolvesDeclaredDefinitionsByTypeAndByName() {
        var printed = PrintedValues()
        func print(_ value: Any) { printed.record(value) }

        // The guide's interop calls; scripts/build-docs.sh keeps the two equal.
        // begin region: interop-calls
        let container = makeMixedContainer()
        print(container.resolve(ArticleStore.self)!.analytics.sink)  // "server": the first declared
        print(container.resolve(ArticleStore.self, name: "pushStore")!.analytics.sink)  // "apns"
        print(container.verify().problems.isEmpty)  // true
        // end region: interop-calls

        #expect(printed.values == [#""server""#, #""apns""#, "true"])
        #expect(printed.areShown(by: guide.printComments(inSample: "Tests/MigrationSamplesTests/FromFactoryTests.swift#interop-calls")))
    }

    @Test func theGuidesPackageLinesNameLoomAsTheREADMEDoes() throws {
        #expect(try guide.namesLoomAsTheREADMEDoes())
    }
}


@Suite("Guide from Factory: the test doubles stay in each test's overlay", .verifiesItsContainers)
struct TestDoublesStayInTheirOverlayTests {
    @Test func aTestWithoutTheTraitSeesTheAppsDefinitions() {
        #expect(Container.default.readerAnalytics().sink != "test")
    }
}
