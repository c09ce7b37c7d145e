#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# why_vs_remarks.sh - checks every line of `inlint why --records --all` on
# kernel files against clang's own remark stream of the same compile.
#
#   bench/why_vs_remarks.sh [BUILD_DIR=build] [FILE...]
#   bench/why_vs_remarks.sh build mm/zsmalloc.c mm/memory.c    # the default files
#
# Env: KERNEL_OBJ, the kernel's output directory (O=) where FILE was built
# once, so that its Kbuild command is in FILE's .cmd file (default
# /var/tmp/inlint-kernel/base, bench/kernel_scale.sh's tree). Each file's
# command is run again from that directory, as Kbuild ran it, with the
# plugin, -fsave-optimization-record and line tables (if it has no -g),
# writing the object, the record and the remarks to a scratch directory:
# the tree is not touched. lit/why/remark_check.py (the lit test's judge)
# reads the remark YAML and the object's symbols itself and judges each
# line. Prints per file the lines compared, the disagreements (each one
# before the totals) and the kinds of answer.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
shift || true
files=("$@")
((${#files[@]})) || files=(mm/zsmalloc.c mm/memory.c)
obj=${KERNEL_OBJ:-/var/tmp/inlint-kernel/base}
inlint=$build/bin/inlint
plugin=$build/lib/libinlint.so

die() { echo "why_vs_remarks.sh: error: $*" >&2; exit 1; }
[[ -x $inlint && -f $plugin ]] || die "no $inlint (build first: scripts/build.sh)"
[[ -d $obj ]] || die "$obj: no kernel build (run bench/kernel_scale.sh first, or set KERNEL_OBJ)"
unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-whyrem.XXXXXX")
trap 'rm -rf "$work"' EXIT

total=0 bad=0
for f in "${files[@]}"; do
	name=${f//\//_}
	dir=$work/$name
	mkdir -p "$dir/rec"
	words=$(python3 "$top/bench/kbuild_cmd.py" "$obj" "$f") || exit 1
	mapfile -t words <<<"$words"
	debug=()
	printf '%s\n' "${words[@]}" | grep -q '^-g' || debug=(-gline-tables-only)
	(cd "$obj" && INLINT_OUT=$dir/rec "${words[@]}" "${debug[@]}" -fpass-plugin="$plugin" \
		-fsave-optimization-record -foptimization-record-file="$dir/remarks.opt.yaml" \
		-o "$dir/$name.o") >"$dir/compile.log" 2>&1 ||
		{ tail -5 "$dir/compile.log" >&2; die "$f: the compile failed"; }
	llvm-nm-22 --defined-only "$dir/$name.o" >"$dir/syms"
	"$inlint" why "$dir/remarks.opt.yaml" --records "$dir/rec" --all >"$dir/why" 2>"$dir/why.err" ||
		die "$f: inlint why failed: $(head -1 "$dir/why.err")"
	status=0
	python3 "$top/lit/why/remark_check.py" "$dir/remarks.opt.yaml" "$dir/syms" "$dir/why" --all \
		>"$dir/check" || status=$?
	((status < 2)) || die "$f: remark_check.py: $(tail -1 "$dir/check")"
	n=$(sed -n 's/^checked: \([0-9]*\), .*/\1/p' "$dir/check")
	d=$(sed -n 's/^checked: .*, disagreements: \([0-9]*\)$/\1/p' "$dir/check")
	head -n -2 "$dir/check"
	echo "$f: $n lines compared, $d disagreeing ($(tail -2 "$dir/check" | head -1))"
	total=$((total + n)) bad=$((bad + d))
done
echo "total: $total lines compared, $bad disagreeing"
