#!/usr/bin/env bash
# What Loom weighs in a user's build and app, beside Swinject 2.10 built the same way.
#
#   scripts/measure-weight.sh                        # this repository's committed HEAD, 3 rounds
#   scripts/measure-weight.sh --rounds 5
#   scripts/measure-weight.sh --loom main --loom HEAD            # two commits side by side
#   scripts/measure-weight.sh --loom /path/to/other/checkout     # that checkout's committed HEAD
#   scripts/measure-weight.sh --swinject-autoregistration /path/to/SwinjectAutoregistration
#   SWINJECT_AUTOREGISTRATION=/path/to/checkout scripts/measure-weight.sh
#
# Options:
#   --rounds N                          rounds of clean module builds (default 3); medians are reported
#   --loom REV|PATH                     what to measure as Loom (repeatable, one column each): a commit,
#                                       branch or tag of this repository, or a directory holding a git
#                                       checkout (its committed HEAD). Default: this repository's HEAD.
#   --swinject-autoregistration PATH    a local checkout of SwinjectAutoregistration (also the
#                                       SWINJECT_AUTOREGISTRATION variable); its Swinject dependency is
#                                       pointed at Swinject 2.10.0. Without it that column says why it
#                                       was not measured.
#   --skip-registrations                leave out the 100,000 named registrations rows (they build the
#                                       benchmark package: a few minutes)
#   --keep                              keep the temporary folder and print where it is
#
# Runs offline on Linux (Swinject comes from git's offline copy of https://github.com/Swinject/Swinject)
# in about 5 minutes at 3 rounds on 2 quiet cores (12 while other builds took them). Not part of CI.
#
# What it does, in a temporary folder:
#   1. clones what is measured as Loom and Swinject 2.10.0 (and copies SwinjectAutoregistration);
#   2. builds each library module alone (`swift build --target Loom`, `--target Swinject`) from clean,
#      debug then release, the contenders' order rotating every round; after each library it builds
#      its autoregistration module alone on top (`--target LoomAutoregistration`: only that module
#      compiles). A build is timed in wall time and in CPU time (user + system of every compiler
#      process): on a shared machine the CPU time moves less. Package resolution is done beforehand
#      and is not timed.
#   3. builds one package of small release executables: a baseline with no DI library, and one per
#      library that registers two services and resolves one (and one per autoregistration module that
#      autoregisters the same two), strips them and reports the bytes each adds to the baseline;
#   4. runs scenario R of the benchmark package (Benchmarks/, `loom-benchmarks --scenario R`) for the
#      100,000 named registrations: set-up CPU time and heap bytes per registration, beside a plain
#      `[String: () -> Any]` and Swinject, as that scenario measures them.
# It prints one Markdown table per library, then the load average before and after.
set -euo pipefail

repo_root=$(cd "$(dirname "$0")/.." && git rev-parse --show-toplevel)
swinject_url=https://github.com/Swinject/Swinject
swinject_version=2.10.0

rounds=3
loom_specs=()
autoregistration_path=${SWINJECT_AUTOREGISTRATION:-}
skip_registrations=false
keep=false

usage() { sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds=${2:?--rounds needs a number}; shift 2 ;;
        --loom) loom_specs+=("${2:?--loom needs a commit or a path}"); shift 2 ;;
        --swinject-autoregistration) autoregistration_path=${2:?--swinject-autoregistration needs a path}; shift 2 ;;
        --skip-registrations) skip_registrations=true; shift ;;
        --keep) keep=true; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "measure-weight: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
