#!/usr/bin/env bash
# verify()'s cost per registration in instructions, counted by callgrind: V's 1,000 registrations
# verified once and six times in one process each; the difference over five runs and 1,000
# registrations is the cost of verifying one registration (set-up, warm-up and exit cancel out).
# verify() runs on a thread of its own, so the whole process is counted rather than one function.
#
#   Benchmarks/scripts/callgrind-verify.sh
#   LOOM_PROFILE=/tmp/old/loom-profile Benchmarks/scripts/callgrind-verify.sh   # a kept build, e.g. a baseline
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }
if [ -z "${LOOM_PROFILE:-}" ] && ! log=$(swift build -c release --product loom-profile 2>&1); then echo "$log"; exit 1; fi
export SWIFT_DETERMINISTIC_HASHING=1
profile=${LOOM_PROFILE:-.build/release/loom-profile}
count() {
    { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$profile" V "$1" 2>&1 >/dev/null || true; } |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
once=$(count 1)
six=$(count 6)
echo "verify(): $(( (six - once) / 5000 )) instructions per registration (1 run: $once, 6 runs: $six in all)"
