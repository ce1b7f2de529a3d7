#!/usr/bin/env bash
# Builds every autoregistration shape SwinjectAutoregistration declares — plainly and through a
# generic wrapper — in a package that uses Swift 5 language mode and depends on Loom by path, then
# runs it: each shape must compile without a warning and resolve what TupleShapeTests.swift expects.
# The program comes from scripts/generate-autoregistration-shapes.py --swift5. The package and its
# build folder stay in .build-swift5/ so that Loom is built once, not on every run.
#
# usage: scripts/check-autoregistration-swift5.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work="$root/.build-swift5"
package="$work/Shapes"

mkdir -p "$package/Sources/Shapes"
cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shapes",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(
            name: "Shapes",
            dependencies: [
                .product(name: "Loom", package: "$(basename "$root")"),
                .product(name: "LoomAutoregistration", package: "$(basename "$root")"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
MANIFEST
scripts/generate-autoregistration-shapes.py --swift5 "$package/Sources/Shapes"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --package-path "$package" --scratch-path "$work/build" --product Shapes >"$log" 2>&1; then
    cat "$log"; echo "the autoregistration shapes do not build in Swift 5 language mode"; exit 1
fi
if grep -E "Shapes/main.swift:[0-9]+:[0-9]+: warning:" "$log"; then
    echo "the autoregistration shapes build with warnings in Swift 5 language mode"; exit 1
fi
"$work/build/debug/Shapes"
