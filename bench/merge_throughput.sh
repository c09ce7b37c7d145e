#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# merge_throughput.sh - how long `inlint merge` takes over a kernel build's
# worth of records, against a bare libyaml parse of the same files
# (build/bench/yaml_parse). Usage: bench/merge_throughput.sh [BUILD_DIR=build]
# Env: RECORDS (default 20000; e.g. RECORDS=1000 for a quick run), RUNS
# (default 3), BENCH_CACHE (where the generated records are kept, default
# /var/tmp/inlint-merge-bench), RECORDS_DIR (time these records instead of
# generated ones: bench/kernel_scale.sh gives a kernel build's).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
records=${RECORDS:-20000}
runs=${RUNS:-3}
cache=${BENCH_CACHE:-/var/tmp/inlint-merge-bench}
inlint=$build/bin/inlint
parse=$build/bench/yaml_parse

die() { echo "merge_throughput.sh: error: $*" >&2; exit 1; }
[[ -x $inlint && -x $parse ]] || die "no $inlint or $parse (build first: scripts/build.sh)"

# Generating 20000 records takes a minute: keep them for the next run.
dir=${RECORDS_DIR:-$cache/records-$records}
if [[ -n ${RECORDS_DIR:-} ]]; then
	records=$(find "$dir" -name '*.inlint*.yaml' | wc -l)
fi
if [[ -z ${RECORDS_DIR:-} && ! -f $dir/.done ]]; then
	rm -rf "$dir"
	python3 "$top/bench/gen_records.py" --records "$records" -o "$dir"
	touch "$dir/.done"
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-merge.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Prints "real cpu max_rss_kb" for one run.
timed() {
	/usr/bin/time -f '%e %U %S %M' -o "$work/t" "$@" >"$work/log" 2>&1 ||
		{ tail -5 "$work/log" >&2; die "failed: $*"; }
	awk '{ printf "%.2f %.2f %d\n", $1, $2 + $3, $4 }' "$work/t"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

du -sh --apparent-size "$dir" | awk '{ print "records: '"$records"', " $1 }'
"$parse" "$dir" >/dev/null # warm the page cache
printf '%-6s %10s %10s %10s %10s %10s\n' run parse_real parse_cpu merge_real merge_cpu merge_rss_kb
for ((i = 1; i <= runs; i++)); do
	read -r pr pc _ < <(timed "$parse" "$dir")
	read -r mr mc mk < <(timed "$inlint" merge "$dir" -o "$work/report.yaml" --top 0)
	printf '%-6s %10s %10s %10s %10s %10s\n' "$i" "$pr" "$pc" "$mr" "$mc" "$mk"
	echo "$pr $pc $mr $mc" >>"$work/all"
done
pc=$(awk '{ print $2 }' "$work/all" | median)
mc=$(awk '{ print $4 }' "$work/all" | median)
ls -l "$work/report.yaml" | awk '{ printf "report: %.1f MB\n", $5 / 1e6 }'
awk -v p="$pc" -v m="$mc" 'BEGIN {
	printf "median cpu: parse %.2f s, merge %.2f s, ratio %.2fx (target <= 2x)\n", p, m, m / p }'
