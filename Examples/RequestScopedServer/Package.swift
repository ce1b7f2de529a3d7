// swift-tools-version:6.1
import PackageDescription

// An HTTP server that opens a Loom request scope per request, and a load test that proves it:
// no cross-talk between concurrent requests, exactly one transaction per request, nothing left open.
// A package of its own so that Loom itself keeps no dependencies.
let package = Package(
    name: "RequestScopedServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "request-scoped-server", targets: ["RequestScopedServer"]),
        .executable(name: "middleware-bench", targets: ["MiddlewareBench"]),
        .executable(name: "request-scope-loop", targets: ["RequestScopeLoop"]),
    ],
    dependencies: [
        // Named, so the product reference below works whatever the clone's folder is called.
        .package(name: "Loom", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // Already in Hummingbird's graph; named for the modules this package imports directly.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The services and their Loom registrations: request context, logger, transaction, session.
        // Knows nothing about HTTP.
        .target(
            name: "ScopedServices",
            dependencies: [
                .product(name: "Loom", package: "Loom"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The Hummingbird application: the scope middleware, the routes, the command-line options.
        .target(
            name: "ScopedServer",
            dependencies: [
                "ScopedServices",
                .product(name: "Loom", package: "Loom"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(name: "RequestScopedServer", dependencies: ["ScopedServer"]),
        // Serves requests through the router without a network, with and without the scopes:
        // the two middlewares side by side under a profiler.
        .executableTarget(
            name: "MiddlewareBench",
            dependencies: [
                "ScopedServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        // A request's Loom work alone, in a loop — open a request scope with a provided value, make
        // and resolve its services, end it — small enough for `valgrind --tool=callgrind`.
        .executableTarget(
            name: "RequestScopeLoop",
            dependencies: [.product(name: "Loom", package: "Loom")]
        ),
        // Starts the server as a child process and loads it over 64 HTTP/1.1 connections.
        .testTarget(
            name: "RequestScopedServerTests",
            dependencies: [
                "RequestScopedServer",
                "ScopedServer",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
