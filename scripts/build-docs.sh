#!/usr/bin/env bash
# Builds Loom's DocC documentation into .build-docs/docs (and LoomAutoregistration's into
# .build-docs/docs-autoregistration) without the DocC plugin, and fails on any
# warning: a compiler warning while emitting the symbol graph, any DocC warning (a broken ``link``
# included), or a Migration guide whose sample no longer matches the compiled sample file.
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

echo "==> Building Loom with symbol graphs"
# The graph folder is kept between runs: when Loom is unchanged the compiler does not run again,
# and the graph from the previous build is still the right one. (Warnings, too, only show up when
# a file is compiled; CI starts from an empty scratch folder.)
rm -rf "$LOOM_GRAPHS" "$OUTPUT"
mkdir -p "$ALL_GRAPHS" "$LOOM_GRAPHS"
if ! swift build --scratch-path "$SCRATCH" --target Loom \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$ALL_GRAPHS" >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "error: swift build failed" >&2
    exit 1
fi
if grep -q 'warning:' "$BUILD_LOG"; then
    grep 'warning:' "$BUILD_LOG" | sort -u
    echo "error: the build has warnings" >&2
    exit 1
fi

shopt -s nullglob
graphs=("$ALL_GRAPHS"/Loom.symbols.json "$ALL_GRAPHS"/Loom@*.symbols.json)
if [ ! -f "$ALL_GRAPHS/Loom.symbols.json" ]; then
    echo "error: no $ALL_GRAPHS/Loom.symbols.json; remove $SCRATCH and run again" >&2
    exit 1
fi
cp "${graphs[@]}" "$LOOM_GRAPHS"/

echo "==> Converting Sources/Loom/Loom.docc"
if ! docc convert Sources/Loom/Loom.docc \
    --additional-symbol-graph-dir "$LOOM_GRAPHS" \
    --fallback-display-name Loom \
    --fallback-bundle-identifier loom \
    --output-path "$OUTPUT" \
    --warnings-as-errors >"$DOCC_LOG" 2>&1; then
    cat "$DOCC_LOG"
    echo "error: docc reported problems" >&2
    exit 1
fi
if grep -qiE '^(warning|error)' "$DOCC_LOG"; then
    cat "$DOCC_LOG"
    exit 1
fi

echo "==> Building LoomAutoregistration with symbol graphs"
# The second product's catalog documents its extensions of Loom's `Container`, which DocC shows only
# from extension block symbols. That flag changes every module's graph, so this build has a scratch
# folder of its own and Loom's graph above stays as it was.
AUTOREG_SCRATCH="$SCRATCH/autoregistration"
AUTOREG_ALL_GRAPHS="$AUTOREG_SCRATCH/symbol-graphs"
AUTOREG_GRAPHS="$AUTOREG_SCRATCH/loom-autoregistration-symbol-graphs"
AUTOREG_OUTPUT="$SCRATCH/docs-autoregistration"
rm -rf "$AUTOREG_GRAPHS" "$AUTOREG_OUTPUT"
mkdir -p "$AUTOREG_ALL_GRAPHS" "$AUTOREG_GRAPHS"
if ! swift build --scratch-path "$AUTOREG_SCRATCH" --target LoomAutoregistration \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$AUTOREG_ALL_GRAPHS" \
    -Xswiftc -emit-extension-block-symbols >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "error: swift build failed" >&2
    exit 1
fi
if grep -q 'warning:' "$BUILD_LOG"; then
    grep 'warning:' "$BUILD_LOG" | sort -u
    echo "error: the build has warnings" >&2
    exit 1
fi
if [ ! -f "$AUTOREG_ALL_GRAPHS/LoomAutoregistration.symbols.json" ]; then
    echo "error: no $AUTOREG_ALL_GRAPHS/LoomAutoregistration.symbols.json; remove $SCRATCH and run again" >&2
    exit 1
fi
cp "$AUTOREG_ALL_GRAPHS"/LoomAutoregistration.symbols.json "$AUTOREG_ALL_GRAPHS"/LoomAutoregistration@*.symbols.json \
    "$AUTOREG_GRAPHS"/

echo "==> Converting Sources/LoomAutoregistration/LoomAutoregistration.docc"
if ! docc convert Sources/LoomAutoregistration/LoomAutoregistration.docc \
    --additional-symbol-graph-dir "$AUTOREG_GRAPHS" \
    --fallback-display-name LoomAutoregistration \
    --fallback-bundle-identifier loom.autoregistration \
    --output-path "$AUTOREG_OUTPUT" \
    --warnings-as-errors >"$DOCC_LOG" 2>&1; then
    cat "$DOCC_LOG"
    echo "error: docc reported problems" >&2
    exit 1
fi
if grep -qiE '^(warning|error)' "$DOCC_LOG"; then
    cat "$DOCC_LOG"
    exit 1
fi

echo "==> Checking that each Migration guide shows its compiled samples"
# A guide marks a sample with `<!-- sample: Migration/Samples/File.swift -->` right before a
# ```swift block; the block must equal that file, which the MigrationSamples targets compile.
for guide in Migration/*.md; do
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

echo "Documentation built without warnings: $OUTPUT, $AUTOREG_OUTPUT"
