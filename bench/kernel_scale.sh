#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kernel_scale.sh - inlint over mm/, kernel/ and lib/ of Linux 6.12 (Debian's
# linux-source-6.12): records, report sizes, merge time, compile overhead,
# and the default budget's predicted against measured text delta on mm/:
# that of the plain `inlint merge` (no flags) and that of merge --whatif.
#
#   bench/kernel_scale.sh [BUILD_DIR=build]
#   DIRS="mm" bench/kernel_scale.sh build     # mm/ alone (the budget's subject)
#
# Env: DIRS (default "mm kernel lib"; mm always comes first), BENCH_CACHE
# (the kernel trees and records, default /var/tmp/inlint-kernel; about 3 GB),
# JOBS (make -j, default nproc), RUNS (merge timing runs, default 3),
# WHATIF (default 1: besides the plain merge's report, one whose costs of
# mm/ are measured by merge --whatif, one compile per recommendation and
# TU, then the kept set compiled together and trimmed to the budget in up
# to four rounds, about 25 minutes, applied in a third tree; 0: the plain
# merge's alone, its costs from the objects' symbol sizes). Everything is
# cached: a rerun after a complete run only merges and prints.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
cache=${BENCH_CACHE:-/var/tmp/inlint-kernel}
jobs=${JOBS:-$(nproc)}
dirs=(mm)
for d in ${DIRS:-mm kernel lib}; do
	[[ $d == mm ]] || dirs+=("$d")
done
inlint=$build/bin/inlint
src=$cache/linux-source-6.12
base=$cache/base       # O= tree: every DIR built with the plugin (records)
apply=$cache/apply     # O= tree: mm/ built with merge --whatif's report applied
apply_plain=$cache/apply-plain # and with the plain merge's
make=(make -C "$src" LLVM=-22)

die() { echo "kernel_scale.sh: error: $*" >&2; exit 1; }
say() { echo "kernel_scale.sh: $*" >&2; }
# shellcheck source=bench/kernel_tree.sh
. "$top/bench/kernel_tree.sh"
[[ -x $inlint && -f $build/lib/libinlint.so ]] || die "no $inlint (build first: scripts/build.sh)"

"$top/scripts/deps.sh" --kernel
unset "${!INLINT_@}"
mkdir -p "$cache"
cache=$(realpath "$cache")
src=$cache/linux-source-6.12 base=$cache/base apply=$cache/apply apply_plain=$cache/apply-plain
make=(make -C "$src" LLVM=-22)
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-kscale.XXXXXX")
trap 'rm -rf "$work"' EXIT

# 1. The source, once.
kernel_extract "$cache"

# 2. defconfig + zsmalloc (through zswap), prepared; the applied trees are
# copies of the prepared one, so that all have the same configuration and
# generated headers. Debug lines come from KCFLAGS=-g below (no BTF, no
# debug info for .S files): the cheapest configuration whose records carry
# lines.
if kernel_prepare "$src" "$base" "$cache/prepare.log" "$jobs"; then
	rm -rf "$apply" "$apply_plain"
fi
for t in "$apply" "$apply_plain"; do
	if [[ ! -f $t/.inlint-prepared ]]; then
		rm -rf "$t"
		cp -a "$base" "$t.tmp"
		mv "$t.tmp" "$t"
	fi
done

# build TREE DIR RECORDS [DECISIONS]: DIR/ built with the plugin, each C
# file writing its record under RECORDS, and a -ftime-trace JSON beside each
# object. An interrupted directory is built again from scratch.
build_dir() {
	local tree=$1 dir=$2 out=$3 decisions=${4:-}
	find "$tree/$dir" -name '*.o' -delete 2>/dev/null || true
	rm -rf "$out"
	say "building $dir/ in $tree (log: $tree/$dir.log)"
	# Through this build's CLI: the recipe needs one to apply decisions.
	KCFLAGS="-g -ftime-trace" "$inlint" kbuild --out "$out" \
		--plugin "$build/lib/libinlint.so" ${decisions:+--apply "$decisions"} -- \
		"${make[@]}" O="$tree" -j"$jobs" "$dir/" >"$tree/$dir.log" 2>&1 ||
		{ tail -20 "$tree/$dir.log" >&2; die "building $dir/ failed (log: $tree/$dir.log)"; }
	# The KCFLAGS differ from make prepare's, so the first build compiles
	# prepare's C files again (asm-offsets.c, bounds.c, ...): not DIR's.
	if [[ -d $out/__$src ]]; then
		find "$out/__$src" -mindepth 1 -maxdepth 1 ! -name "$dir" -exec rm -rf {} +
	fi
}

