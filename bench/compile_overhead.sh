#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# compile_overhead.sh - how much slower clang-22 -O2 -g -c gets with the plugin
# loaded in report mode. Usage: bench/compile_overhead.sh [BUILD_DIR=build]
# Env: RUNS (default 5), FUNCTIONS (generated TU, default 2000), KERNEL_FILE
# (default mm/memory.c, used if /usr/src/linux-source-6.12.tar.xz exists),
# BENCH_CACHE (kernel tree cache, default /var/tmp/inlint-bench), INSTRUCTIONS
# (1: also each compile's instructions under callgrind, plain and plugin side
# by side; about 50 times a compile's time).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
plugin=$build/lib/libinlint.so
runs=${RUNS:-5}
llvm_bin=/usr/lib/llvm-22/bin
kernel_tar=/usr/src/linux-source-6.12.tar.xz

die() { echo "compile_overhead.sh: error: $*" >&2; exit 1; }
[[ -f $plugin ]] || die "no plugin at $plugin (build first: scripts/build.sh)"
command -v clang-22 >/dev/null || die "clang-22 not found (scripts/deps.sh)"
[[ ${INSTRUCTIONS:-0} == 0 ]] || command -v valgrind >/dev/null ||
	die "INSTRUCTIONS=1 needs valgrind (scripts/deps.sh)"

unset "${!INLINT_@}"    # report mode with defaults, whatever the caller's shell has
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Prints "real cpu" seconds for one run of a command; its output goes to $work/log.
timed() {
	local TIMEFORMAT='%3R %3U %3S' t
	t=$({ time "$@" >>"$work/log" 2>&1; } 2>&1) || { tail -20 "$work/log" >&2; die "failed: $*"; }
	awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' <<<"$t"
}

median() { sort -n | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); print (NR % 2) ? v[m] : (v[m] + v[m + 1]) / 2 }'; }

# share DIR WITH: the plugin's passes as a share of the whole compile, from
# one run of WITH under -ftime-report. Both numbers come from the same
# process, so unlike the ratio of two runs they do not move with machine
# load.
share() {
	local dir=$1 with=$2 t
	t=$(cd "$dir" && INLINT_OUT=$work/records timed sh -c "${with%% *} -ftime-report ${with#* }")
	# "wall (pct%)" columns: drop the parenthesised shares, keep seconds.
	grep -h 'InlintPass' "$work/log" | tail -1 | sed 's/([^)]*)//g' |
		awk -v total="${t%% *}" '{
		printf "inlint passes (-ftime-report): %.3f s of %.3f s wall, %.2f%% of the compile\n",
			$4, total, 100 * $4 / total }'
}

# The instructions of one compile, all its processes, under callgrind: the
# count does not move with the machine's load, which wall-clock time on a
# shared 2-core machine does (2.6 s or 4.1 s for one plain compile).
# Prints the total; the callgrind files are $work/cg.NAME.*.
instructions() {
	local name=$1 dir=$2 cmd=$3
	(cd "$dir" && INLINT_OUT=$work/records valgrind --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$work/cg.$name.%p" sh -c "$cmd" >>"$work/log" 2>&1) ||
		{ tail -20 "$work/log" >&2; die "failed under callgrind: $cmd"; }
	cat "$work"/cg."$name".* | sed -n 's/^summary: //p' | awk '{ s += $1 } END { printf "%.0f\n", s }'
}

# The plugin's passes' instructions in the callgrind files of NAME: what
# its three entry points run, callees included. callgrind_annotate names a
# function once per way it knows its file (none, relative, absolute), each
# with the same count or less: the largest is taken.
passes() {
	local f
	for f in "$work"/cg."$1".*; do
		(cd / && callgrind_annotate --inclusive=yes --threshold=100 "$f" 2>/dev/null)
	done | awk 'match($0, /:inlint_observe_(static|before|after)( |$)/) {
			fn = substr($0, RSTART + 1, RLENGTH - 1); sub(/ $/, "", fn)
			gsub(",", "", $1); if ($1 + 0 > max[fn]) max[fn] = $1 + 0 }
		END { for (fn in max) s += max[fn]; printf "%.0f\n", s }'
}

# counted DIR PLAIN WITH: the instructions of PLAIN and WITH, side by side,
# and of the plugin's passes in WITH.
counted() {
	local dir=$1 plain=$2 with=$3 p w i
	instructions plain "$dir" "$plain" >"$work/ir.plain" &
	instructions plugin "$dir" "$with" >"$work/ir.plugin"
	wait $! || die "the plain compile failed under callgrind"
	p=$(cat "$work/ir.plain")
	w=$(cat "$work/ir.plugin")
	i=$(passes plugin)
	awk -v p="$p" -v w="$w" -v i="$i" 'BEGIN {
		printf "instructions (callgrind): plain %.0f, plugin %.0f (overhead %+.2f%%); the plugin'"'"'s passes %.0f, %.2f%% of plain\n",
			p, w, 100 * (w / p - 1), i, 100 * i / p }'
	rm -f "$work"/cg.*
}

