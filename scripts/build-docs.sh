#!/usr/bin/env bash
# Builds Loom's DocC documentation into .build-docs/docs (and LoomAutoregistration's into
# .build-docs/docs-autoregistration) without the DocC plugin, and fails on any
# warning: a compiler warning while emitting the symbol graph, any DocC warning (a broken ``link``
# included), or a Swift block of README.md, a Migration guide, the Cookbook, or the Compile-Time
# Safe Definitions, Scoped Lifetimes, Testing with Loom or Seeing the Dependency Graph article that
# is not checked against compiled code: each block must be marked as
# a sample file, a region of a sample or test file, Package.swift lines, or another library's code
# (see the check at the end).
#
# usage: scripts/build-docs.sh          (from any directory; CI runs it)
#        SCRATCH=.build-x scripts/build-docs.sh   to build somewhere else
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=${SCRATCH:-.build-docs}
ALL_GRAPHS="$SCRATCH/symbol-graphs"     # the compiler writes every module's graph here
LOOM_GRAPHS="$SCRATCH/loom-symbol-graphs" # only Loom's are handed to DocC
OUTPUT="$SCRATCH/docs"
mkdir -p "$SCRATCH"
BUILD_LOG="$SCRATCH/build-docs.build.log"
DOCC_LOG="$SCRATCH/build-docs.docc.log"

# Builds MODULE in SCRATCH with symbol graphs written to ALL_DIR (extra compiler flags after
# the fourth argument), fails on any warning, and copies MODULE's own graphs to MODULE_DIR.
build_symbol_graphs() {
    local module=$1 scratch=$2 all=$3 own=$4
    shift 4
    local flags=()
    for flag in "$@"; do flags+=(-Xswiftc "$flag"); done
    echo "==> Building $module with symbol graphs"
    rm -rf "$own"
    mkdir -p "$all" "$own"
    if ! swift build --scratch-path "$scratch" --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$all" ${flags[@]+"${flags[@]}"} \
        >"$BUILD_LOG" 2>&1; then
        cat "$BUILD_LOG"
        echo "error: swift build failed" >&2
        exit 1
    fi
    if grep -q 'warning:' "$BUILD_LOG"; then
        grep 'warning:' "$BUILD_LOG" | sort -u
        echo "error: the build has warnings" >&2
        exit 1
    fi
    if [ ! -f "$all/$module.symbols.json" ]; then
        echo "error: no $all/$module.symbols.json; remove $SCRATCH and run again" >&2
        exit 1
    fi
    shopt -s nullglob
    cp "$all/$module.symbols.json" "$all/$module"@*.symbols.json "$own"/
    shopt -u nullglob
}

# Converts CATALOG with the graphs in GRAPHS_DIR into OUTPUT; any DocC warning fails.
convert_catalog() {
    local catalog=$1 graphs=$2 name=$3 bundle=$4 output=$5
    echo "==> Converting $catalog"
    rm -rf "$output"
    if ! docc convert "$catalog" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$name" \
        --fallback-bundle-identifier "$bundle" \
        --output-path "$output" \
        --warnings-as-errors >"$DOCC_LOG" 2>&1; then
        cat "$DOCC_LOG"
        echo "error: docc reported problems" >&2
        exit 1
    fi
    if grep -qiE '^(warning|error)' "$DOCC_LOG"; then
        cat "$DOCC_LOG"
        exit 1
    fi
}

# The graph folders are kept between runs: when a module is unchanged the compiler does not run
# again, and the graph from the previous build is still the right one. (Warnings, too, only show up
# when a file is compiled; CI starts from an empty scratch folder.)
build_symbol_graphs Loom "$SCRATCH" "$ALL_GRAPHS" "$LOOM_GRAPHS"
convert_catalog Sources/Loom/Loom.docc "$LOOM_GRAPHS" Loom loom "$OUTPUT"

# The second product's catalog documents its extensions of Loom's `Container`, which DocC shows only
# from extension block symbols. That flag changes every module's graph, so this build has a scratch
# folder of its own and Loom's graph above stays as it was.
AUTOREG_SCRATCH="$SCRATCH/autoregistration"
build_symbol_graphs LoomAutoregistration "$AUTOREG_SCRATCH" "$AUTOREG_SCRATCH/symbol-graphs" \
    "$AUTOREG_SCRATCH/loom-autoregistration-symbol-graphs" -emit-extension-block-symbols
convert_catalog Sources/LoomAutoregistration/LoomAutoregistration.docc \
    "$AUTOREG_SCRATCH/loom-autoregistration-symbol-graphs" LoomAutoregistration loom.autoregistration \
    "$SCRATCH/docs-autoregistration"

echo "==> Checking that every Swift block of the README, the Migration guides, the Cookbook and the definitions, scopes, testing and graph articles is compiled"
# The line right before each ```swift block of these files says how the block is checked:
#   <!-- sample: PATH -->           the block equals the file PATH, which a target compiles
#                                   (MigrationSamples, CookbookSamples or MigrationSamplesTests);
#   <!-- sample: PATH#NAME -->      the block equals the lines of PATH between the comments
#                                   `// begin region: NAME` and `// end region: NAME`, less the begin
#                                   comment's indentation (a test's region is what `swift test` runs);
#   <!-- package-manifest -->       Package.swift lines: every `.package(…)` and `.product(…)` in them
#                                   is one of README.md's, whose installation lines
#                                   scripts/check-install.sh builds, and SwiftPM evaluates a manifest
#                                   made of them (a `.target(…)` or `.testTarget(…)` alone goes
#                                   into `targets: […]`);
#   <!-- install:begin -->          README.md's installation lines (scripts/check-install.sh builds
#                                   them), checked as package-manifest lines;
#   <!-- not compiled: REASON -->   another library's code, shown for comparison; listed below.
# A block without one of these fails the check. A block inside a list item may be indented; its
# marker then has the same indentation.
BLOCKS="$SCRATCH/guide-blocks"
MANIFEST_CHECK="$SCRATCH/guide-manifest"
readme_package_line=$(grep -oE '\.package\(url: "https://github.com/loom-di/Loom", from: "[^"]*"\)' README.md | head -1)

