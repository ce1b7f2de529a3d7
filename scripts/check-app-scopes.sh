#!/usr/bin/env bash
# Builds a two-module package the way Swinject apps are laid out: a library module declares its own
# `ObjectScope.session` and `.request` (custom scopes with storage factories, as Swinject's docs show),
# and an app module imports it and Loom and uses them, beside Loom's own `.screen`. Loom's
# `.session` and `.request` must give way to the library's: the build fails if Swift finds them
# ambiguous, and the run checks that the library's scopes are the ones used. The library also
# app has a module of its own types, named as Loom's engine classes are inside Loom (`Registration`,
# `RegistryEntry`), names apps use: the public classes `ServiceEntry` inherits from carry an
# underscore, so these stay unambiguous too.
#
# usage: scripts/check-app-scopes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/App/Sources/AppScopes" "$work/App/Sources/AppModels" "$work/App/Sources/App"
cat >"$work/App/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(name: "AppScopes", dependencies: [.product(name: "Loom", package: "$(basename "$root")")]),
        .target(name: "AppModels"),
        .executableTarget(name: "App", dependencies: ["AppScopes", "AppModels", .product(name: "Loom", package: "$(basename "$root")")]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
cat >"$work/App/Sources/AppScopes/Scopes.swift" <<'SOURCE'
import Loom

public final class SessionStorage: InstanceStorage {
    public var instance: Any?
    public init() {}
}

extension ObjectScope {
    public static let session = ObjectScope(storageFactory: SessionStorage.init, description: "app session")
    public static let request = ObjectScope(storageFactory: TransientStorage.init, description: "app request")
}
SOURCE
cat >"$work/App/Sources/AppModels/Models.swift" <<'SOURCE'
/// A user's sign-up, as an app names it, in a module that does not import Loom.
public struct Registration {
    public let email: String
    public init(email: String) { self.email = email }
}

public struct RegistryEntry {
    public let registration: Registration
    public init(registration: Registration) { self.registration = registration }
}
SOURCE
cat >"$work/App/Sources/App/main.swift" <<'SOURCE'
import AppModels
import AppScopes
import Loom

final class Token {}

let container = Container()
container.register(Token.self) { _ in Token() }.inObjectScope(.session)
container.register(Token.self, name: "request") { _ in Token() }.inObjectScope(.request)
container.register(Token.self, name: "screen") { _ in Token() }.inObjectScope(.screen)
let sameSession = container.resolve(Token.self) === container.resolve(Token.self)
let newPerRequest = container.resolve(Token.self, name: "request") !== container.resolve(Token.self, name: "request")
container.resetObjectScope(.session)
let scope: ObjectScopeProtocol = ObjectScope.session
let registration: Registration = Registration(email: "a@example.com")
let signUp: RegistryEntry = RegistryEntry(registration: registration)
print(sameSession, newPerRequest, "\(scope)", container.resolve(Token.self, name: "screen") != nil, signUp.registration.email)
SOURCE
output=$(swift run --package-path "$work/App" --scratch-path "$work/build" App 2>&1) || { echo "$output"; exit 1; }
# Loom's .screen still resolves (with no screen id bound: a one-off instance, and Loom's note on stderr).
expected="true true app session true a@example.com"
[ "$(tail -1 <<<"$output")" = "$expected" ] || { echo "$output"; echo "expected: $expected"; exit 1; }
echo "==> an app's own ObjectScope.session and .request win over Loom's in every module that imports them, and its own Registration type is unambiguous"
