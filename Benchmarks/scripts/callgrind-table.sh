#!/usr/bin/env bash
# Instructions per operation for every scenario and contender, counted by callgrind: the stable
# measure on a noisy machine. Builds loom-profile in release, runs it under valgrind once per cell
# (collecting only runProfiledLoop) and prints a Markdown table. Takes about 8 minutes for all.
#
#   Benchmarks/scripts/callgrind-table.sh            # all scenarios
#   Benchmarks/scripts/callgrind-table.sh A B C      # some
#   LOOM_PROFILE=/tmp/old/loom-profile Benchmarks/scripts/callgrind-table.sh   # a kept build, e.g. a baseline
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)"; exit 1; }
if [ -z "${LOOM_PROFILE:-}" ] && ! log=$(swift build -c release --product loom-profile 2>&1); then echo "$log"; exit 1; fi
# Swift seeds its hashing per process; fixed seeds make the counts repeat from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
profile=${LOOM_PROFILE:-.build/release/loom-profile}
out=$(mktemp -d)
scenarios=("$@")
# P1 and Q1 are A and B in wall time, the same work on one thread: callgrind counts them as A and B.
[ ${#scenarios[@]} -gt 0 ] || scenarios=(A A2 AK AS AH B BK S1 S2 C CK I1 I2 I3 D E F FC G N H1)

# Iterations per cell and operations per iteration, so each run stays within seconds to a minute
# (N: Swinject formats a failure message on every miss, 400,000 instructions).
iterations() { case $1 in C | CK | N) echo 20000 ;; F | FC) echo 200 ;; *) echo 200000 ;; esac; }
operations() { case $1 in F | FC) echo 1000 ;; *) echo 1 ;; esac; }

# Instructions per operation of one cell.
count() {
    local scenario=$1 contender=$2 n
    n=$(iterations "$scenario")
    # A contender without the scenario (S1 and S2 are Loom only; FC, the definitions and I have no Swinject) prints 0, shown as –.
    { valgrind --tool=callgrind --toggle-collect='*runProfiledLoop*' \
        --callgrind-out-file="$out/$scenario.$contender" "$profile" "$scenario" "$contender" "$n" \
        2>&1 >/dev/null || true; } | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' |
        awk -v ops=$((n * $(operations "$scenario"))) '{ printf "%.0f", $1 / ops } END { if (NR == 0) printf "0" }'
}

echo "| scenario | minimum Ir/op | Loom Ir/op | Swinject Ir/op | Loom/min | Swinject/Loom |"
echo "|---|---:|---:|---:|---:|---:|"
for scenario in "${scenarios[@]}"; do
    minimum=$(count "$scenario" minimum)
    loom=$(count "$scenario" loom)
    swinject=$(count "$scenario" swinject)
    awk -v s="$scenario" -v m="$minimum" -v l="$loom" -v w="$swinject" \
        'function cell(v) { return v > 0 ? sprintf("%d", v) : "–" }
         function ratio(a, b) { return a > 0 && b > 0 ? sprintf("%.2f×", a / b) : "–" }
         BEGIN { printf "| %s | %s | %s | %s | %s | %s |\n", s, cell(m), cell(l), cell(w), ratio(l, m), ratio(w, l) }'
done
echo
echo "callgrind files: $out (callgrind_annotate FILE | swift demangle --simplified)"
