// The samples of Migration/FromFactory.md: a news reader's Factory definitions moved to Loom.
// scripts/build-docs.sh keeps each region equal to its block in the guide, and
// Tests/MigrationSamplesTests/FromFactoryTests.swift runs them and checks what the guide says.

import Loom

// MARK: - The reader's services

/// Fetches headlines.
protocol ArticleAPI: AnyObject {
    func headline(_ id: Int) -> String
}

/// The network client the app ships with.
final class LiveArticleAPI: ArticleAPI {
    func headline(_ id: Int) -> String { "live #\(id)" }
}

/// The client tests, previews and the offline launch argument use.
final class OfflineArticleAPI: ArticleAPI {
    func headline(_ id: Int) -> String { "offline #\(id)" }
}

/// Records what the reader did; a test reads `events`.
final class ReaderAnalytics {
    let sink: String
    private(set) var events: [String] = []
    init(sink: String) { self.sink = sink }
    func track(_ event: String) { events.append(event) }
}

/// Reads headlines through the API and tracks each read.
final class ArticleStore {
    let api: ArticleAPI
    let analytics: ReaderAnalytics
    init(api: ArticleAPI, analytics: ReaderAnalytics) {
        self.api = api
        self.analytics = analytics
    }

    func headline(_ id: Int) -> String {
        analytics.track("read \(id)")
        return api.headline(id)
    }
}

/// One article's screen, made with the article's id at run time.
final class ArticleViewModel {
    let id: Int
    let store: ArticleStore
    init(id: Int, store: ArticleStore) {
        self.id = id
        self.store = store
    }

    var title: String { store.headline(id) }
}

// MARK: - Definitions

// begin region: definitions
extension Container {
    var articleAPI: Definition<ArticleAPI> {
        define { _ in LiveArticleAPI() }.inObjectScope(.container)
    }
    var readerAnalytics: Definition<ReaderAnalytics> {
        define { _ in ReaderAnalytics(sink: "server") }.inObjectScope(.container)
    }
    var articleStore: Definition<ArticleStore> {
        define { _ in ArticleStore(api: self.articleAPI(), analytics: self.readerAnalytics()) }
    }
    var articleViewModel: ParameterDefinition<Int, ArticleViewModel> {
        define { _, id in ArticleViewModel(id: id, store: self.articleStore()) }
    }
}
// end region: definitions

// MARK: - Scopes

/// A reply being written: a new one each time.
final class ReplyDraft {}
/// Thumbnails kept for the container's life.
final class ThumbnailCache {}
/// The audio player: kept while something holds it.
final class AudioPlayer {}
/// The signed-in reader's profile: kept until sign-out.
final class ReaderProfile {}

/// Hands out ids to a feed.
protocol IDProviding: AnyObject {}
/// Hands out values to a feed.
protocol ValueProviding: AnyObject {}
/// One class that provides both.
final class NewsSource: IDProviding, ValueProviding {}

/// A feed that needs both protocols, which one `NewsSource` implements.
final class NewsFeed {
    let ids: IDProviding
    let values: ValueProviding
    init(ids: IDProviding, values: ValueProviding) {
        self.ids = ids
        self.values = values
    }
}

// begin region: scopes
extension ObjectScope {
    /// Factory's `Scope.session = Cached()`: kept until `resetObjectScope(.readerSession)`.
    static let readerSession = ObjectScope(storageFactory: PermanentStorage.init, description: "readerSession")
}

extension Container {
    var replyDraft: Definition<ReplyDraft> {
        define { _ in ReplyDraft() }.inObjectScope(.transient)          // Factory: .unique
    }
    var thumbnailCache: Definition<ThumbnailCache> {
        define { _ in ThumbnailCache() }.inObjectScope(.container)      // Factory: .cached, .singleton
    }
    var audioPlayer: Definition<AudioPlayer> {
        define { _ in AudioPlayer() }.inObjectScope(.weak)              // Factory: .shared
    }
    var readerProfile: Definition<ReaderProfile> {
        define { _ in ReaderProfile() }.inObjectScope(.readerSession)   // Factory: .scope(.session)
    }

    // Factory: .graph. Loom's default scope, so no modifier is needed.
    var newsFeed: Definition<NewsFeed> {
        define { _ in NewsFeed(ids: self.idProvider(), values: self.valueProvider()) }
    }
    var idProvider: Definition<IDProviding> { define { _ in self.newsSource() } }
    var valueProvider: Definition<ValueProviding> { define { _ in self.newsSource() } }
    var newsSource: Definition<NewsSource> { define { _ in NewsSource() } }
}
// end region: scopes

/// Articles saved to read without a network: kept until the app resets its scope.
final class OfflineQueue {}
/// The signed-in reader's list: one per session id.
final class ReadingList {}

// begin region: session-name
extension ObjectScope {
    // Factory's `static let session = Cached()`, ported under its old name. `fileprivate` here, so
    // that it shadows Loom's `.session` in this file only; `internal` (the default), it would in the
    // whole module, and `public` in every module that imports it.
    fileprivate static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "app session")
}

