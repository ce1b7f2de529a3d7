#!/usr/bin/env bash
# Proves that an `@Injected(\.x)` or `@LazyInjected(\.x)` property the definition cannot fill is a
# compile error a user can read, and that every correct form still builds. Builds a small package
# against Loom with two modules: `Right` declares the properties each way Loom supports — the
# definition's type written or inferred, an existential, an optional definition, a key path in a
# variable, in a class, a struct, an actor, a @MainActor class, a generic class and a local variable
# — and must build, run and print what the definitions made. `Wrong` has one file per wrong shape,
# and must fail with Loom's message for that shape on that file's property, with no "failed to
# produce diagnostic" and no compiler crash anywhere. The article "Compile-Time Safe Definitions"
# must show the first of those errors as the compiler gives it.
#
# usage: scripts/check-definition-property-types.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/App/Sources/Right" "$work/App/Sources/Wrong"
loom=".product(name: \"Loom\", package: \"$(basename "$root")\")"
cat >"$work/App/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "Right", dependencies: [$loom]),
        .target(name: "Wrong", dependencies: [$loom]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

# The definitions both modules inject: a concrete type, an existential, an optional, a parameter
# definition and a property of Container that is no definition.
for module in Right Wrong; do
    cat >"$work/App/Sources/$module/Definitions.swift" <<'SOURCE'
import Loom

protocol Clock: Sendable { var today: Int { get } }
struct SystemClock: Clock { let today = 100 }
protocol Logging: Sendable { var label: String { get } }
final class Logger: Logging { let label = "logger" }
final class Avatar: Sendable { let userID: Int; init(userID: Int) { self.userID = userID } }

extension Container {
    var clock: Definition<any Clock> { define { _ in SystemClock() } }
    var logger: Definition<Logger> { define { _ in Logger() } }
    var maybeLogger: Definition<Logger?> { define { _ in nil } }
    var avatar: ParameterDefinition<Int, Avatar> { define { _, userID in Avatar(userID: userID) } }
    var appName: String { "Library" }
}

let loggerPath: KeyPath<Container, Definition<Logger>> & Sendable = \.logger
SOURCE
done

cat >"$work/App/Sources/Right/main.swift" <<'SOURCE'
import Loom

final class Model {
    @Injected(\.logger) var logger: Logger
    @Injected(\.logger) var inferred
    @Injected(\.clock) var clock: any Clock
    @Injected(\.maybeLogger) var maybe: Logger?
    @Injected(\.maybeLogger) var maybeInferred
    @Injected(loggerPath) var byPath: Logger
    @LazyInjected(\.logger) var lazyLogger: Logger
    @LazyInjected(\.logger) var lazyInferred
    @LazyInjected(\.clock) var lazyClock: any Clock
    @LazyInjected(\.maybeLogger) var lazyMaybe: Logger?
    @LazyInjected(loggerPath) var lazyByPath: Logger
}

struct ValueModel {
    @Injected(\.clock) var clock: any Clock
    @LazyInjected(\.logger) var logger
}

actor ActorModel {
    @Injected(\.clock) var clock
    @LazyInjected(\.logger) var logger: Logger
    func read() -> String { "\(clock.today) \(logger.label)" }
}

@MainActor final class MainActorModel {
    @Injected(\.logger) var logger: Logger
    @LazyInjected(\.clock) var clock
}

final class GenericModel<Tag> {
    @Injected(\.logger) var logger: Logger
    @LazyInjected(\.clock) var clock
}

func local() -> String {
    @Injected(\.logger) var logger: Logger
    @LazyInjected(\.clock) var clock
    return "\(logger.label) \(clock.today)"
}

let model = Model()
print(model.logger.label, model.inferred.label, model.clock.today, model.maybe == nil, model.maybeInferred == nil,
      model.byPath.label, model.lazyLogger.label, model.lazyInferred.label, model.lazyClock.today,
      model.lazyMaybe == nil, model.lazyByPath.label)
let value = ValueModel()
print(value.clock.today, value.logger.label)
print(await ActorModel().read())
let mainActorModel = MainActorModel()  // top-level code runs on the main actor
print(mainActorModel.logger.label, mainActorModel.clock.today)
let generic = GenericModel<Int>()
print(generic.logger.label, generic.clock.today)
print(local())
SOURCE

expected_right="logger logger 100 true true logger logger logger 100 true logger
100 logger
100 logger
logger 100
logger 100
logger 100"

echo "==> every correct form builds, runs and gets what its definition makes"
output=$(swift run --package-path "$work/App" --scratch-path "$work/build" Right 2>&1) || { echo "$output"; exit 1; }
if grep -E "Sources/Right/.*warning:" <<<"$output"; then
    echo "a correct form compiled with a warning"; exit 1
fi
if [ "$(tail -6 <<<"$output")" != "$expected_right" ]; then
    echo "$output"; echo "unexpected output; expected:"; echo "$expected_right"; exit 1
fi

# The wrong shapes: file name, the start of Loom's message, and the declaration (line 3 of the file).
another_type="the definition makes another type than this property's: declare the property with the T of its Definition<T>"
optional="a definition makes an instance, never nil: declare the property without '?' or '!'"
parameter="a property wrapper has no parameter to pass a ParameterDefinition: call it where you have the parameter"
not_a_definition="takes a key path to a Definition property of Container"
cases=()
wrong() {
    local name=$1 message=$2 declaration=$3
    printf 'import Loom\n\n%s\n' "$declaration" >"$work/App/Sources/Wrong/$name.swift"
    cases+=("$name|$message")
}
for wrapper in Injected LazyInjected; do
    wrong "${wrapper}AnotherType" "$another_type" "final class ${wrapper}AnotherType { @$wrapper(\\.clock) var logger: Logger }"
    wrong "${wrapper}ConcreteForExistential" "$another_type" "final class ${wrapper}ConcreteForExistential { @$wrapper(\\.clock) var clock: SystemClock }"
    wrong "${wrapper}ExistentialForConcrete" "$another_type" "final class ${wrapper}ExistentialForConcrete { @$wrapper(\\.logger) var logger: any Logging }"
    wrong "${wrapper}NonOptionalForOptional" "$another_type" "final class ${wrapper}NonOptionalForOptional { @$wrapper(\\.maybeLogger) var logger: Logger }"
    wrong "${wrapper}Optional" "$optional" "final class ${wrapper}Optional { @$wrapper(\\.logger) var logger: Logger? }"
    wrong "${wrapper}ImplicitlyUnwrapped" "$optional" "final class ${wrapper}ImplicitlyUnwrapped { @$wrapper(\\.logger) var logger: Logger! }"
    wrong "${wrapper}Parameter" "$parameter" "final class ${wrapper}Parameter { @$wrapper(\\.avatar) var avatar: Avatar }"
    wrong "${wrapper}ParameterInferred" "$parameter" "final class ${wrapper}ParameterInferred { @$wrapper(\\.avatar) var avatar }"
    wrong "${wrapper}ParameterAnotherType" "$parameter" "final class ${wrapper}ParameterAnotherType { @$wrapper(\\.avatar) var logger: Logger }"
    wrong "${wrapper}NotADefinition" "@$wrapper(\\.x) $not_a_definition" "final class ${wrapper}NotADefinition { @$wrapper(\\.appName) var name: String }"
    wrong "${wrapper}InAStruct" "$another_type" "struct ${wrapper}InAStruct { @$wrapper(\\.clock) var logger: Logger }"
    wrong "${wrapper}InAnActor" "$another_type" "actor ${wrapper}InAnActor { @$wrapper(\\.clock) var logger: Logger }"
    wrong "${wrapper}InAMainActorClass" "$another_type" "@MainActor final class ${wrapper}InAMainActorClass { @$wrapper(\\.clock) var logger: Logger }"
    wrong "${wrapper}InAGenericClass" "$another_type" "final class ${wrapper}InAGenericClass<Tag> { @$wrapper(\\.clock) var logger: Logger }"
    wrong "${wrapper}AsALocalVariable" "$another_type" "func ${wrapper}AsALocalVariable() { @$wrapper(\\.clock) var logger: Logger; _ = logger }"
done
wrong "InjectedWithFileAndLine" "$another_type" "final class InjectedWithFileAndLine { @Injected(\\.clock, file: \"Model.swift\", line: 1) var logger: Logger }"

echo "==> each wrong property type is a compile error naming the fix (${#cases[@]} shapes)"
if output=$(swift build --package-path "$work/App" --scratch-path "$work/build" --target Wrong 2>&1); then
    echo "$output"; echo "the wrong property types compiled"; exit 1
fi
if grep -qE "failed to produce diagnostic|Stack dump|compile command failed due to signal" <<<"$output"; then
    echo "$output"; echo "the compiler gave up or crashed on a wrong property type"; exit 1
fi
failed=0
for entry in "${cases[@]}"; do
    name=${entry%%|*}
    message=${entry#*|}
    line=$(grep -F "/$name.swift:3:" <<<"$output" | grep -F "error: " | head -1 || true)
    if [ -z "$line" ] || ! grep -qF -- "$message" <<<"$line"; then
        echo "$name: expected an error containing: $message"
        echo "    got: ${line:-no error on its property}"
        failed=1
    else
        printf '%-38s %s\n' "$name" "${line#*error: }"
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "$output"; echo "some wrong property types did not get Loom's message"; exit 1
fi
echo "==> the compiler rejects every wrong property type with Loom's message for it"

echo "==> the article shows the error the compiler gives"
article=Sources/Loom/Loom.docc/CompileTimeSafeDefinitions.md
# The compiler repeats the error once per frontend job: more than a pipe buffer, so `head` may close
# the pipe while `grep` still writes (SIGPIPE, which pipefail would make this script's failure).
shown=$(grep -F "/InjectedAnotherType.swift:3:" <<<"$output" | grep -F "error: " | head -1 || true)
if ! grep -qxF "error: ${shown#*error: }" "$article"; then
    echo "$article does not show this error as the compiler gives it:"; echo "error: ${shown#*error: }"; exit 1
fi
