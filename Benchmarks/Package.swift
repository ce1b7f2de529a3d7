// swift-tools-version:6.0
import PackageDescription

// Loom's benchmarks: Loom against Swinject 2.10 and a hand-written minimum, in one process with
// interleaved rounds. A package of its own so that Loom itself keeps no dependencies.
let package = Package(
    name: "LoomBenchmarks",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "loom-benchmarks", targets: ["LoomBenchmarks"]),
        .executable(name: "loom-profile", targets: ["LoomProfile"]),
    ],
    dependencies: [
        // Named, so the product reference below works whatever the clone's folder is called.
        .package(name: "Loom", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        // Timing, statistics, the table, memory readings: knows nothing about containers.
        .target(name: "BenchmarkHarness", dependencies: ["CHeapBytes"]),
        // glibc's count of heap bytes in use, which Swift's Glibc module does not import.
        .target(name: "CHeapBytes"),
        // The service types, the contenders and scenarios A–H.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                "BenchmarkHarness",
                .product(name: "Loom", package: "Loom"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        .executableTarget(name: "LoomBenchmarks", dependencies: ["BenchmarkHarness", "BenchmarkScenarios"]),
        .executableTarget(name: "LoomProfile", dependencies: ["BenchmarkHarness", "BenchmarkScenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