# bench NAME DIR PLAIN WITH: runs the shell commands PLAIN and WITH (the same
# plus the plugin) in DIR, interleaved, after one untimed warm-up of each.
bench() {
	local name=$1 dir=$2 plain=$3 with=$4
	local i p w
	echo "== $name"
	(cd "$dir" && timed sh -c "$plain" >/dev/null && INLINT_OUT=$work/records timed sh -c "$with" >/dev/null)
	: >"$work/plain"
	: >"$work/plugin"
	printf '%-6s %12s %12s %12s %12s\n' run plain-real plain-cpu plugin-real plugin-cpu
	for ((i = 1; i <= runs; i++)); do
		p=$(cd "$dir" && timed sh -c "$plain")
		w=$(cd "$dir" && INLINT_OUT=$work/records timed sh -c "$with")
		echo "$p" >>"$work/plain"
		echo "$w" >>"$work/plugin"
		# shellcheck disable=SC2086 # $p and $w are "real cpu": two columns each
		printf '%-6s %12s %12s %12s %12s\n' "$i" $p $w
	done
	local pr pc wr wc
	pr=$(cut -d' ' -f1 "$work/plain" | median)
	pc=$(cut -d' ' -f2 "$work/plain" | median)
	wr=$(cut -d' ' -f1 "$work/plugin" | median)
	wc=$(cut -d' ' -f2 "$work/plugin" | median)
	printf '%-6s %12s %12s %12s %12s\n' median "$pr" "$pc" "$wr" "$wc"
	awk -v pr="$pr" -v wr="$wr" -v pc="$pc" -v wc="$wc" 'BEGIN {
		printf "plugin/plain: real %.4f (overhead %+.2f%%), cpu %.4f (overhead %+.2f%%)\n",
			wr / pr, (wr / pr - 1) * 100, wc / pc, (wc / pc - 1) * 100 }'
	find "$work/records" -name '*.inlint.yaml' 2>/dev/null | grep -q . ||
		echo "warning: the plugin wrote no record under $work/records"
	share "$dir" "$with"
	[[ ${INSTRUCTIONS:-0} == 0 ]] || counted "$dir" "$plain" "$with"
	rm -rf "$work/records"
}

# 1. A generated kernel-style TU (bench/gen_tu.py).
python3 "$top/bench/gen_tu.py" --functions "${FUNCTIONS:-2000}" -o "$work/gen.c"
echo "generated TU: $(wc -c <"$work/gen.c") bytes, ${FUNCTIONS:-2000} functions; $runs runs each"
bench "generated TU (clang-22 -O2 -g -c)" "$work" \
	"clang-22 -O2 -g -c gen.c -o gen.o" \
	"clang-22 -O2 -g -fpass-plugin=$plugin -c gen.c -o gen.o"

# 2. A real kernel file, compiled with the kernel's own command line (defconfig
# plus -g), if the Debian linux-source-6.12 tarball is installed.
if [[ ! -f $kernel_tar ]]; then
	echo "== kernel: skipped ($kernel_tar not found; apt-get install linux-source-6.12)"
	exit 0
fi
kfile=${KERNEL_FILE:-mm/memory.c}
kobj=${kfile%.c}.o
cache=${BENCH_CACHE:-/var/tmp/inlint-bench}
ktree=$cache/linux-source-6.12
kmake=(make -C "$ktree" -s LLVM="$llvm_bin/" KCFLAGS=-g)
if [[ ! -d $ktree ]]; then
	echo "kernel: unpacking $kernel_tar into $cache"
	mkdir -p "$cache"
	tar -xf "$kernel_tar" -C "$cache"
fi
cmdfile=$ktree/$(dirname "$kobj")/.$(basename "$kobj").cmd
if [[ ! -f $cmdfile ]]; then
	echo "kernel: defconfig and first build of $kobj (log: $cache/prepare.log)"
	if ! { "${kmake[@]}" defconfig && "${kmake[@]}" -j"$(nproc)" "$kobj"; } >"$cache/prepare.log" 2>&1; then
		echo "== kernel: skipped (could not build $kobj; needs flex bison bc libelf-dev libssl-dev; see $cache/prepare.log)"
		exit 0
	fi
fi
# The exact compile command Kbuild ran, from its saved command file.
kcmd=$(sed -n 's/^savedcmd_[^ ]* := //p' "$cmdfile")
[[ -n $kcmd ]] || die "no saved command in $cmdfile"
# Its first word is the compiler; the plugin goes right after it (Kbuild may
# append more commands, e.g. objtool, after the compile).
bench "kernel $kfile (Kbuild's command line, defconfig, -g)" "$ktree" \
	"$kcmd" "${kcmd%% *} -fpass-plugin=$plugin ${kcmd#* }"
