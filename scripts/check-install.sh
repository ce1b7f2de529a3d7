#!/usr/bin/env bash
# Builds a new package that depends on Loom exactly as README.md's installation block says, the way
# someone trying Loom before publication would: the block's `.package(url:…)` line becomes the
# local-path line the README gives beside it; everything else — the `.product(name:package:)` lines
# included — is used as written. Fails when the README's lines do not build.
#
# usage: scripts/check-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

block=$(sed -n '/<!-- install:begin -->/,/<!-- install:end -->/p' README.md | sed '1,2d;$d' | sed '$d')
[ -n "$block" ] || { echo "README.md has no install block between the install markers"; exit 1; }
grep -q '\.package(url: "https://github.com/loom-di/Loom"' <<<"$block" || {
    echo "the README's install block no longer names Loom's URL"; exit 1; }
grep -q '\.package(path: "../Loom")' README.md || { echo "the README no longer gives the local-path line"; exit 1; }

# The clone's folder may have any name; the README's path line expects a folder called Loom.
ln -s "$root" "$work/Loom"
mkdir -p "$work/MyApp/Sources/MyApp"
dependencies=$(sed 's|\.package(url: "https://github.com/loom-di/Loom", from: "[^"]*")|.package(path: "../Loom")|' <<<"$block")
cat >"$work/MyApp/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
$(sed 's/^/    /' <<<"$dependencies")
)
MANIFEST
cat >"$work/MyApp/Sources/MyApp/main.swift" <<'SOURCE'
import Loom
import LoomAutoregistration

final class Clock { let today = 100 }
final class LoanService {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

let container = Container()
container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
container.autoregister(LoanService.self, initializer: LoanService.init)
print(container.resolve(LoanService.self)!.clock.today)
SOURCE
echo "==> Package.swift of the scratch package"
cat "$work/MyApp/Package.swift"
output=$(swift run --package-path "$work/MyApp" --scratch-path "$work/build" MyApp 2>&1) || { echo "$output"; exit 1; }
[ "$(tail -1 <<<"$output")" = "100" ] || { echo "$output"; echo "unexpected output"; exit 1; }
echo "==> a package depending on Loom as the README says builds and runs"
