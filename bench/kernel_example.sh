#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kernel_example.sh - writes bench/kernel_example.txt, the README's kernel
# example: inlint's advice on mm/zsmalloc.c of Linux 6.12, from one compile.
#
#   bench/kernel_example.sh [BUILD_DIR=build]
#
# Env: KERNEL_OBJ, the kernel's output directory (O=) where FILE was built
# once (default /var/tmp/inlint-kernel/base, bench/kernel_scale.sh's tree:
# x86_64 defconfig + ZSWAP/ZSMALLOC, clang 22, KCFLAGS=-g); FILE (default
# mm/zsmalloc.c); OUT (default bench/kernel_example.txt). FILE's Kbuild
# command runs again from KERNEL_OBJ with the plugin, writing into a scratch
# directory (the tree is not touched); `inlint show` of its record, the
# source named from the top of the tree and each message cut at its first
# `;`, goes to OUT (and stdout). The docs test checks that README.md shows
# OUT as it is: after a change to the advice, run this and commit OUT.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
obj=${KERNEL_OBJ:-/var/tmp/inlint-kernel/base}
file=${FILE:-mm/zsmalloc.c}
out=${OUT:-$top/bench/kernel_example.txt}
inlint=$build/bin/inlint
plugin=$build/lib/libinlint.so

die() { echo "kernel_example.sh: error: $*" >&2; exit 1; }
[[ -x $inlint && -f $plugin ]] || die "no $inlint (build first: scripts/build.sh)"
[[ -d $obj ]] || die "$obj: no kernel build (run bench/kernel_scale.sh first, or set KERNEL_OBJ)"
unset "${!INLINT_@}"
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-kexample.XXXXXX")
trap 'rm -rf "$work"' EXIT

words=$(python3 "$top/bench/kbuild_cmd.py" "$obj" "$file") || exit 1
mapfile -t words <<<"$words"
(cd "$obj" && INLINT_OUT=$work/rec "${words[@]}" -fpass-plugin="$plugin" -o "$work/file.o") \
	>"$work/compile.log" 2>&1 || { tail -5 "$work/compile.log" >&2; die "$file: the compile failed"; }
status=0
"$inlint" show "$work/rec" >"$work/show" || status=$?
((status < 2)) || die "$file: inlint show failed"
# The tree's absolute path says where it was unpacked, not what inlint found.
sed -e "s|^[^:]*/$file:|$file:|" -e 's/;.*//' "$work/show" >"$work/out"
grep -q "^$file:" "$work/out" || die "$file: no line of inlint show names it"
mv "$work/out" "$out.tmp" && mv "$out.tmp" "$out"
cat "$out"
