#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# audit_cost.sh - what inlint audit costs on a TU with many annotations of
# which few matter: compiles used and wall time, beside one plain compile
# and beside one compile per annotation. Usage:
#   bench/audit_cost.sh [BUILD_DIR=build]
# Env: ANNOTATIONS (default 200), MATTER (default 5), JOBS (default 1).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
inlint=$build/bin/inlint
n=${ANNOTATIONS:-200}
k=${MATTER:-5}
jobs=${JOBS:-1}

die() { echo "audit_cost.sh: error: $*" >&2; exit 1; }
[[ -x $inlint ]] || die "no CLI at $inlint (build first: scripts/build.sh)"
command -v clang-22 >/dev/null || die "clang-22 not found (scripts/deps.sh)"

unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

python3 "$top/bench/gen_audit_tu.py" --annotations "$n" --matter "$k" -o "$work/tu.c"
cmd="clang-22 -O2 -g -c tu.c -o tu.o"
printf '[{"directory": "%s", "file": "tu.c", "command": "%s"}]\n' "$work" "$cmd" \
	>"$work/compile_commands.json"

seconds() { date +%s.%N; }

cd "$work"
$cmd # warm-up
t0=$(seconds)
$cmd
t1=$(seconds)
status=0
"$inlint" audit -p compile_commands.json -j "$jobs" --format yaml >audit.yaml 2>/dev/null || status=$?
t2=$(seconds)
[[ $status -le 1 ]] || die "inlint audit failed (exit $status)"

compiles=$(sed -n 's/^compiles: //p' audit.yaml)
found=$(grep -c '^  verdict: load-bearing' audit.yaml || true)
redundant=$(grep -c '^  verdict: redundant' audit.yaml || true)
awk -v n="$n" -v k="$k" -v c="$compiles" -v f="$found" -v r="$redundant" \
	-v plain="$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" \
	-v audit="$(awk -v a="$t1" -v b="$t2" 'BEGIN { print b - a }')" 'BEGIN {
	printf "TU: %d annotations, %d of them load-bearing (bench/gen_audit_tu.py)\n", n, k
	printf "one plain compile:        %7.2f s\n", plain
	printf "inlint audit:             %7.2f s wall, %d compiles (%.1fx one compile)\n", audit, c, audit / plain
	printf "  found: %d load-bearing, %d redundant\n", f, r
	printf "  bound 2 + k (log2 n + 2): %d compiles\n", 2 + k * (int(log(n) / log(2) + 0.999) + 2)
	printf "one compile per annotation: %d compiles, about %.0f s\n", n + 1, (n + 1) * plain
}'