done
case "$rounds" in ''|*[!0-9]*|0) echo "measure-weight: --rounds takes a whole number ≥ 1" >&2; exit 2 ;; esac
[ ${#loom_specs[@]} -gt 0 ] || loom_specs=(HEAD)
for tool in swift git strip awk; do
    command -v "$tool" >/dev/null || { echo "measure-weight: $tool not found" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/loom-weight.XXXXXX")
if $keep; then
    trap 'echo "measure-weight: kept $work" >&2' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/times" "$work/logs"

say() { printf '… %s\n' "$*" >&2; }
load_average() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //'; }
load_before=$(load_average)

# --- Sources ---------------------------------------------------------------------------------------

# Loom contenders: loom_dirs[i] is a clone, loom_labels[i] its column title.
loom_dirs=()
loom_labels=()
loom_autoregistration_labels=()
loom_commits=()
index=0
for spec in "${loom_specs[@]}"; do
    dir="$work/loom-$index"
    if [ -d "$spec" ]; then
        say "cloning the committed HEAD of $spec"
        git clone -q "$spec" "$dir"
    else
        commit=$(git -C "$repo_root" rev-parse --verify -q "$spec^{commit}") \
            || { echo "measure-weight: $spec is neither a directory nor a commit of $repo_root" >&2; exit 2; }
        say "cloning $repo_root at $spec ($commit)"
        git clone -q "$repo_root" "$dir"
        git -C "$dir" -c advice.detachedHead=false checkout -q "$commit"
    fi
    short=$(git -C "$dir" rev-parse --short HEAD)
    loom_dirs+=("$dir")
    loom_commits+=("$short")
    if [ ${#loom_specs[@]} -eq 1 ]; then suffix=""; else suffix=" $short"; fi
    loom_labels+=("Loom$suffix")
    loom_autoregistration_labels+=("LoomAutoregistration$suffix")
    index=$((index + 1))
done

say "cloning Swinject $swinject_version"
git -c advice.detachedHead=false clone -q --branch "$swinject_version" "$swinject_url" "$work/swinject"

has_autoregistration=false
autoregistration_reason="no checkout given (--swinject-autoregistration PATH or SWINJECT_AUTOREGISTRATION): it is not among this machine's offline packages"
if [ -n "$autoregistration_path" ]; then
    if [ ! -f "$autoregistration_path/Package.swift" ]; then
        autoregistration_reason="$autoregistration_path has no Package.swift"
    else
        say "copying SwinjectAutoregistration from $autoregistration_path; its Swinject dependency → $swinject_version"
        mkdir -p "$work/swinject-autoregistration"
        (cd "$autoregistration_path" && tar --exclude=./.build --exclude='./.build-*' --exclude=./.git -cf - .) \
            | tar -xf - -C "$work/swinject-autoregistration"
        for manifest in "$work/swinject-autoregistration"/Package*.swift; do
            sed -i -E "s#\.package\(url: *\"https://github\.com/Swinject/Swinject(\.git)?\"([^()]|\([^()]*\))*\)#.package(url: \"$swinject_url\", exact: \"$swinject_version\")#" "$manifest"
        done
        has_autoregistration=true
        autoregistration_version=$(git -C "$autoregistration_path" describe --tags --always 2>/dev/null || echo "local copy")
    fi
fi

# --- Clean module builds ---------------------------------------------------------------------------

# Empties a scratch folder but for the resolved dependencies, so a build starts from clean without
# resolving packages again.
clean_scratch() {
    [ -d "$1" ] || return 0
    find "$1" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name artifacts \
        ! -name workspace-state.json -exec rm -rf {} +
}

# timed_build KEY PACKAGE CONFIG TARGET: builds TARGET and appends "wall cpu" seconds to times/KEY.
timed_build() {
    local key=$1 package=$2 config=$3 target=$4 log="$work/logs/$1.log" timing="$work/logs/$1.time"
    local TIMEFORMAT='%R %U %S'
    if ! { time swift build --package-path "$package" --scratch-path "$package/.build-weight" \
            -c "$config" --target "$target" >"$log" 2>&1; } 2>"$timing"; then
        cat "$log" >&2
        echo "measure-weight: swift build -c $config --target $target failed in $package" >&2
        exit 1
    fi
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$timing" >>"$work/times/$key"
}

# untimed_build PACKAGE CONFIG TARGET
untimed_build() {
    swift build --package-path "$1" --scratch-path "$1/.build-weight" -c "$2" --target "$3" \
        >"$work/logs/untimed.log" 2>&1 || { cat "$work/logs/untimed.log" >&2; exit 1; }
}

# One contender per library built alone: "name|package|module|autoregistration package|module|label".
contenders=()
for index in "${!loom_dirs[@]}"; do
    dir=${loom_dirs[$index]}
    if grep -q '"LoomAutoregistration"' "$dir/Package.swift"; then
        contenders+=("loom$index|$dir|Loom|$dir|LoomAutoregistration|${loom_labels[$index]}")
    else
        contenders+=("loom$index|$dir|Loom|||${loom_labels[$index]}")
    fi
done
if $has_autoregistration; then
    contenders+=("swinject|$work/swinject|Swinject|$work/swinject-autoregistration|SwinjectAutoregistration|Swinject")
else
    contenders+=("swinject|$work/swinject|Swinject|||Swinject")
fi

say "resolving packages and warming the toolchain (not timed)"
for contender in "${contenders[@]}"; do
    IFS='|' read -r name package module auto_package auto_module label <<<"$contender"
    swift package --package-path "$package" --scratch-path "$package/.build-weight" resolve >/dev/null 2>&1
    if [ -n "$auto_package" ] && [ "$auto_package" != "$package" ]; then
        swift package --package-path "$auto_package" --scratch-path "$auto_package/.build-weight" resolve \
            >"$work/logs/resolve.log" 2>&1 || { cat "$work/logs/resolve.log" >&2; exit 1; }
    fi
done
untimed_build "$work/swinject" debug Swinject

count=${#contenders[@]}
for round in $(seq 1 "$rounds"); do
    for config in debug release; do
        for offset in $(seq 0 $((count - 1))); do
            contender=${contenders[$(((round - 1 + offset) % count))]}
            IFS='|' read -r name package module auto_package auto_module label <<<"$contender"
            say "round $round/$rounds, $config: $module ($label)"
            clean_scratch "$package/.build-weight"
            timed_build "$name-$config" "$package" "$config" "$module"
            [ -n "$auto_package" ] || continue
            say "round $round/$rounds, $config: $auto_module on top of $module ($label)"
            if [ "$auto_package" != "$package" ]; then
                clean_scratch "$auto_package/.build-weight"
                untimed_build "$auto_package" "$config" "$module"
            fi
            timed_build "$name-auto-$config" "$auto_package" "$config" "$auto_module"
        done
    done
done

# --- Small release executables ---------------------------------------------------------------------

services='protocol Clock { func hour() -> Int }

final class FixedClock: Clock {
    func hour() -> Int { 9 }
}

final class Greeter {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
    func greeting() -> String { clock.hour() < 12 ? "Good morning" : "Good afternoon" }
}'

# write_app FOLDER IMPORTS STYLE: an executable that makes the two services by hand (baseline),
# registers them (register) or autoregisters them (autoregister), and prints the greeting.
write_app() {
    mkdir -p "$1"
    {
        for module in $2; do echo "import $module"; done
        [ -z "$2" ] || echo
        echo "$services"
        echo
        case "$3" in
            baseline)
                echo 'print(Greeter(clock: FixedClock()).greeting())' ;;
            register)
                echo 'let container = Container()'
                echo 'container.register(Clock.self) { _ in FixedClock() }'
                echo 'container.register(Greeter.self) { resolver in Greeter(clock: resolver.resolve(Clock.self)!) }'
                echo 'print(container.resolve(Greeter.self)!.greeting())' ;;
            autoregister)
                echo 'let container = Container()'
                echo 'container.autoregister(Clock.self, initializer: FixedClock.init)'
                echo 'container.autoregister(Greeter.self, initializer: Greeter.init(clock:))'
                echo 'print(container.resolve(Greeter.self)!.greeting())' ;;
        esac
    } >"$1/main.swift"
}

# stripped_bytes EXECUTABLE: its size once stripped of every symbol and debug section.
stripped_bytes() {
    strip -o "$1.stripped" "$1"
    wc -c <"$1.stripped" | tr -d ' '
}

declare -A bytes
for i in "${!loom_dirs[@]}"; do
    apps="$work/apps-$i"
    mkdir -p "$apps"
    dir=${loom_dirs[$i]}
    has_loom_autoregistration=false
    grep -q '"LoomAutoregistration"' "$dir/Package.swift" && has_loom_autoregistration=true
    targets=(Baseline LoomApp SwinjectApp)
    write_app "$apps/Sources/Baseline" "" baseline
    write_app "$apps/Sources/LoomApp" "Loom" register
    write_app "$apps/Sources/SwinjectApp" "Swinject" register
    target_lines='        .executableTarget(name: "Baseline"),
        .executableTarget(name: "LoomApp", dependencies: [.product(name: "Loom", package: "Loom")]),
        .executableTarget(name: "SwinjectApp", dependencies: [.product(name: "Swinject", package: "Swinject")]),'
    dependency_lines="        .package(name: \"Loom\", path: \"$dir\"),
        .package(url: \"$swinject_url\", exact: \"$swinject_version\"),"
    if $has_loom_autoregistration; then
        targets+=(LoomAutoApp)
        write_app "$apps/Sources/LoomAutoApp" "Loom LoomAutoregistration" autoregister
        target_lines+='
        .executableTarget(name: "LoomAutoApp", dependencies: [
            .product(name: "Loom", package: "Loom"), .product(name: "LoomAutoregistration", package: "Loom"),
        ]),'
    fi
    if $has_autoregistration; then
        targets+=(SwinjectAutoApp)
        write_app "$apps/Sources/SwinjectAutoApp" "Swinject SwinjectAutoregistration" autoregister
        dependency_lines+="
        .package(name: \"SwinjectAutoregistration\", path: \"$work/swinject-autoregistration\"),"
        target_lines+='
        .executableTarget(name: "SwinjectAutoApp", dependencies: [
            .product(name: "Swinject", package: "Swinject"),
            .product(name: "SwinjectAutoregistration", package: "SwinjectAutoregistration"),
        ]),'
    fi
    cat >"$apps/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WeightApps",
    dependencies: [
$dependency_lines
    ],
    targets: [
$target_lines
    ]
)
EOF
    say "building the small release executables against ${loom_labels[$i]}"
    swift build --package-path "$apps" -c release >"$work/logs/apps-$i.log" 2>&1 \
        || { cat "$work/logs/apps-$i.log" >&2; echo "measure-weight: the small executables did not build" >&2; exit 1; }
    bin=$(swift build --package-path "$apps" -c release --show-bin-path)
    for target in "${targets[@]}"; do
        output=$("$bin/$target")
        [ "$output" = "Good morning" ] || { echo "measure-weight: $target printed '$output'" >&2; exit 1; }
        bytes["$i-$target"]=$(stripped_bytes "$bin/$target")
    done
done

# --- 100,000 named registrations (scenario R of the benchmark package) -----------------------------

declare -A registrations
registration_note=""
if $skip_registrations; then
    registration_note="not measured (--skip-registrations)"
else
    for i in "${!loom_dirs[@]}"; do
        bench="${loom_dirs[$i]}/Benchmarks"
        if ! grep -qs 'GrowthMeasurement' "$bench/Sources/LoomBenchmarks/main.swift"; then
            registration_note="${loom_labels[$i]}'s benchmark package has no scenario R: not measured there"
            continue
        fi
        say "building the benchmark package of ${loom_labels[$i]} (release) for scenario R"
        swift build --package-path "$bench" -c release --product loom-benchmarks >"$work/logs/bench-$i.log" 2>&1 \
            || { cat "$work/logs/bench-$i.log" >&2; echo "measure-weight: the benchmark package did not build" >&2; exit 1; }
        say "running scenario R (100,000 named registrations) for ${loom_labels[$i]}"
        "$(swift build --package-path "$bench" -c release --show-bin-path)/loom-benchmarks" --scenario R --rounds 9 \
            >"$work/logs/r-$i.md" 2>"$work/logs/r-$i.progress"
        # | 100,000 | measure | minimum | contract floor | Loom | Swinject | … : the numbers without units.
        while IFS='|' read -r _ rows measure minimum _ loom swinject _; do
            case "$measure" in
                *set-up*) key=setup ;;
                *heap*) key=heap ;;
                *) continue ;;
            esac
            for column in minimum loom swinject; do
                value=$(printf '%s' "${!column}" | tr -d ' ,' | sed 's/ns$//')
                registrations["$i-$key-$column"]=$value
            done
        done < <(grep -E '^\| 100,000 \|' "$work/logs/r-$i.md")
    done
fi

# --- The tables ------------------------------------------------------------------------------------

# median KEY FIELD: the median of column FIELD (1 = wall, 2 = CPU) of times/KEY.
median() {
    [ -s "$work/times/$1" ] || { echo ""; return; }
    sort -n -k"$2,$2" "$work/times/$1" | awk -v f="$2" '{ v[NR] = $f } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
grouped() { awk -v n="$1" 'BEGIN { s = sprintf("%d", n); r = ""; while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) } print s r }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b == 0) print "–"; else { r = a / b; printf (r < 10 ? "%.2f×" : "%.1f×"), r } }'; }
seconds() { [ -n "$1" ] && printf '%.1f s' "$1" || printf '–'; }
build_cell() { # KEY: "wall s (CPU cpu s)"
    local wall cpu
    wall=$(median "$1" 1); cpu=$(median "$1" 2)
    [ -n "$wall" ] && printf '%s (CPU %s)' "$(seconds "$wall")" "$(seconds "$cpu")" || printf '–'
}
build_ratio() { # KEY_A KEY_B: wall ratio (CPU ratio)
    printf '%s (CPU %s)' "$(ratio "$(median "$1" 1)" "$(median "$2" 1)")" "$(ratio "$(median "$1" 2)" "$(median "$2" 2)")"
}
header() { # TITLE FIRST_COLUMNS… : the header row and its alignment row
    local row="| $1 |" align="|---|" column
    shift
    for column in "$@"; do row+=" $column |"; align+="---:|"; done
    printf '%s\n%s\n' "$row" "$align"
}

loom_columns=("${loom_labels[@]}")
ratio_columns=()
for label in "${loom_labels[@]}"; do ratio_columns+=("$label ÷ Swinject"); done

echo
echo "Loom beside Swinject $swinject_version. Builds: each cell is the median of $rounds round(s) of clean builds, the"
echo "contenders alternating; wall time, and CPU time (user + system of every compiler process). Bytes: stripped executables."
echo "Registrations: scenario R of the benchmark package."
echo
header "what a user pays" "${loom_columns[@]}" "Swinject $swinject_version" "${ratio_columns[@]}"
for config in debug release; do
    row="| clean build of the library module alone, $config |"
    for i in "${!loom_dirs[@]}"; do row+=" $(build_cell "loom$i-$config") |"; done
    row+=" $(build_cell "swinject-$config") |"
    for i in "${!loom_dirs[@]}"; do row+=" $(build_ratio "loom$i-$config" "swinject-$config") |"; done
    echo "$row"
done
row="| bytes added to a small release executable (stripped; it registers two services and resolves one) |"
for i in "${!loom_dirs[@]}"; do row+=" $(grouped $((bytes[$i-LoomApp] - bytes[$i-Baseline]))) |"; done
swinject_added=$((bytes[0-SwinjectApp] - bytes[0-Baseline]))
row+=" $(grouped "$swinject_added") |"
for i in "${!loom_dirs[@]}"; do row+=" $(ratio $((bytes[$i-LoomApp] - bytes[$i-Baseline])) "$swinject_added") |"; done
echo "$row"
if [ -z "${registrations[0-setup-loom]:-}" ]; then
    row="| 100,000 named registrations | ${registration_note:-not measured} |"
    for _ in $(seq 2 $((2 * ${#loom_dirs[@]} + 1))); do row+=" |"; done
    echo "$row"
else
    for key in setup heap; do
        if [ "$key" = setup ]; then
            title="100,000 named registrations: set-up per registration"; unit=" ns"
        else
            title="100,000 named registrations: heap bytes per registration"; unit=" B"
        fi
        row="| $title |"
        for i in "${!loom_dirs[@]}"; do
            loom=${registrations[$i-$key-loom]:-}
            if [ -z "$loom" ]; then row+=" – |"; continue; fi
            minimum=${registrations[$i-$key-minimum]}
            row+=" $(grouped "$loom")$unit ($(ratio "$loom" "$minimum") a \`[String: () -> Any]\`'s $(grouped "$minimum")$unit) |"
        done
        swinject=${registrations[0-$key-swinject]:-}
        row+=" $(grouped "$swinject")$unit |"
        for i in "${!loom_dirs[@]}"; do row+=" $(ratio "${registrations[$i-$key-loom]:-}" "$swinject") |"; done
        echo "$row"
    done
fi

echo
autoregistration_title="SwinjectAutoregistration"
$has_autoregistration && autoregistration_title+=" ($autoregistration_version)"
auto_columns=()
auto_ratio_columns=()
for label in "${loom_autoregistration_labels[@]}"; do
    auto_columns+=("$label")
    auto_ratio_columns+=("$label ÷ SwinjectAutoregistration")
done
header "what a user pays for autoregistration" "${auto_columns[@]}" "$autoregistration_title" "${auto_ratio_columns[@]}"
for config in debug release; do
    row="| clean build of the autoregistration module alone (its library already built), $config |"
    for i in "${!loom_dirs[@]}"; do row+=" $(build_cell "loom$i-auto-$config") |"; done
    if $has_autoregistration; then row+=" $(build_cell "swinject-auto-$config") |"; else row+=" not measured |"; fi
    for i in "${!loom_dirs[@]}"; do
        if $has_autoregistration; then row+=" $(build_ratio "loom$i-auto-$config" "swinject-auto-$config") |"; else row+=" – |"; fi
    done
    echo "$row"
done
for over in library baseline; do
    if [ "$over" = library ]; then
        row="| bytes the autoregistration module adds to the library's small executable (stripped; it autoregisters the two services) |"
    else
        row="| bytes added to the baseline by library and autoregistration together |"
    fi
    for i in "${!loom_dirs[@]}"; do
        if [ -n "${bytes[$i-LoomAutoApp]:-}" ]; then
            base=${bytes[$i-Baseline]}; [ "$over" = library ] && base=${bytes[$i-LoomApp]}
            loom_auto_added[$i]=$((bytes[$i-LoomAutoApp] - base))
            row+=" $(grouped "${loom_auto_added[$i]}") |"
        else
            loom_auto_added[$i]=""
            row+=" – |"
        fi
    done
    if $has_autoregistration; then
        base=${bytes[0-Baseline]}; [ "$over" = library ] && base=${bytes[0-SwinjectApp]}
        swinject_auto_added=$((bytes[0-SwinjectAutoApp] - base))
        row+=" $(grouped "$swinject_auto_added") |"
    else
        swinject_auto_added=""
        row+=" not measured |"
    fi
    for i in "${!loom_dirs[@]}"; do row+=" $(ratio "${loom_auto_added[$i]}" "$swinject_auto_added") |"; done
    echo "$row"
done
if ! $has_autoregistration; then
    echo
    echo "SwinjectAutoregistration was not measured: $autoregistration_reason."
fi

echo
commits=$(printf '%s, ' "${loom_commits[@]}")
echo "Measured: Loom at ${commits%, }; Swinject $swinject_version; $(swift --version 2>/dev/null | head -1);"
echo "$(uname -sm), $(nproc) cores. Load average (1, 5, 15 min) before: $load_before; after: $(load_average)."
echo "Baseline executable (no DI library): $(grouped "${bytes[0-Baseline]}") bytes stripped. Registration rows: scenario R's"
echo "medians of 9 interleaved samples (set-up in thread CPU time; heap bytes from glibc's count in use)."
echo "The whole run took $(((SECONDS + 30) / 60)) minutes."

# goal NAME VALUE LIMIT: "NAME VALUE (≤ LIMIT: met)" from two numbers.
goal() {
    awk -v name="$1" -v value="$2" -v limit="$3" -v unit="$4" 'BEGIN {
        if (value == "") { printf "%s: not measured", name; exit }
        printf "%s %.3g%s (goal ≤ %s%s: %s)", name, value, unit, limit, unit, (value <= limit ? "met" : "not met")
    }'
}
echo
for i in "${!loom_dirs[@]}"; do
    wall_ratio() { awk -v a="$(median "$1" 1)" -v b="$(median "$2" 1)" 'BEGIN { if (a != "" && b > 0) printf "%.4f", a / b }'; }
    added=$((bytes[$i-LoomApp] - bytes[$i-Baseline]))
    heap=${registrations[$i-heap-loom]:-}
    setup_ratio=""
    [ -n "${registrations[$i-setup-loom]:-}" ] && setup_ratio=$(awk -v a="${registrations[$i-setup-loom]}" -v b="${registrations[$i-setup-minimum]}" 'BEGIN { printf "%.4f", a / b }')
    [ "$i" -eq 0 ] || echo
    echo "Goals for ${loom_labels[$i]} (build ratios from wall-time medians; judge them on a quiet machine, and read the CPU"
    echo "ratios in the table when it is loaded):"
    echo "- $(goal "bytes added ÷ Swinject's" "$(awk -v a="$added" -v b="$swinject_added" 'BEGIN { printf "%.4f", a / b }')" 3 ×)"
    echo "- $(goal "clean release build ÷ Swinject's" "$(wall_ratio "loom$i-release" swinject-release)" 3 ×)"
    echo "- $(goal "clean debug build ÷ Swinject's" "$(wall_ratio "loom$i-debug" swinject-debug)" 1.5 ×)"
    echo "- $(goal "heap bytes per named registration" "$heap" 200 " B")"
    echo "- $(goal "set-up per named registration ÷ the dictionary's" "$setup_ratio" 2 ×)"
done
