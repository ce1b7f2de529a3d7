#!/usr/bin/env bash
# Runs loom-demo as a newcomer would, with standard output and standard error piped to files, and
# checks what each shows: every section prints, and the one line the demo writes to standard error
# on purpose — verify()'s deliberate mistake — is labelled as such on standard output before it; then
# runs it with --verify-containers, which verifies every container the sections built.
#
# usage: scripts/check-demo-output.sh   (after a debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift run --skip-build loom-demo >"$work/out" 2>"$work/err" || { cat "$work/out" "$work/err"; echo "loom-demo failed"; exit 1; }

for section in "1. Assemblies" "9. Verifying a container with two mistakes" "10. Definitions the compiler checks" "Done."; do
    grep -qF "$section" "$work/out" || { cat "$work/out"; echo "loom-demo's output has no \"$section\""; exit 1; }
done
grep -qF "there is this demo's deliberate mistake 1, not a bug" "$work/out" || {
    cat "$work/out"; echo "loom-demo no longer labels the line verify() writes to standard error"; exit 1; }
grep -qF "Loom verify: LoanService [graph] -> Notifier: not registered" "$work/err" || {
    cat "$work/err"; echo "verify() did not write its failure to standard error"; exit 1; }
unexpected=$(grep -vF "Loom verify: LoanService [graph] -> Notifier: not registered" "$work/err" || true)
[ -z "$unexpected" ] || { echo "$unexpected"; echo "loom-demo wrote to standard error what it does not label"; exit 1; }
echo "==> loom-demo prints every section, and labels the one line it writes to standard error"

# Every container the sections built goes through verify(samples:) and dependencyGraph(samples:):
# problems are expected (sections 7 and 9 show mistakes on purpose), a stop of the process is not.
swift run --skip-build loom-demo --verify-containers >"$work/verify-out" 2>"$work/verify-err" || {
    cat "$work/verify-out" "$work/verify-err"; echo "loom-demo --verify-containers stopped"; exit 1; }
grep -qF "Every container verified and graphed without stopping the process." "$work/verify-out" || {
    cat "$work/verify-out"; echo "loom-demo --verify-containers did not verify every container"; exit 1; }
grep -F "Verifying each of the" "$work/verify-out"
echo "==> every container loom-demo builds verifies and draws its graph without stopping the process"