extension Container {
    var offlineQueue: Definition<OfflineQueue> {
        define { _ in OfflineQueue() }.inObjectScope(.session)           // the app's scope above
    }
    var readingList: Definition<ReadingList> {
        define { _ in ReadingList() }.inObjectScope(.scoped(.session))   // Loom's session scope
    }
}
// end region: session-name

// MARK: - Property wrappers

// begin region: injected
final class HeadlinesModel {
    @Injected(\.articleStore) var store                           // Factory: @Injected(\.articleStore)
    @LazyInjected(\.articleStore) var laterStore                  // Factory: @LazyInjected(\.articleStore)
    var freshStore: ArticleStore { Container.default.articleStore() }  // Factory: @DynamicInjected(\.articleStore)

    func firstHeadline() -> String { store.headline(1) }
}
// end region: injected

// begin region: weak-parent
/// Holds its comments strongly.
final class ArticleThread {
    var comments: CommentList?
}

/// Points back at its thread without keeping it alive (Factory: @WeakLazyInjected).
final class CommentList {
    weak var thread: ArticleThread?
    init(thread: ArticleThread) { self.thread = thread }
}

extension Container {
    var articleThread: Definition<ArticleThread> {
        define { _ in ArticleThread() }
            .initCompleted { _, thread in thread.comments = self.commentList() }
    }
    var commentList: Definition<CommentList> {
        define { _ in CommentList(thread: self.articleThread()) }
    }
}
// end region: weak-parent

// begin region: weak-shared
/// Shows what is playing without keeping the player alive (Factory: @WeakLazyInjected(\.audioPlayer)).
final class NowPlayingBadge {
    private weak var heldPlayer: AudioPlayer?
    private var lookedUp = false

    /// The player, looked up on the first read; `nil` once whoever plays audio has let it go.
    var player: AudioPlayer? {
        if !lookedUp {
            heldPlayer = Container.default.audioPlayer()
            lookedUp = true
        }
        return heldPlayer
    }
}
// end region: weak-shared

// MARK: - Contexts

// begin region: contexts
/// Replaces definitions for development runs, as Factory's contexts did; call it at start-up.
func registerDevelopmentReplacements(in container: Container, arguments: [String]) {
    #if DEBUG
    container.readerAnalytics.register { _ in ReaderAnalytics(sink: "console") }  // .onDebug { … }
    #endif
    if arguments.contains("offline") {                                              // .onArg("offline") { … }
        container.articleAPI.register { _ in OfflineArticleAPI() }
    }
}

/// What a preview shows (Factory: .onPreview { … }): the model is made inside the overrides, so its
/// `@Injected` properties are made through them, and its `@LazyInjected` ones resolve through them
/// even after `withOverrides` returns.
func previewHeadlinesModel() -> HeadlinesModel {
    Container.default.withOverrides({ $0.articleAPI.register { _ in OfflineArticleAPI() } }) {
        HeadlinesModel()
    }
}
// end region: contexts

// begin region: test-doubles
extension Container {
    /// The replacements every test starts with (Factory: `autoRegister()` under `#if DEBUG`), for
    /// the tests' overrides to call.
    func registerReaderTestDoubles() {
        articleAPI.register { _ in OfflineArticleAPI() }
        readerAnalytics.register { _ in ReaderAnalytics(sink: "test") }
    }
}
// end region: test-doubles

// MARK: - Containers

// begin region: child-container
/// A kiosk build's container: Container.default's definitions, with an offline API.
func makeKioskContainer() -> Container {
    let kiosk = Container(parent: .default)
    kiosk.articleAPI.register { _ in OfflineArticleAPI() }
    return kiosk
}
// end region: child-container

// MARK: - Interop

/// A service still registered Swinject-style, which a definition's factory resolves.
final class PushService {
    let sender: String
    init(sender: String) { self.sender = sender }
}

// begin region: interop
extension Container {
    var pushStore: Definition<ArticleStore> {
        define { r in
            let push = r.resolve(PushService.self)!          // Swinject-style: not checked by the compiler
            return ArticleStore(api: self.articleAPI(), analytics: ReaderAnalytics(sink: push.sender))
        }
    }
}

func makeMixedContainer() -> Container {
    let container = Container()
    container.register(PushService.self) { _ in PushService(sender: "apns") }
    container.declare(\.articleAPI, \.articleStore, \.pushStore)
    return container
}
// end region: interop

// MARK: - A file that imports both

/// Saved articles, a service the reader moved to Loom first.
final class BookmarkStore {
    private(set) var ids: [Int] = []
    func add(_ id: Int) { ids.append(id) }
}

// begin region: qualified
// A file that still imports Factory (or FactoryKit) beside Loom: both modules declare `Container`,
// `Factory`, `Injected` and `LazyInjected`, so Loom's are named with their module.
extension Loom.Container {
    var bookmarkStore: Definition<BookmarkStore> {
        define { _ in BookmarkStore() }.inObjectScope(.container)
    }
}

final class BookmarksModel {
    @Loom.Injected(\.bookmarkStore) var store          // a definition, checked by the compiler
    @Loom.Factory var draft: ReplyDraft                 // Loom's @Factory: resolved by type, anew on each read
}
// end region: qualified
