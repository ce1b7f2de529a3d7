// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Loom",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Loom", targets: ["Loom"]),
        .library(name: "LoomAutoregistration", targets: ["LoomAutoregistration"]),
        .library(name: "LoomTesting", targets: ["LoomTesting"]),
        .executable(name: "loom-demo", targets: ["LoomDemo"]),
    ],
    targets: [
        .target(name: "Loom", dependencies: ["CLoomAtomics"]),
        // Two atomic operations in C, for the platforms the Synchronization module does not cover.
        .target(name: "CLoomAtomics"),
        // SwinjectAutoregistration's API (`autoregister`, `~>`) as a second product, built on Loom's public API.
        .target(name: "LoomAutoregistration", dependencies: ["Loom"]),
        // A Swift Testing trait for `withOverrides`; uses the toolchain's Testing module only.
        .target(name: "LoomTesting", dependencies: ["Loom"]),
        .executableTarget(name: "LoomDemo", dependencies: ["Loom"]),
        // Compiles the code samples of Migration/*.md so the guides cannot drift from the API.
        .target(name: "MigrationSamples", dependencies: ["Loom", "LoomAutoregistration"], path: "Migration/Samples"),
        // The FromSwinject guide's team module whose own `@Injected` and `resolveAll` stand beside
        // Loom's: a module of its own, so that its `Injected` does not hide Loom's from the samples above.
        .target(name: "TeamHelpersSample", dependencies: ["Loom"], path: "Migration/TeamHelpersSample"),
        // Compiles the recipes of the Cookbook article (Sources/Loom/Loom.docc/Cookbook.md).
        .target(name: "CookbookSamples", dependencies: ["Loom"], path: "Cookbook/Samples"),
        .testTarget(name: "LoomTests", dependencies: ["Loom"]),
        .testTarget(name: "LoomTestingTests", dependencies: ["Loom", "LoomTesting"]),
        .testTarget(name: "LoomAutoregistrationTests", dependencies: ["Loom", "LoomAutoregistration"]),
        // Runs the Migration guides', the Cookbook's and the articles' samples, checks that they print
        // what the text shows, and verifies every container they build (SafetyNet/); the Cookbook's
        // testing recipe is itself a test file here, so LoomTesting too.
        .testTarget(name: "MigrationSamplesTests", dependencies: ["MigrationSamples", "TeamHelpersSample", "CookbookSamples", "Loom", "LoomTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