# merge_counts REPORT ARGS...: "records functions recommendations
# information" from merge's summary; the summary is kept in REPORT.txt.
merge_counts() {
	local report=$1
	shift
	# Status 1: some records carry problems, listed at the summary's end.
	"$inlint" merge "$@" -o "$report" --top 0 >"$report.txt" ||
		[[ $? -eq 1 ]] || die "inlint merge $* failed"
	awk '/ records, / { r = $1; f = $3; n = $5 }
	     / information entr/ { i = $1 }
	     END { print r + 0, f + 0, n + 0, i + 0 }' "$report.txt"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# pairs REPORT: "function action" of every entry under recommendations.
pairs() {
	awk '/^[a-z_]+:/ { in_list = ($0 ~ /^recommendations:/) }
	     in_list && /^- function: / { f = $3 }
	     in_list && /^  action: / { print f, $2 }' "$1"
}

# decisions REPORT: what applying REPORT decides, one line per entry.
decisions() {
	awk '/^[a-z_]+:/ { in_list = ($0 ~ /^recommendations:/) }
	     in_list && /^- / { if (d) print d; d = "" }
	     in_list && /^[- ] (function|file|caller|call_line|action): / { d = d " " $0 }
	     END { if (d) print d }' "$1"
}

# applied LABEL SUMMARY TREE: the text delta of mm/built-in.a between the
# base tree and TREE, against the prediction in merge's SUMMARY. The share
# of mm/'s text as the budget counts it (every text symbol of the
# objects); bloat's total leaves out the generated __se_sys wrappers, as
# bloat-o-meter does, so both are printed.
applied() {
	local label=$1 summary=$2 tree=$3 predicted text
	"$inlint" bloat -t "$base/mm/built-in.a" "$tree/mm/built-in.a" >"$work/bloat.txt" ||
		die "inlint bloat failed"
	predicted=$(sed -n 's/.*predicted text delta \([-+]*[0-9]*\) bytes.*/\1/p' "$summary")
	text=$(sed -n 's/^budget: .* of \([0-9]*\) text bytes.*/\1/p' "$summary")
	awk -v l="$label" -v p="${predicted:-0}" -v t="${text:-0}" '/^Total: / {
		split($2, b, "="); split($3, a, "=");
		sub(/,$/, "", b[2]); sub(/,$/, "", a[2]); d = a[2] - b[2]
		printf "%s (inlint bloat -t of mm/built-in.a): %+d bytes (%+.2f%% of the %d text bytes the budget counts; %+.2f%% of bloat'"'"'s %d without __se_sys wrappers); predicted %+d, predicted/measured %.3f (target: <= 1%% growth)\n",
			l, d, t ? 100 * d / t : 0, t, 100 * d / b[2], b[2], p, d ? p / d : 0 }' "$work/bloat.txt"
}

# seeds NAME REPORT: whether REPORT has the zsmalloc patch's three cases.
seeds() {
	local line='' want
	pairs "$2" >"$work/pairs"
	for want in "obj_malloc always_inline" "obj_free always_inline" "alloc_zspage noinline"; do
		if grep -qx "$want" "$work/pairs"; then line+="${line:+; }$want yes"; else line+="${line:+; }$want NO"; fi
	done
	echo "seed cases, $1: $line"
}

# 3. mm/ first: the budget's target.
[[ -f $cache/records/mm/.done ]] || { build_dir "$base" mm "$cache/records/mm"; touch "$cache/records/mm/.done"; }

