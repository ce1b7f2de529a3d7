// swift-tools-version:6.0
import PackageDescription

// A libFuzzer target for Loom, in a package of its own so that Loom keeps no dependencies and its
// own build needs no sanitizer. Build and run it with `run.sh` (see README.md).
let package = Package(
    name: "LoomFuzz",
    dependencies: [
        .package(name: "Loom", path: ".."),
    ],
    targets: [
        .executableTarget(name: "LoomFuzz", dependencies: [.product(name: "Loom", package: "Loom")]),
    ],
    swiftLanguageModes: [.v6]
)
