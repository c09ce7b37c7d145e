#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# mm_audit_configs.sh - inlint audit over Linux 6.12 mm/ in the four kernel
# builds of scripts/kbuild-configs.sh, against one plain build of the same
# TUs per build; and, on clang x86_64, the plugin's verdicts against the
# objects'.
#
#   bench/mm_audit_configs.sh [BUILD_DIR=build] [CONFIGS_DIR=/var/tmp/inlint-configs]
#   FILES="mm/slub.c mm/vmalloc.c" bench/mm_audit_configs.sh    # a subset
#
# Env: CONFIGS (default "clang-x86_64 gcc-x86_64 clang-arm64 gcc-arm64",
# names of CONFIGS_DIR/.inlint.yaml), FILES (default mm/: paths relative
# to the kernel source, files or folders), JOBS (default 2), AGREE (default
# 1: also audit clang-x86_64 with --measure objects and compare it with the
# plugin's row of the main audit), EACH (default 1: also audit clang-x86_64
# with each compile from the source, INLINT_NO_SHARED_FRONT_END=1, timed,
# its findings compared with the main audit's), SPLIT (default 1: each configuration's
# plain build then its own audit, `--config NAME`, in turn, so that both
# run under the same load and a finished audit is kept when a later one
# is stopped; 0: the plain builds, then one audit over all of them), OUT
# (default /var/tmp/inlint-mm-audit: outputs and logs, kept), PRINT_ONLY=1
# (print from OUT's files of an earlier run, compile nothing).
#
# The plain build of a configuration is each selected TU's own command
# from its compile_commands.json (less its -o and dependency file, into a
# scratch object), JOBS at once: the compiles make would run, nothing of
# the tree written. The audit is `inlint audit --config NAME --measure
# auto --inline none --format yaml` (--config A,B,... with SPLIT=0: the
# engine audits configurations one after the other either way), over
# every forcing annotation (__always_inline, noinline) of the selected
# TUs' own sources, run in CONFIGS_DIR. Everything runs under nice -n 10 and is timed in
# the same run, one after the other; bench/busy_sampler.py says how many
# compiles each audit kept running at once and the CPU inlint took itself.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
dir=$(realpath "${2:-/var/tmp/inlint-configs}")
read -ra configs <<<"${CONFIGS:-clang-x86_64 gcc-x86_64 clang-arm64 gcc-arm64}"
read -ra files <<<"${FILES:-mm/}"
jobs=${JOBS:-2}
out=${OUT:-/var/tmp/inlint-mm-audit}
inlint=$build/bin/inlint
src=$dir/linux-source-6.12

die() { echo "mm_audit_configs.sh: error: $*" >&2; exit 1; }
[[ -x $inlint ]] || die "no $inlint (build first: scripts/build.sh)"
[[ -f $dir/.inlint.yaml && -d $src ]] || die "$dir: no kernel configurations (scripts/kbuild-configs.sh makes them)"
mkdir -p "$out"
unset "${!INLINT_@}"

# secs CMD...: runs CMD; prints its wall seconds.
secs() {
	local start end
	start=$(date +%s.%N)
	"$@" || return 1
	end=$(date +%s.%N)
	awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f\n", e - s }'
}

# plain NAME: one plain build of the selected TUs of configuration NAME.
plain() {
	local name=$1 scratch
	scratch=$(mktemp -d "${TMPDIR:-/tmp}/inlint-mmplain.XXXXXX")
	python3 "$top/bench/compdb_cmds.py" "$dir/$name/compile_commands.json" \
		"$src" "$scratch" "${files[@]}" >"$out/plain-$name.cmds" ||
		{ rm -rf "$scratch"; die "$name: no compile of ${files[*]}"; }
	# One command a line, run by bash in its entry's directory.
	nice -n 10 xargs -d '\n' -P "$jobs" -n 1 bash -c >"$out/plain-$name.log" 2>&1 \
		<"$out/plain-$name.cmds" || { rm -rf "$scratch"; die "$name: a plain compile failed (log: $out/plain-$name.log)"; }
	rm -rf "$scratch"
}

# audit OUTFILE ARGS...: inlint audit in CONFIGS_DIR, its YAML to OUTFILE,
# sampled by bench/busy_sampler.py into OUTFILE.busy.
audit() {
	local o=$1 rc=0 pid
	shift
	(cd "$dir" && exec nice -n 10 "$inlint" audit -j "$jobs" --inline none --format yaml \
		"$@" "${files[@]/#/$src/}") >"$o.tmp" 2>"$o.log" &
	pid=$!
	python3 "$top/bench/busy_sampler.py" "$pid" -o "$o.busy" >/dev/null &
	wait "$pid" || rc=$?
	wait
	# Status 1: some annotation is redundant.
	((rc <= 1)) || { tail -3 "$o.log" >&2; die "inlint audit $* failed (log: $o.log)"; }
	mv "$o.tmp" "$o"
}

# agree: clang-x86_64 measured from objects, beside its plugin row.
agree() {
	[[ ${AGREE:-1} != 0 ]] || return 0
	echo "audit objects $(secs audit "$out/audit-objects.yaml" --config clang-x86_64 --measure objects)" |
		tee -a "$out/times.txt" >&2
}

# each: clang-x86_64 again with every compile from the source
# (INLINT_NO_SHARED_FRONT_END=1), the alternative to one front end per TU.
each() {
	[[ ${EACH:-1} != 0 ]] || return 0
	echo "audit each $(INLINT_NO_SHARED_FRONT_END=1 secs audit "$out/audit-each.yaml" --config clang-x86_64 --measure plugin)" |
		tee -a "$out/times.txt" >&2
}

if [[ ${PRINT_ONLY:-0} != 1 ]]; then
	: >"$out/times.txt"
	rm -f "$out"/audit*.yaml
	if [[ ${SPLIT:-1} != 0 ]]; then
		# Each configuration's plain build, then its audit: the two
		# under the same load, and every finished audit kept.
		for c in "${configs[@]}"; do
			echo "plain $c $(secs plain "$c")" | tee -a "$out/times.txt" >&2
			echo "audit $c $(secs audit "$out/audit-$c.yaml" --config "$c" --measure auto)" |
				tee -a "$out/times.txt" >&2
			[[ $c != clang-x86_64 ]] || { agree; each; }
		done
	else
		for c in "${configs[@]}"; do
			echo "plain $c $(secs plain "$c")" | tee -a "$out/times.txt" >&2
		done
		list=$(IFS=,; echo "${configs[*]}")
		echo "audit all $(secs audit "$out/audit.yaml" --config "$list" --measure auto)" |
			tee -a "$out/times.txt" >&2
		agree
		each
	fi
fi

echo "Linux 6.12 ${files[*]} (defconfig + ZSWAP/ZSMALLOC), $(nproc) cores, -j$jobs, nice -n 10; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$top/bench/mm_audit_table.py" "$out" "${configs[@]}"
