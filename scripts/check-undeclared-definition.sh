#!/usr/bin/env bash
# Proves the guarantee of typed definitions: a call site that compiles finds its factory. Builds a
# small package against Loom twice — once calling a definition its Container extension declares,
# which must build and print the service, once calling one nobody declared, which the compiler must
# reject with a message that names the missing member.
#
# usage: scripts/check-undeclared-definition.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/App/Sources/App"
cat >"$work/App/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Loom", package: "$(basename "$root")")])]
)
MANIFEST

write_main() {
    cat >"$work/App/Sources/App/main.swift" <<SOURCE
import Loom

final class Clock { let today = 100 }
final class LoanService {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

extension Container {
    var clock: Definition<Clock> { define { _ in Clock() }.inObjectScope(.container) }
    var loans: Definition<LoanService> { define { _ in LoanService(clock: self.clock()) } }
}

let container = Container()
print(container.$1().clock.today)
SOURCE
}

echo "==> a declared definition builds and resolves"
write_main loans
output=$(swift run --package-path "$work/App" --scratch-path "$work/build" App 2>&1) || { echo "$output"; exit 1; }
[ "$(tail -1 <<<"$output")" = "100" ] || { echo "$output"; echo "unexpected output"; exit 1; }

echo "==> a definition nobody declared does not compile"
write_main loansNobodyDeclared
if output=$(swift build --package-path "$work/App" --scratch-path "$work/build" 2>&1); then
    echo "$output"; echo "the call of an undeclared definition compiled"; exit 1
fi
if ! grep -q "value of type 'Container' has no member 'loansNobodyDeclared'" <<<"$output"; then
    echo "$output"; echo "the compiler rejected the call, but not by naming the missing member"; exit 1
fi
grep "has no member 'loansNobodyDeclared'" <<<"$output" | head -1
echo "==> the compiler rejects a definition nobody declared, naming it"
