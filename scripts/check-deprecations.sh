#!/usr/bin/env bash
# Proves deprecation parity: every declaration that Swinject 2.10 or SwinjectAutoregistration 2.9.1
# deprecates is deprecated in Loom or LoomAutoregistration too, with the same replacement in its
# message, so a team that moves keeps the warnings its code had. Type-checks one call of each
# against the modules of the debug build (it builds them if needed) and compares the compiler's
# warnings with the list below: each marked line warns once, with its message, and nothing else
# warns — the replacements included. Swinject 2.10's own messages are read from its source, which
# SwiftPM resolves into a scratch package without building it; SwinjectAutoregistration has no copy
# on this machine, so its three deprecations and their replacements are listed here.
#
# usage: scripts/check-deprecations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The deprecated declarations: marker | what the warning's message must contain.
#   Swinject 2.10 (Sources/Assembler.swift): the throwing initialisers.
#   SwinjectAutoregistration 2.9.1 (Sources/Operators.swift): `~>` with arguments listed without a tuple.
expected=$(cat <<'LIST'
assembler-container|Use not throwing alternative: init(_:, container:)
assembler-parent|Use not throwing alternative: init(_:, parent:)
operator-name-two|~> (Service.self, name: "Service", arguments: (arg1, arg2))
operator-three|~> (Service.self, arguments: (arg1, arg2, arg3))
operator-name-three|~> (Service.self, name: "Service", arguments: (arg1, arg2, arg3))
LIST
)

echo "==> Swinject 2.10's deprecation messages, from its source"
mkdir -p "$work/Upstream/Sources/Upstream"
touch "$work/Upstream/Sources/Upstream/Upstream.swift"
cat >"$work/Upstream/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Upstream",
    dependencies: [.package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0")],
    targets: [.target(name: "Upstream")]
)
MANIFEST
if ! log=$(swift package --package-path "$work/Upstream" --scratch-path "$work/upstream-build" resolve 2>&1); then
    echo "$log"; echo "cannot resolve Swinject 2.10.0"; exit 1
fi
upstream=$(grep -rhoE '@available\(\*, deprecated, message: "[^"]*"\)' "$work/upstream-build/checkouts/Swinject/Sources" |
    sed -E 's/.*message: "(.*)"\)/\1/' | sort)
[ -n "$upstream" ] || { echo "found no deprecation in Swinject 2.10's source"; exit 1; }
listed=$(grep '^assembler-' <<<"$expected" | cut -d'|' -f2 | sort)
if [ "$upstream" != "$listed" ]; then
    diff <(echo "$upstream") <(echo "$listed") || true
    echo "Swinject 2.10 deprecates other declarations than this check lists"; exit 1
fi
echo "$upstream"

echo "==> one call of each deprecated declaration, and of each replacement"
if ! log=$(swift build --target LoomAutoregistration 2>&1); then echo "$log"; exit 1; fi
bin=$(swift build --show-bin-path)
modulemap="$bin/CLoomAtomics.build/module.modulemap"
[ -f "$modulemap" ] || { echo "no $modulemap: SwiftPM laid out the build differently"; exit 1; }
cat >"$work/Calls.swift" <<'SOURCE'
import Loom
import LoomAutoregistration

final class Loans {}

func deprecatedCalls(_ r: Resolver, _ parent: Assembler) throws {
    _ = try Assembler(assemblies: [], container: Container())  // deprecated: assembler-container
    _ = try Assembler(assemblies: [], parentAssembler: parent)  // deprecated: assembler-parent
    let listingTwo: (Resolver, (Loans.Type, name: String, arguments: Int, String)) -> Loans = (~>)  // deprecated: operator-name-two
    _ = listingTwo(r, (Loans.self, name: "x", arguments: 1, "a"))
    let _: Loans = r ~> (Loans.self, arguments: 1, 2, "x")  // deprecated: operator-three
    let _: Loans = r ~> (Loans.self, name: "x", arguments: 1, 2, "x")  // deprecated: operator-name-three
}

func replacements(_ r: Resolver, _ parent: Assembler) {
    _ = Assembler([], container: Container())
    _ = Assembler([], parent: parent)
    let _: Loans = r ~> (Loans.self, name: "x", arguments: (1, "a"))
    let _: Loans = r ~> (Loans.self, arguments: (1, 2, "x"))
    let _: Loans = r ~> (Loans.self, name: "x", arguments: (1, 2, "x"))
}
SOURCE
typecheck() {
    swiftc -typecheck -swift-version 6 -I "$bin/Modules" -Xcc -fmodule-map-file="$modulemap" "$1" 2>&1
}
log=$(typecheck "$work/Calls.swift") || { echo "$log"; echo "the calls do not compile"; exit 1; }
warnings=$(grep -E '^[^ ].*Calls\.swift:[0-9]+:[0-9]+: warning: ' <<<"$log" || true)

failed=0
while IFS='|' read -r marker message; do
    line=$(grep -n "// deprecated: $marker\$" "$work/Calls.swift" | cut -d: -f1)
    found=$(grep -E "Calls\.swift:$line:[0-9]+: warning: " <<<"$warnings" || true)
    if [ "$(grep -c . <<<"$found")" -ne 1 ] || ! grep -qF "is deprecated: " <<<"$found" || ! grep -qF -- "$message" <<<"$found"; then
        echo "FAIL $marker (line $line): expected one deprecation warning with: $message"
        [ -z "$found" ] || echo "     got: $found"
        failed=1
    else
        echo "ok   $marker: ${found#*warning: }"
    fi
done <<<"$expected"
marked=$(grep -n '// deprecated: ' "$work/Calls.swift" | cut -d: -f1 | sort -u)
others=$(grep -vE "Calls\.swift:($(paste -sd'|' <<<"$marked")):" <<<"$warnings" || true)
if [ -n "$others" ]; then
    echo "$others"; echo "FAIL: a line that is not deprecated warns (a replacement must not)"; failed=1
fi

echo "==> the named form with two arguments listed without a tuple is ambiguous, as with SwinjectAutoregistration"
cat >"$work/Ambiguous.swift" <<'SOURCE'
import Loom
import LoomAutoregistration

final class Loans {}

func ambiguous(_ r: Resolver) {
    let _: Loans = r ~> (Loans.self, name: "x", arguments: 1, "a")
}
SOURCE
if log=$(typecheck "$work/Ambiguous.swift"); then
    echo "$log"; echo "FAIL: the call compiled (it would resolve with three arguments, the name among them)"; failed=1
elif ! grep -q "ambiguous use of operator '~>'" <<<"$log"; then
    echo "$log"; echo "FAIL: the call was rejected, but not as ambiguous"; failed=1
else
    echo "ok   rejected: ambiguous use of operator '~>'"
fi

[ "$failed" -eq 0 ] || exit 1
echo "==> every deprecation of Swinject 2.10 and SwinjectAutoregistration 2.9.1 warns, with its replacement"
