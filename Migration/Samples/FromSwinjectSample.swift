// The sample of Migration/FromSwinject.md: a podcast app's Swinject 2 setup after moving to Loom.
// The only edit was the import line, which said `import Swinject`. The package compiles this file
// (target MigrationSamples), so the guide cannot drift from Loom's API.

import Loom

// MARK: - Services

protocol HTTPClient: AnyObject {
    func get(_ path: String) -> String
}

final class LiveHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "live: \(path)" }
}

final class StubHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "stub: \(path)" }
}

struct DownloadPolicy {
    let allowsLargeFiles: Bool
}

final class FeedRepository {
    let client: HTTPClient
    let policy: DownloadPolicy

    init(client: HTTPClient, policy: DownloadPolicy) {
        self.client = client
        self.policy = policy
    }
}

public final class EpisodeViewModel {
    public let episodeID: Int
    public let title: String
    let feed: FeedRepository

    init(episodeID: Int, title: String, feed: FeedRepository) {
        self.episodeID = episodeID
        self.title = title
        self.feed = feed
    }

    public var source: String { feed.client.get("/episodes/\(episodeID)") }
}

/// The player and its coordinator refer to each other.
final class Player {
    weak var coordinator: PlaybackCoordinator?
}

final class PlaybackCoordinator {
    let player: Player
    init(player: Player) { self.player = player }
}

// MARK: - Assemblies

struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in LiveHTTPClient() }
            .inObjectScope(.container)
        container.register(DownloadPolicy.self, name: "wifi") { _ in DownloadPolicy(allowsLargeFiles: true) }
        container.register(DownloadPolicy.self, name: "cellular") { _ in DownloadPolicy(allowsLargeFiles: false) }
    }
}

struct PodcastAssembly: Assembly {
    func assemble(container: Container) {
        container.register(FeedRepository.self) { r in
            FeedRepository(
                client: r.resolve(HTTPClient.self)!,
                policy: r.resolve(DownloadPolicy.self, name: "cellular")!
            )
        }

        container.register(EpisodeViewModel.self) { (r, episodeID: Int, title: String) in
            EpisodeViewModel(episodeID: episodeID, title: title, feed: r.resolve(FeedRepository.self)!)
        }

        container.register(PlaybackCoordinator.self) { r in
            PlaybackCoordinator(player: r.resolve(Player.self)!)
        }
        .inObjectScope(.container)

        container.register(Player.self) { _ in Player() }
            .inObjectScope(.container)
            .initCompleted { r, player in
                player.coordinator = r.resolve(PlaybackCoordinator.self)
            }
    }

    func loaded(resolver: Resolver) {
        _ = resolver.resolve(PlaybackCoordinator.self)  // start playback at launch
    }
}

// MARK: - Composition

public struct MigratedApp {
    /// The app's resolver.
    public let resolver: Resolver
    /// A child container for previews: stub network, everything else from the app.
    public let previewResolver: Resolver
}

public func makeMigratedApp() -> MigratedApp {
    Container.loggingFunction = nil  // Swinject 2.9-era code: still compiles

    let assembler = Assembler([NetworkAssembly(), PodcastAssembly()])
    let container = assembler.resolver as! Container

    let preview = Container(parent: container)
    preview.register(HTTPClient.self) { _ in StubHTTPClient() }

    return MigratedApp(resolver: container.synchronize(), previewResolver: preview)
}

public func openEpisode(_ id: Int, titled title: String, in app: MigratedApp) -> EpisodeViewModel? {
    app.resolver.resolve(EpisodeViewModel.self, arguments: id, title)
}