# apply_report TREE REPORT NAME: REPORT's decisions applied to mm/ in TREE
# (records under records-NAME); the decisions, not the report's scores and
# order, decide whether to build again.
apply_report() {
	local tree=$1 report=$2 name=$3 sum
	sum=$(decisions "$report" | sort | sha256sum | cut -d' ' -f1)
	if [[ $(cat "$tree/.inlint-applied-mm" 2>/dev/null) != "$sum" ]]; then
		rm -f "$tree/.inlint-applied-mm"
		cp "$report" "$cache/decisions-$name.yaml"
		build_dir "$tree" mm "$cache/records-$name/mm" "$cache/decisions-$name.yaml"
		echo "$sum" >"$tree/.inlint-applied-mm"
	fi
}

# 4. The reports of mm/, each applied to mm/ in its own copy of the tree.
# First the one a newcomer gets: a plain `inlint merge` where the build
# ran, which reads the objects at the records' object keys and applies
# the default budget (+0.5%), its costs from the objects' symbol sizes.
plain_report=$cache/report-mm-plain.yaml
(cd "$base" && "$inlint" merge "$cache/records/mm" -o "$plain_report" --top 0 >"$plain_report.txt") ||
	[[ $? -eq 1 ]] || die "inlint merge of mm/ failed"
apply_report "$apply_plain" "$plain_report" applied-plain

# With WHATIF=1 also the measured one: each recommendation's cost
# measured in the compiles it reaches (merge --whatif over mm/'s
# compile_commands.json, default budget +1%), and the kept set measured
# together and trimmed to the budget; it is kept while the records and the
# tools are the same.
mm_report=$cache/report-mm-budget.yaml
if [[ ${WHATIF:-1} != 0 ]]; then
	# The records and the tools: the costs decide the budget's choice.
	key=$( (find "$cache/records/mm" -name '*.inlint.yaml' -print0 | sort -z |
		xargs -0 cat; cat "$inlint" "$build/lib/libinlint.so") |
		sha256sum | cut -d' ' -f1)
	if [[ $(cat "$mm_report.key" 2>/dev/null) != "whatif $key" ]]; then
		rm -f "$mm_report.key"
		(cd "$base" && python3 "$src/scripts/clang-tools/gen_compile_commands.py" \
			-d . -o "$cache/compile_commands-mm.json" mm) ||
			die "gen_compile_commands.py failed"
		say "measuring each recommendation of mm/ (merge --whatif, log: $cache/whatif-mm.log)"
		"$inlint" merge "$cache/records/mm" --objects "$base" --whatif \
			-p "$cache/compile_commands-mm.json" -j "$jobs" \
			--plugin "$build/lib/libinlint.so" -o "$mm_report" --top 0 \
			>"$mm_report.txt" 2>"$cache/whatif-mm.log" || [[ $? -eq 1 ]] ||
			die "inlint merge --whatif failed (log: $cache/whatif-mm.log)"
		echo "whatif $key" >"$mm_report.key"
	fi
	apply_report "$apply" "$mm_report" applied
fi

# 5. The other directories.
for d in "${dirs[@]}"; do
	[[ -f $cache/records/$d/.done ]] || { build_dir "$base" "$d" "$cache/records/$d"; touch "$cache/records/$d/.done"; }
done

