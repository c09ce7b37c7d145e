# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kernel_tree.sh - sourced by the kernel benchmarks (they define die and
# say): Debian's Linux 6.12 source unpacked once, and an O= tree of x86_64
# defconfig + zsmalloc (through zswap) prepared once.

kernel_tar=/usr/src/linux-source-6.12.tar.xz

# kernel_extract CACHE: CACHE/linux-source-6.12, unpacked once.
kernel_extract() {
	local cache=$1
	[[ ! -f $cache/.extracted ]] || return 0
	say "extracting $kernel_tar into $cache"
	rm -rf "$cache/linux-source-6.12"
	tar -C "$cache" -xf "$kernel_tar"
	touch "$cache/.extracted"
}

# kernel_prepare SRC TREE LOG JOBS: TREE, an O= tree of SRC for clang-22
# (LLVM=-22), configured and prepared once; LOG keeps make's output.
# Status 1 when it was prepared already.
kernel_prepare() {
	local src=$1 tree=$2 log=$3 jobs=$4
	local -a make=(make -C "$src" O="$tree" LLVM=-22)
	[[ ! -f $tree/.inlint-prepared ]] || return 1
	say "configuring and preparing $tree"
	rm -rf "$tree"
	"${make[@]}" defconfig >"$log" 2>&1
	"$src/scripts/config" --file "$tree/.config" -e ZSWAP -e ZSMALLOC
	"${make[@]}" -j"$jobs" olddefconfig prepare >>"$log" 2>&1 ||
		{ tail -20 "$log" >&2; die "make prepare failed (log: $log)"; }
	grep -qx 'CONFIG_ZSMALLOC=y' "$tree/.config" || die "CONFIG_ZSMALLOC did not stay set"
	touch "$tree/.inlint-prepared"
}
