// Migration/FromSwinject.md, section 2: a factory hands its resolver to a task with `r.sendable`.
// The package compiles this file (target MigrationSamples) and its tests run the refresh.

import Loom

final class FeedLoader: Sendable {
    func load() {}
}

final class Feed {
    let refresh: () -> Void

    init(refresh: @escaping () -> Void) { self.refresh = refresh }
}

func registerFeed(in container: Container) {
    container.register(Feed.self) { r in
        let resolver = r.sendable
        return Feed(refresh: { Task { resolver.resolve(FeedLoader.self)?.load() } })
    }
}