# Prints the lines of FILE between `// begin region: NAME` and `// end region: NAME`, without the
# begin comment's indentation; fails when the region is missing, repeated, unclosed or outdented.
region_text() {
    awk -v name="$2" '
        BEGIN { begin = "// begin region: " name; end = "// end region: " name }
        { trimmed = $0; sub(/^[ \t]+/, "", trimmed) }
        trimmed == begin { if (found) { bad = 1; exit } found = 1; inside = 1
                           indent = $0; sub(/[^ \t].*$/, "", indent); next }
        trimmed == end && inside { inside = 0; closed = 1; next }
        inside && $0 ~ /^[ \t]*$/ { print ""; next }
        inside { if (index($0, indent) != 1) { bad = 1; exit } print substr($0, length(indent) + 1) }
        END { if (bad || !found || !closed) exit 1 }' "$1"
}

# Checks the Package.swift lines in BLOCK_FILE (see above).
check_manifest_block() {
    local where=$1 block_file=$2 call body
    while IFS= read -r call; do
        if ! grep -qF -- "$call" README.md; then
            echo "error: $where: $call is not one of README.md's lines" >&2
            exit 1
        fi
    done < <(grep -oE '\.(package|product)\([^)]*\)' "$block_file")
    case "$(grep -m1 -v '^[[:space:]]*$' "$block_file" | sed 's/^[[:space:]]*//')" in
        dependencies:*) body=$(cat "$block_file") ;;
        .target\(* | .testTarget\(*) body=$(printf 'dependencies: [%s],\ntargets: [\n%s\n]' "$readme_package_line" "$(cat "$block_file")") ;;
        *) echo "error: $where: Package.swift lines must start with dependencies:, .target( or .testTarget(" >&2; exit 1 ;;
    esac
    rm -rf "$MANIFEST_CHECK"
    mkdir -p "$MANIFEST_CHECK"
    printf '// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "App",\n%s\n)\n' \
        "$body" >"$MANIFEST_CHECK/Package.swift"
    if ! swift package --package-path "$MANIFEST_CHECK" dump-package >/dev/null 2>"$MANIFEST_CHECK/error.log"; then
        cat "$MANIFEST_CHECK/Package.swift" "$MANIFEST_CHECK/error.log"
        echo "error: $where: SwiftPM cannot evaluate these Package.swift lines" >&2
        exit 1
    fi
}

for guide in README.md Migration/*.md Sources/Loom/Loom.docc/Cookbook.md Sources/Loom/Loom.docc/CompileTimeSafeDefinitions.md \
    Sources/Loom/Loom.docc/ScopedLifetimes.md Sources/Loom/Loom.docc/TestingWithLoom.md \
    Sources/Loom/Loom.docc/SeeingTheDependencyGraph.md; do
    rm -rf "$BLOCKS"
    mkdir -p "$BLOCKS"
    # Writes each block's lines (less the fence's indentation), the line before it and its line number.
    awk -v dir="$BLOCKS" '
        !inside && /^[ \t]*```swift[ \t]*$/ {
            n++; inside = 1; indent = $0; sub(/```swift.*$/, "", indent)
            marker = previous; sub(/^[ \t]+/, "", marker)
            print marker > (dir "/" n ".marker"); close(dir "/" n ".marker")
            print NR > (dir "/" n ".line"); close(dir "/" n ".line")
            printf "" > (dir "/" n ".block")
            next
        }
        inside && /^[ \t]*```[ \t]*$/ { inside = 0; close(dir "/" n ".block") }
        inside { line = $0; if (index(line, indent) == 1) line = substr(line, length(indent) + 1)
                 print line >> (dir "/" n ".block") }
        { previous = $0 }' "$guide"
    shopt -s nullglob
    for marker_file in "$BLOCKS"/*.marker; do
        block_file=${marker_file%.marker}.block
        where="$guide:$(cat "${marker_file%.marker}.line")"
        marker=$(cat "$marker_file")
        case "$marker" in
            "<!-- sample: "*" -->")
                target=${marker#<!-- sample: }
                target=${target% -->}
                file=${target%%#*}
                if [ "$file" = "$target" ]; then
                    expected=$(cat "$file" 2>/dev/null) || { echo "error: $where: no file $file" >&2; exit 1; }
                else
                    expected=$(region_text "$file" "${target#*#}") ||
                        { echo "error: $where: no single, closed region ${target#*#} in $file" >&2; exit 1; }
                fi
                if [ "$(cat "$block_file")" != "$expected" ]; then
                    diff <(printf '%s\n' "$expected") "$block_file" || true
                    echo "error: $where: the block differs from $target" >&2
                    exit 1
                fi
                ;;
            "<!-- package-manifest -->" | "<!-- install:begin -->") check_manifest_block "$where" "$block_file" ;;
            "<!-- not compiled: "*" -->") echo "    not compiled: $where: ${marker:19:${#marker}-23}" ;;
            *)
                echo "error: $where: a Swift block needs a sample:, package-manifest or not compiled: marker on the line before it" >&2
                exit 1
                ;;
        esac
    done
    shopt -u nullglob
done

echo "Documentation built without warnings: $OUTPUT, $SCRATCH/docs-autoregistration"
