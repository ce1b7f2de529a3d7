// swift-tools-version:6.0
import PackageDescription

// An app in the middle of its move from Swinject to Loom, one module at a time: Catalog still
// registers in a Swinject 2.10 container, Checkout has moved to a Loom container, and the one module
// that imports both bridges them in each direction (Migration/FromSwinject.md, "Migrating one module
// at a time"). A package of its own, so that Loom itself keeps no dependencies.
let package = Package(
    name: "ModuleAtATime",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // Named, so the product references below work whatever the clone's folder is called.
        .package(name: "Loom", path: "../.."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        // begin region: one-module-at-a-time-targets
        // Not moved yet: imports Swinject only.
        .target(name: "Catalog", dependencies: [.product(name: "Swinject", package: "Swinject")]),
        // Moved: imports Loom only (and Catalog, for the protocols it shares).
        .target(name: "Checkout", dependencies: ["Catalog", .product(name: "Loom", package: "Loom")]),
        // The one module that imports both: the bridges and the composition.
        .target(
            name: "AppComposition",
            dependencies: [
                "Catalog",
                "Checkout",
                .product(name: "Loom", package: "Loom"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        // end region: one-module-at-a-time-targets
        .testTarget(
            name: "ModuleAtATimeTests",
            dependencies: [
                "AppComposition",
                "Catalog",
                "Checkout",
                .product(name: "Loom", package: "Loom"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
