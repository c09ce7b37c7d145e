#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# slow_path_inlining.sh - whether each kernel build inlines a slow path into
# its caller (alloc_zspage into zs_malloc by default), from the objects:
# clang and GCC, x86_64 and arm64, and clang with a sample profile that
# makes the caller hot (bench/hot_profile.py), with clang's remarks.
#
#   bench/slow_path_inlining.sh [CONFIGS_DIR=/var/tmp/inlint-configs]
#   FILE=mm/zsmalloc.c CALLER=zs_malloc CALLEE=alloc_zspage bench/slow_path_inlining.sh
#
# CONFIGS_DIR is scripts/kbuild-configs.sh's directory: each configuration
# in it that built FILE's object has the Kbuild command in the object's
# .cmd file. The command runs again from that directory, less its -o and
# its dependency file, into a scratch directory (the trees are not
# touched), on the configurations' source as it is: edit it (add or drop
# the annotation) to see that variant. Per configuration it prints whether
# CALLEE is still called from CALLER (symbol references and relocations
# in the disassembly of CALLER and of its clones, .isra/.constprop/.part/
# .cold), whether the object still defines CALLEE (or a clone), and
# CALLER's and CALLEE's bytes (symbol sizes, clones included). For
# clang-x86_64 it also compiles with -fprofile-sample-use of a profile
# that makes CALLER hot on every line, and prints clang's inline remark on
# the call with and without it.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
dir=$(realpath "${1:-/var/tmp/inlint-configs}")
file=${FILE:-mm/zsmalloc.c}
caller=${CALLER:-zs_malloc}
callee=${CALLEE:-alloc_zspage}

die() { echo "slow_path_inlining.sh: error: $*" >&2; exit 1; }
[[ -d $dir ]] || die "$dir: no configurations (scripts/kbuild-configs.sh makes them)"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-slowpath.XXXXXX")
trap 'rm -rf "$work"' EXIT

# sizes OBJ NAME: the bytes of NAME's symbols, clones included.
sizes() {
	llvm-nm-22 -S --radix=d --defined-only "$1" |
		awk -v n="$2" '$4 == n || index($4, n ".") == 1 { s += $2 } END { print s + 0 }'
}

# judge NAME OBJ: one line on what the compiler did to the call.
judge() {
	local name=$1 obj=$2 syms calls defined
	syms=$(llvm-nm-22 --defined-only "$obj" | awk -v n="$caller" '$3 == n || index($3, n ".") == 1 { print $3 }')
	[[ -n $syms ]] || { echo "$name: $caller not in the object"; return; }
	calls=0
	for s in $syms; do
		calls=$((calls + $(llvm-objdump-22 -dr --no-show-raw-insn --disassemble-symbols="$s" "$obj" |
			grep -cE "<$callee(\.[a-z]+\.[0-9]+)*(\+0x[0-9a-f]+)?>|R_[A-Z0-9_]+[[:space:]]+$callee(\.[a-z]+\.[0-9]+)*([-+]0x[0-9a-f]+)?$" || true)))
	done
	defined=$(llvm-nm-22 --defined-only "$obj" | awk -v n="$callee" '$3 == n || index($3, n ".") == 1 { print $3 }' | paste -sd, -)
	if ((calls)); then
		echo -n "$name: $callee out of line, called $calls time(s) from $(echo "$syms" | paste -sd, -)"
	else
		echo -n "$name: $callee inlined into $caller (no call left)"
	fi
	echo "; the object defines ${defined:-no $callee}; $caller $(sizes "$obj" "$caller") bytes, $callee $(sizes "$obj" "$callee") bytes"
}

# remark LOG: clang's inline remark on the call, if any.
remark() {
	grep -E "'$callee' (inlined into|not inlined into) '$caller'|$callee.*$caller" "$1" |
		grep -E 'Rpass(-missed)?=inline' | head -1 | sed 's/^[^ ]* //' || true
}

n=0
for cfg in clang-x86_64 gcc-x86_64 clang-arm64 gcc-arm64; do
	words=$(python3 "$top/bench/kbuild_cmd.py" "$dir/$cfg" "$file" 2>/dev/null) ||
		{ echo "$cfg: no ${file%.c}.o built here (skipped)"; continue; }
	mapfile -t cmd <<<"$words"
	obj=$work/$cfg.o
	(cd "$dir/$cfg" && "${cmd[@]}" -o "$obj") >"$work/$cfg.log" 2>&1 ||
		{ tail -5 "$work/$cfg.log" >&2; die "$cfg: the compile of $file failed"; }
	judge "$cfg" "$obj"
	n=$((n + 1))
	[[ $cfg == clang-x86_64 ]] || continue
	# The profile: CALLER hot, from the configuration's own source.
	src=$(printf '%s\n' "${cmd[@]}" | grep -E "(^|/)${file//./\\.}$" | tail -1)
	python3 "$top/bench/hot_profile.py" "$src" "$caller" -o "$work/hot.prof" ||
		die "bench/hot_profile.py failed"
	debug=()
	printf '%s\n' "${cmd[@]}" | grep -q '^-g' || debug=(-gline-tables-only)
	for variant in plain profile; do
		extra=("${debug[@]}" -Rpass=inline -Rpass-missed=inline)
		[[ $variant == plain ]] || extra+=(-fprofile-sample-use="$work/hot.prof")
		(cd "$dir/$cfg" && "${cmd[@]}" "${extra[@]}" -o "$work/$cfg-$variant.o") >"$work/$cfg-$variant.log" 2>&1 ||
			{ tail -5 "$work/$cfg-$variant.log" >&2; die "$cfg: the compile with remarks failed"; }
		if [[ $variant == profile ]]; then
			judge "$cfg + sample profile ($caller hot)" "$work/$cfg-$variant.o"
		fi
		echo "  remark, $variant: $(remark "$work/$cfg-$variant.log")"
	done
done
((n)) || die "$dir: no configuration built $file"
