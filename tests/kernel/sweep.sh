#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# sweep.sh - the plugin under ASan and UBSan over directories of Debian's
# Linux 6.12 (README.md): records, merged, then applied with --verify.
# Usage: tests/kernel/sweep.sh [--arch x86_64|arm64] [--debug g|lines]
#                              [--build DIR] [--cache DIR] KERNEL_DIR...
set -euo pipefail

top=$(cd "$(dirname "$0")/../.." && pwd)
arch=x86_64 debug=lines build=$top/build-asan cache=/var/tmp/inlint-sweep
dirs=()

usage() {
	echo "usage: tests/kernel/sweep.sh [--arch x86_64|arm64] [--debug g|lines]" \
		"[--build DIR] [--cache DIR] KERNEL_DIR..." >&2
	exit 2
}
die() { echo "sweep.sh: error: $*" >&2; exit 2; }
say() { echo "sweep.sh: $*" >&2; }

while [ $# -gt 0 ]; do
	case $1 in
	--arch) arch=${2:?}; shift 2 ;;
	--debug) debug=${2:?}; shift 2 ;;
	--build) build=${2:?}; shift 2 ;;
	--cache) cache=${2:?}; shift 2 ;;
	-h | --help) usage ;;
	-*) echo "sweep.sh: unknown option $1" >&2; usage ;;
	*) dirs+=("${1%/}/"); shift ;;
	esac
done
[[ $arch == x86_64 || $arch == arm64 ]] || usage
[[ $debug == g || $debug == lines ]] || usage
[ ${#dirs[@]} -gt 0 ] || usage

# shellcheck source=bench/kernel_tree.sh
. "$top/bench/kernel_tree.sh"
"$top/scripts/deps.sh" --kernel
"$top/scripts/build.sh" "$build" -DINLINT_SANITIZE=ON -DCMAKE_C_COMPILER=clang-22 \
	-DCMAKE_CXX_COMPILER=clang++-22 >/dev/null
runtime=$(sed -n 's/^config.inlint_asan_runtime = "\(.*\)"$/\1/p' "$build/lit/lit.site.cfg.py")
[[ -f $runtime ]] || die "no ASan runtime named in $build/lit/lit.site.cfg.py"

mkdir -p "$cache"
cache=$(realpath "$cache")
kernel_extract "$cache"
src=$cache/linux-source-6.12 tree=$cache/$arch
make=(make -C "$src" O="$tree" ARCH="${arch/x86_64/x86}" LLVM=/usr/lib/llvm-22/bin/)
if [[ ! -f $tree/.inlint-prepared ]]; then
	say "configuring and preparing $tree"
	{ "${make[@]}" defconfig && "${make[@]}" -j"$(nproc)" prepare; } >"$cache/$arch.prepare.log" 2>&1 ||
		die "make prepare failed (log: $cache/$arch.prepare.log)"
	touch "$tree/.inlint-prepared"
fi

# clang is not instrumented: it gets the plugin's runtime preloaded, as lit
# does, from a private directory that make runs it from.
work=$(mktemp -d "${TMPDIR:-/tmp}/inlint-sweep.XXXXXX")
trap 'rm -rf "$work"' EXIT
cat >"$work/clang" <<EOF
#!/bin/sh
LD_PRELOAD=$runtime ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
UBSAN_OPTIONS=print_stacktrace=1 exec /usr/lib/llvm-22/bin/clang "\$@"
EOF
chmod 700 "$work" "$work/clang"
kcflags=()
[[ $debug == lines ]] || kcflags=(KCFLAGS=-g)
out=$cache/$arch.out
rm -rf "$out"
mkdir -p "$out"

# kbuild PASS [--apply FILE --verify]: every directory built with the plugin,
# from scratch, make going on past a failed compile; its log in $out.
kbuild() {
	local pass=$1 status=0
	shift
	for d in "${dirs[@]}"; do
		find "$tree/$d" -name '*.o' -delete 2>/dev/null || true
	done
	say "$pass: ${dirs[*]} for $arch (log: $out/$pass.log)"
	"$build/bin/inlint" kbuild --out "$out/$pass" --plugin "$build/lib/libinlint.so" "$@" -- \
		"${make[@]}" CC="$work/clang" "${kcflags[@]}" -j"$(nproc)" -k "${dirs[@]}" \
		>"$out/$pass.log" 2>&1 || status=$?
	grep -E 'ERROR|AddressSanitizer|runtime error|PLEASE submit' "$out/$pass.log" || true
	return "$status"
}

failed=0
kbuild report || failed=1
"$build/bin/inlint" merge "$out/report" -o "$out/report.yaml" >"$out/merge.log" 2>&1 || failed=1
kbuild apply --apply "$out/report.yaml" --verify || failed=1
# The first problem of each record that has one (a verifier failure after
# applying is one), counted.
grep -rh -A1 '^problems:$' "$out/report" "$out/apply" --include='*.inlint.yaml' |
	grep '^- ' | sort | uniq -c || true
grep -rlq '^problems:$' "$out/report" "$out/apply" --include='*.inlint.yaml' && failed=1
for pass in report apply; do
	echo "$pass: $(find "$out/$pass" -name '*.inlint.yaml' | wc -l) records"
done
head -3 "$out/merge.log"
grep -rh '^  status: ' "$out/apply" --include='*.inlint.yaml' | sort | uniq -c || true
exit "$failed"
