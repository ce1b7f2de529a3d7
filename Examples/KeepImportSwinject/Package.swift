// swift-tools-version:6.0
import PackageDescription

// An app whose files still say `import Swinject`, `Swinject.Container` and `Swinject.ServiceEntry<T>`,
// built on Loom with no edit to them: two targets of its own, named `Swinject` and
// `SwinjectAutoregistration`, re-export Loom and LoomAutoregistration (Migration/FromSwinject.md,
// "Keep import Swinject"). A package of its own, as a user's is, so that Loom keeps no dependencies.
let package = Package(
    name: "KeepImportSwinject",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // Named, so the product references below work whatever the clone's folder is called.
        .package(name: "Loom", path: "../.."),
    ],
    targets: [
        // begin region: re-exporting-targets
        // `import Swinject` and `Swinject.Container` in the app's files mean Loom's.
        .target(
            name: "Swinject",
            dependencies: [.product(name: "Loom", package: "Loom")]
        ),
        // `import SwinjectAutoregistration` brings `autoregister` and `~>`.
        .target(
            name: "SwinjectAutoregistration",
            dependencies: [
                "Swinject",
                .product(name: "LoomAutoregistration", package: "Loom"),
            ]
        ),
        // end region: re-exporting-targets
        // The app's code, as it was written for Swinject.
        .target(name: "Shop", dependencies: ["Swinject", "SwinjectAutoregistration"]),
        .testTarget(name: "ShopTests", dependencies: ["Shop", "Swinject"]),
    ],
    swiftLanguageModes: [.v6]
)
