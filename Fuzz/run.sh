#!/usr/bin/env bash
# Builds the LoomFuzz libFuzzer target and fuzzes Loom for a bounded time.
#
# usage: Fuzz/run.sh [SECONDS]        (default 60; from any directory; CI runs it for 60 s)
#
# New interesting inputs go to a scratch corpus under Fuzz/.build-fuzz/, seeded from Fuzz/Corpus/,
# which stays as committed. A crash or a broken invariant stops the run with a non-zero status and
# leaves the input in Fuzz/.build-fuzz/artifacts/ (re-run it with `Fuzz/.build/debug/LoomFuzz FILE`).
set -euo pipefail
cd "$(dirname "$0")"

SECONDS_TO_FUZZ=${1:-60}
WORK=.build-fuzz
mkdir -p "$WORK/corpus" "$WORK/artifacts"
BUILD_LOG="$WORK/build.log"

echo "==> Building LoomFuzz with -sanitize=fuzzer,address"
if ! swift build -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$BUILD_LOG" 2>&1; then
    cat "$BUILD_LOG"
    echo "error: building the fuzz target failed" >&2
    exit 1
fi
# The gold linker warns that it cannot export AddressSanitizer's local symbols; any other warning
# is ours and fails the run.
if grep 'warning:' "$BUILD_LOG" | grep -v "Cannot export local symbol '__asan_"; then
    echo "error: the fuzz target builds with warnings" >&2
    exit 1
fi

echo "==> Fuzzing for ${SECONDS_TO_FUZZ} s"
# Swift's own backtracer would hold the process on a crash; libFuzzer reports it instead. The
# fuzzer fails resolves on purpose by the thousand: LOOM_LOGGING_ENABLED=0 keeps a debug build of
# Loom from explaining each on standard error.
SWIFT_BACKTRACE=enable=no LOOM_LOGGING_ENABLED=0 .build/debug/LoomFuzz "$WORK/corpus" Corpus \
    -max_total_time="$SECONDS_TO_FUZZ" \
    -max_len=512 \
    -timeout=20 \
    -rss_limit_mb=4096 \
    -print_final_stats=1 \
    -artifact_prefix="$WORK/artifacts/"
