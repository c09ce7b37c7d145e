#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# remarks_vs_optviewer.sh - how fast `inlint why` ingests clang's optimization
# remarks, against LLVM's opt-viewer (optrecord.py, PyYAML with libyaml) on
# the same file. Usage: bench/remarks_vs_optviewer.sh [BUILD_DIR=build]
# Env: RUNS (default 3), FUNCTIONS (generated TU, default 2000), COPIES
# (remark files concatenated into one, default 1).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
inlint=$build/bin/inlint
runs=${RUNS:-3}
functions=${FUNCTIONS:-2000}
copies=${COPIES:-1}
viewer=/usr/lib/llvm-22/share/opt-viewer

die() { echo "remarks_vs_optviewer.sh: error: $*" >&2; exit 1; }
[[ -x $inlint ]] || die "no CLI at $inlint (build first: scripts/build.sh)"
[[ -f $viewer/optrecord.py ]] || die "no opt-viewer in $viewer (llvm-22-tools)"
command -v clang-22 >/dev/null || die "clang-22 not found (scripts/deps.sh)"
if ! python3 -c 'import yaml' 2>/dev/null; then
	echo "installing python3-yaml for opt-viewer"
	sudo=; [[ $(id -u) = 0 ]] || sudo=sudo
	$sudo apt-get install -y -q python3-yaml >/dev/null
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-remarks.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Prints the wall-clock seconds of one run; output goes to $work/log.
timed() {
	local TIMEFORMAT='%3R' t
	t=$({ time "$@" >>"$work/log" 2>&1; } 2>&1) || { tail -20 "$work/log" >&2; die "failed: $*"; }
	echo "$t"
}

median() { sort -n | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); print (NR % 2) ? v[m] : (v[m] + v[m + 1]) / 2 }'; }

# The remarks of a big generated TU: every pass's, as opt-viewer reads them.
# The copies are one YAML stream of several TUs' worth of remarks.
echo "generating $functions functions, compiling with -fsave-optimization-record"
python3 "$top/bench/gen_tu.py" --functions "$functions" -o "$work/big.c"
(cd "$work" && clang-22 -O2 -g -c big.c -o big.o -fsave-optimization-record \
	-foptimization-record-file=one.opt.yaml)
for ((i = 0; i < copies; i++)); do cat "$work/one.opt.yaml"; done >"$work/big.opt.yaml"
bytes=$(stat -c %s "$work/big.opt.yaml")
count=$(grep -c '^--- !' "$work/big.opt.yaml")
echo "remark file: $((bytes / 1048576)) MiB, $count remarks"

optviewer="import sys; sys.path.insert(0, '$viewer'); import optrecord
r, _, _ = optrecord.gather_results(['$work/big.opt.yaml'], 1, False)"

run_inlint() { "$inlint" why "$work/big.opt.yaml" --all >/dev/null 2>&1; }
run_optviewer() { python3 -c "$optviewer"; }

run_inlint && run_optviewer    # warm-up, untimed
: >"$work/inlint"
: >"$work/optviewer"
for ((i = 1; i <= runs; i++)); do
	a=$(timed run_inlint)
	b=$(timed run_optviewer)
	echo "run $i: inlint why ${a}s, opt-viewer ${b}s"
	echo "$a" >>"$work/inlint"
	echo "$b" >>"$work/optviewer"
done
a=$(median <"$work/inlint")
b=$(median <"$work/optviewer")
echo "median: inlint why ${a}s, opt-viewer (optrecord.gather_results) ${b}s"
awk -v a="$a" -v b="$b" 'BEGIN { printf "opt-viewer / inlint why: %.1fx\n", b / a }'
