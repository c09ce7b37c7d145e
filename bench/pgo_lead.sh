#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# pgo_lead.sh - where PGO's lead over the hand annotations lies, in one source
# of an advice_quality.sh code base: that source alone built with the profile,
# with and without loop peeling, and peeling without a profile; and of one
# function, the instructions that no source line owns (spills, reloads,
# register copies, jumps), which block frequencies place.
# Usage: bench/pgo_lead.sh CODEBASE SOURCE FUNCTION
#   e.g. bench/pgo_lead.sh ffmpeg libavcodec/aaccoder.c search_for_quantizers_twoloop
# Needs advice_quality.sh's cache of CODEBASE, with its profile: run
# CODEBASES=CODEBASE TUNE=0 HAND_MIN= RUNS=1 bench/advice_quality.sh first.
# Env: BENCH_CACHE and JOBS, as there.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
here=$top/bench/advice_quality
[[ $# == 3 ]] || { echo "usage: bench/pgo_lead.sh CODEBASE SOURCE FUNCTION" >&2; exit 2; }
cb=$1 src=$2 fn=$3
d=${BENCH_CACHE:-/var/tmp/inlint-aq}/$cb
jobs=${JOBS:-$(nproc)}
lead=$d/lead

die() { echo "pgo_lead.sh: error: $*" >&2; exit 1; }
for f in plain.args hand.args pgo.profdata; do
	[[ -f $d/$f ]] || die "no $d/$f: run CODEBASES=$cb TUNE=0 HAND_MIN= RUNS=1 bench/advice_quality.sh first"
done
tr " " "\n" <"$d/plain.args" | grep -qxF -- "$src" || die "$src is not a source of $cb (see $d/plain.args)"
valgrind=$(command -v valgrind) || die "valgrind not found (apt-get install valgrind)"
mkdir -p "$lead"

# build NAME TREE [FLAGS...]: the workload of TREE, SOURCE compiled with
# FLAGS. Without FLAGS, TREE's own build, whose objects (one directory per
# tree and its arguments) the builds with FLAGS link, SOURCE's compiled
# again; so TREE's own build comes first.
build() {
	local name=$1 tree=$2 objs
	shift 2
	objs=$lead/$tree-$(md5sum <"$d/$tree.args" | cut -c1-12)
	if (($#)); then
		rm -rf "${lead:?}/$name"
		cp -al "$objs" "$lead/$name"
		rm "$lead/$name/${src//\//%}.o"
		objs=$lead/$name
	fi
	# shellcheck disable=SC2046 # the arguments are words
	(cd "$d/$tree" && OBJ_DIR=$objs "$here/pbuild.sh" "$jobs" "$lead/$name.bin" "$@" $(cat "$d/$tree.args")) ||
		die "$cb: the build of $name failed"
}

# measure NAME: "Ir function_ir line0 reloads spills copies jumps" of one
# callgrind run, and its output's md5.
measure() {
	local bin=$lead/$1.bin counts
	env -i "$valgrind" --tool=callgrind --dump-instr=yes --callgrind-out-file="$bin.cg" \
		"$bin" >"$bin.out" 2>"$bin.vg" || die "$bin failed under valgrind"
	objdump -d --no-show-raw-insn "$bin" >"$bin.dis"
	counts=$(python3 "$top/bench/cg_noline.py" "$bin.cg" "$bin.dis" "$fn") || exit 1
	echo "$(sed -n 's/^summary: //p' "$bin.cg" | cut -d' ' -f1) $counts $(md5sum <"$bin.out" | cut -c1-32)"
}

profile=-fprofile-instr-use=$d/pgo.profdata
names=(plain hand pgo pgo-nopeel peel1 hand+pgo hand+peel1)
build plain plain
build hand hand
build pgo plain "$profile"
build pgo-nopeel plain "$profile" -mllvm -unroll-allow-peeling=false
build peel1 plain -mllvm -unroll-peel-count=1
build hand+pgo hand "$profile"
build hand+peel1 hand -mllvm -unroll-peel-count=1

declare -A row
for name in "${names[@]}"; do
	row[$name]=$(measure "$name")
done
echo "pgo_lead.sh: $cb, $src built as named, the rest of the workload as in plain or hand;" \
	"recovered = (Ir_plain - Ir) / (Ir_plain - Ir_hand); the other columns are $fn's" \
	"instructions (its own and those inlined into it), those at line 0, and of these the" \
	"reloads from and spills to the stack, the register copies and the jumps"
printf '%-11s %12s %10s %12s %11s %11s %11s %11s %11s  %s\n' variant Ir recovered function \
	line0 reloads spills copies jumps output
read -ra p <<<"${row[plain]}"
read -ra h <<<"${row[hand]}"
for name in "${names[@]}"; do
	read -ra r <<<"${row[$name]}"
	awk -v n="$name" -v p="${p[0]}" -v h="${h[0]}" -v ok="$([[ ${r[7]} == "${p[7]}" ]] && echo same || echo DIFFERS)" \
		-v r="${r[*]:0:7}" 'BEGIN {
		split(r, v)
		printf "%-11s %12d %9.1f%% %12d %11d %11d %11d %11d %11d  %s\n", n, v[1],
			100 * (p - v[1]) / (p - h), v[2], v[3], v[4], v[5], v[6], v[7], ok }'
done
