#!/usr/bin/env bash
# Builds Loom's DocC documentation into .build-docs/docs (and LoomAutoregistration's into
# .build-docs/docs-autoregistration) without the DocC plugin, and fails on any
# warning: a compiler warning while emitting the symbol graph, any DocC warning (a broken ``link``
# included), or a Migration guide or the Cookbook article showing a sample that no longer matches
# the compiled sample file.
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

echo "==> Checking that each Migration guide and the Cookbook show their compiled samples"
# A guide marks a sample with `<!-- sample: Migration/Samples/File.swift -->` right before a
# ```swift block; the block must equal that file, which the MigrationSamples target compiles (the
# Cookbook's files: CookbookSamples, and one test file of MigrationSamplesTests).
for guide in Migration/*.md Sources/Loom/Loom.docc/Cookbook.md; do
    for sample in $(sed -n 's/^<!-- sample: \(.*\) -->$/\1/p' "$guide"); do
        shown=$(awk -v marker="<!-- sample: $sample -->" '$0 == marker { found = 1; next }
                     found && /^```swift$/ { inside = 1; next }
                     inside && /^```$/ { exit }
                     inside { print }' "$guide")
        if [ ! -f "$sample" ] || [ "$shown" != "$(cat "$sample")" ]; then
            diff <(printf '%s\n' "$shown") "$sample" || true
            echo "error: the sample in $guide differs from $sample" >&2
            exit 1
        fi
    done
done

echo "Documentation built without warnings: $OUTPUT, $SCRATCH/docs-autoregistration"
