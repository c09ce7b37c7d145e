#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kernel_launchers.sh - mm/ of Linux 6.12 (x86_64 defconfig + ZSMALLOC,
# clang-22) built with the plugin four times in one O= tree: directly, twice
# through ccache (the second all hits) and once through distcc to a distccd
# of its own on 127.0.0.1; prints the four `inlint merge` reports' digests,
# which must be equal, and fails if they are not.
#
#   bench/kernel_launchers.sh [BUILD_DIR=build]
#
# Env: BENCH_CACHE (the tree, cache and reports, default
# /var/tmp/inlint-launchers; about 1.5 GB), JOBS (make -j, default nproc).
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
build=$(realpath "${1:-build}")
cache=${BENCH_CACHE:-/var/tmp/inlint-launchers}
jobs=${JOBS:-$(nproc)}
inlint=$build/bin/inlint
plugin=$build/lib/libinlint.so

die() { echo "kernel_launchers.sh: error: $*" >&2; exit 1; }
say() { echo "kernel_launchers.sh: $*" >&2; }
# shellcheck source=bench/kernel_tree.sh
. "$top/bench/kernel_tree.sh"
[[ -x $inlint && -f $plugin ]] || die "no $inlint (build first: scripts/build.sh)"

"$top/scripts/deps.sh" --kernel
unset "${!INLINT_@}" "${!CCACHE_@}" "${!DISTCC_@}"
mkdir -p "$cache"
cache=$(realpath "$cache")
src=$cache/linux-source-6.12 tree=$cache/o
make=(make -C "$src" O="$tree" LLVM=-22)

kernel_extract "$cache"
kernel_prepare "$src" "$tree" "$cache/prepare.log" "$jobs" || true

# build NAME CC [WRAPPER...]: mm/ compiled again from scratch with CC,
# through inlint kbuild run under WRAPPER, then merged into NAME.yaml from the
# records the objects carry (a launcher's compile writes no record file).
build() {
	local name=$1 cc=$2 start end
	shift 2
	[[ ! -d $tree/mm ]] || find "$tree/mm" -name '*.o' -delete
	say "building mm/ with CC=\"$cc\" (log: $cache/$name.log)"
	start=$(date +%s.%N)
	"$@" "$inlint" kbuild --out "$cache/records-$name" --plugin "$plugin" -- \
		"${make[@]}" CC="$cc" -j"$jobs" mm/ >"$cache/$name.log" 2>&1 ||
		{ tail -20 "$cache/$name.log" >&2; die "$name: the build failed (log: $cache/$name.log)"; }
	end=$(date +%s.%N)
	# Status 1: records carry problems; the summary lists them.
	"$inlint" merge "$tree/mm" -o "$cache/$name.yaml" --top 0 >"$cache/$name.txt" ||
		[[ $? -eq 1 ]] || die "$name: inlint merge $tree/mm failed"
	printf '%-8s %6.1f s  %s  %s\n' "$name" "$(echo "$end - $start" | bc)" \
		"$(sha256sum <"$cache/$name.yaml" | cut -c1-16)" "$(head -1 "$cache/$name.txt")"
}

rm -rf "$cache/ccache" "$cache/distccd" "$cache"/records-*
# distcc (not in pump mode) compiles on the server what the client
# preprocessed, where clang no longer knows which code came from a macro
# and warns where it would not (-Wunused-value in spinlock.h's guards):
# errors under x86_64_defconfig's CONFIG_WERROR=y, with the plugin or
# without it. Every build gets the same flags, so that the records agree.
export KCFLAGS=-Wno-error
echo "Linux 6.12 mm/, x86_64 defconfig + ZSWAP/ZSMALLOC, clang-22, KCFLAGS=$KCFLAGS, -j$jobs"
build direct clang-22
export CCACHE_DIR=$cache/ccache
build ccache-1 "ccache clang-22"
build ccache-2 "ccache clang-22"
ccache --print-stats | awk -F'\t' '$1 ~ /^(direct_cache_hit|preprocessed_cache_hit|cache_miss)$/ { printf "  %s %s", $1, $2 } END { print "" }'
unset CCACHE_DIR
# distcc appends -target x86_64-pc-linux-gnu to a clang's command (its
# cross rewrite, for servers of other kinds), which replaces the kernel's
# --target=x86_64-linux-gnu: the same code, but the records then name
# that triple. Off, the server runs the command the build gave.
DISTCC_NO_REWRITE_CROSS=1 build distcc "distcc clang-22" python3 "$top/lit/Inputs/with_distccd.py" "$cache/distccd" --
echo "  compiles on the distccd: $(grep -c 'COMPILE_OK' "$cache/distccd/distccd.log" || true)"

for n in ccache-1 ccache-2 distcc; do
	cmp -s "$cache/direct.yaml" "$cache/$n.yaml" ||
		die "$n.yaml differs from direct.yaml (diff $cache/direct.yaml $cache/$n.yaml)"
done
echo "the four reports are byte-identical"
