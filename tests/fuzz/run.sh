#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# run.sh - fuzzes every reader for N minutes (README.md): builds the harnesses
# with clang, makes the seed corpus, runs them, prints a summary table.
# Usage: tests/fuzz/run.sh [--minutes N] [--jobs J] [--build DIR] [--tools DIR]
#                          [HARNESS...]
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
here=$top/tests/fuzz
llvm_version=22
llvm_bin=/usr/lib/llvm-$llvm_version/bin
all=(record decisions decision_arg object_records report tune_state patch remarks symsize compdb stack_usage callgrind rewrite symbolized objcalls srcedit ppview project)
minutes=1 jobs=1 build=$top/build-fuzz tools=$top/build
harnesses=()

usage() {
	echo "usage: tests/fuzz/run.sh [--minutes N] [--jobs J] [--build DIR]" \
		"[--tools DIR] [HARNESS...]" >&2
	echo "harnesses: ${all[*]}" >&2
	exit 2
}

while [ $# -gt 0 ]; do
	case $1 in
	--minutes) minutes=${2:?}; shift 2 ;;
	--jobs) jobs=${2:?}; shift 2 ;;
	--build) build=${2:?}; shift 2 ;;
	--tools) tools=${2:?}; shift 2 ;;
	-h | --help) usage ;;
	-*) echo "run.sh: unknown option $1" >&2; usage ;;
	*) harnesses+=("$1"); shift ;;
	esac
done
[[ $minutes =~ ^[1-9][0-9]*$ && $jobs =~ ^[1-9][0-9]*$ ]] || usage
[ ${#harnesses[@]} -gt 0 ] || harnesses=("${all[@]}")
for h in "${harnesses[@]}"; do
	[[ " ${all[*]} " == *" $h "* ]] || { echo "run.sh: no harness $h" >&2; usage; }
done

# The plugin and the CLI that make the seeds: a plain build.
[ -e "$tools/CMakeCache.txt" ] ||
	cmake -S "$top" -B "$tools" -DCMAKE_BUILD_TYPE=RelWithDebInfo --log-level=WARNING >/dev/null
cmake --build "$tools" --parallel "$(nproc)" --target inlint_plugin inlint_cli >/dev/null

# The harnesses, with the readers' libraries instrumented for coverage.
cmake -S "$top" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	-DCMAKE_C_COMPILER=clang-$llvm_version -DCMAKE_CXX_COMPILER=clang++-$llvm_version \
	-DINLINT_FUZZ=ON --log-level=WARNING >/dev/null
cmake --build "$build" --parallel "$(nproc)" \
	--target "${harnesses[@]/#/fuzz_}" >/dev/null

fuzz=$build/tests/fuzz
"$here/seeds.sh" "$tools" "$fuzz/seeds" "$llvm_bin" >"$fuzz/seeds.log" 2>&1 ||
	{ cat "$fuzz/seeds.log"; exit 1; }

dict_of() {
	case $1 in
	record | decisions | report | tune_state | project) echo "-dict=$here/yaml.dict" ;;
	compdb) echo "-dict=$here/json.dict" ;;
	remarks | patch | rewrite) echo "-dict=$here/$1.dict" ;;
	esac
}

# One harness: libFuzzer stops at its first finding and writes the input to
# the run's artifacts/HARNESS/; the corpus grows in corpus/HARNESS/ across runs.
run=$fuzz/runs/$(date +%Y%m%d-%H%M%S)
fuzz_one() {
	local h=$1 start rc=0
	mkdir -p "$fuzz/corpus/$h" "$run/artifacts/$h"
	start=$(date +%s)
	"$fuzz/fuzz_$h" -max_total_time=$((minutes * 60)) -timeout=25 \
		-rss_limit_mb=2048 -print_final_stats=1 \
		-artifact_prefix="$run/artifacts/$h/" $(dict_of "$h") \
		"$fuzz/corpus/$h" "$fuzz/seeds/$h" >"$run/$h.log" 2>&1 || rc=$?
	echo "$(($(date +%s) - start)) $rc" >"$run/$h.status"
}

mkdir -p "$run"
echo "run.sh: ${#harnesses[@]} harnesses, $minutes min each, $jobs at a time; logs in $run"
for h in "${harnesses[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
		wait -n
	done
	fuzz_one "$h" &
done
wait

stat() {
	sed -n "s/^stat::$2: *//p" "$run/$1.log" | tail -1
}

# What stopped a harness, in a few words: a harness's own check, UBSan's
# runtime error, a sanitizer's or libFuzzer's ERROR line, else the exit status.
finding() {
	local log=$run/$1.log rc=$2 what
	what=$(sed -n -e 's/^fuzz_input: //p' -e 's/.*runtime error: /UBSan: /p' \
		-e 's/.*ERROR: \([A-Za-z]*: [^=]*\)/\1/p' "$log" | head -1)
	what=${what%% on address*}
	[ -n "$what" ] || [ "$rc" = 0 ] || what="exit $rc"
	echo "${what:0:100}" | tr '|' '/'
}

found=0
echo "| harness | time (s) | executions | exec/s | corpus | result |"
echo "|---|---:|---:|---:|---:|---|"
for h in "${harnesses[@]}"; do
	read -r seconds rc <"$run/$h.status"
	what=$(finding "$h" "$rc")
	if [ -n "$what" ]; then
		found=1
		what="$what: $(find "$run/artifacts/$h" -type f | head -1)"
	fi
	echo "| $h | $seconds | $(stat "$h" number_of_executed_units) |" \
		"$(stat "$h" average_exec_per_sec) | $(find "$fuzz/corpus/$h" -type f | wc -l) |" \
		"${what:-clean} |"
done
exit $found