# 6. Figures.
{
	echo "Linux 6.12 x86_64 defconfig + ZSWAP/ZSMALLOC, clang-22 -O2 -g (KCFLAGS), $(nproc) cores"
	printf '%-8s %8s %10s %16s %12s\n' dir records functions recommendations information
	for d in "${dirs[@]}"; do
		# shellcheck disable=SC2046,SC2183 # four numbers
		printf '%-8s %8s %10s %16s %12s\n' "$d/" $(merge_counts "$work/$d.yaml" "$cache/records/$d")
	done
	# shellcheck disable=SC2046,SC2183
	printf '%-8s %8s %10s %16s %12s\n' total $(merge_counts "$work/total.yaml" "$cache/records")

	awk '/^recommendations by reason:/ { on = 1; next }
	     on && /^  / { s = s sep $1 " " $2; sep = ", "; next }
	     { on = 0 }
	     END { print "mm/ recommendations by reason: " s }' "$work/mm.yaml.txt"

	# Merge against a bare libyaml parse of the same records.
	RECORDS_DIR="$cache/records" RUNS=${RUNS:-3} "$top/bench/merge_throughput.sh" "$build" >"$work/merge.txt" 2>&1 ||
		{ cat "$work/merge.txt" >&2; die "bench/merge_throughput.sh failed"; }
	sed -n 's/^median cpu: /merge vs libyaml parse (bench\/merge_throughput.sh, median cpu): /p' "$work/merge.txt"
	# and the wall-clock medians of its runs (run parse_real parse_cpu
	# merge_real merge_cpu rss).
	pr=$(awk '$1 ~ /^[0-9]+$/ && NF == 6 { print $2 }' "$work/merge.txt" | median)
	mr=$(awk '$1 ~ /^[0-9]+$/ && NF == 6 { print $4 }' "$work/merge.txt" | median)
	awk -v p="$pr" -v m="$mr" 'BEGIN {
		printf "merge vs libyaml parse, median wall: parse %.2f s, merge %.2f s, ratio %.2fx\n", p, m, m / p }'

	# The plugin's share of every compile, from the timers clang keeps
	# (-ftime-trace: one JSON per object, so make -j does not interleave
	# them as it does -ftime-report's stderr).
	for d in "${dirs[@]}"; do
		find "$base/$d" -name '*.json' -newer "$base/.inlint-prepared"
	done | python3 -c '
import json, sys
n = total = inlint = 0
for path in sys.stdin.read().split():
    events = json.load(open(path)).get("traceEvents", [])
    names = {e.get("name"): e.get("dur", 0) for e in events}
    if "Total ExecuteCompiler" not in names:
        continue
    n += 1
    total += names["Total ExecuteCompiler"]
    inlint += sum(v for k, v in names.items() if k.startswith("Total ") and k.endswith("::InlintPass"))
print("compile overhead (-ftime-trace timers summed over %d TUs): inlint passes %.1f s of %.1f s compiling, %.2f%%"
      % (n, inlint / 1e6, total / 1e6, 100.0 * inlint / total if total else 0))'

	# The budgets on mm/: predicted, then measured between the trees.
	sed -n 's/^budget: /mm\/ plain merge (no flags), budget: /p' "$plain_report.txt"
	applied "mm/ plain merge applied" "$plain_report.txt" "$apply_plain"
	if [[ ${WHATIF:-1} != 0 ]]; then
		sed -n 's/^budget: /mm\/ merge --whatif, budget: /p' "$mm_report.txt"
		awk '/^[a-z_]+:/ { in_list = ($0 ~ /^recommendations:/) }
		     in_list && /^  cost_source: / { n[$2]++ }
		     END { for (k in n) { s = s sep n[k] " " k; sep = ", " }; print "mm/ merge --whatif recommendation costs from: " s }' "$mm_report"
		applied "mm/ merge --whatif applied" "$mm_report.txt" "$apply"
	fi

	# The seed cases, in the unbudgeted and the budgeted reports of mm/.
	seeds all "$work/mm.yaml"
	seeds "plain merge" "$plain_report"
	[[ ${WHATIF:-1} == 0 ]] || seeds "merge --whatif" "$mm_report"
	# A check, not the detector: names that SYSCALL_DEFINE and friends write.
	macro='^(__se_|__do_|__x64_|__ia32_)(compat_)?sys_'
	for d in "${dirs[@]}"; do
		pairs "$work/$d.yaml"
	done | awk -v re="$macro" '$1 ~ re { n++; if (m < 5) { s = s " " $1; m++ } }
		END { printf "recommendations on SYSCALL_DEFINE-generated functions: %d%s\n", n, n ? " (" s " )" : "" }'
} | tee "$cache/figures.txt"
