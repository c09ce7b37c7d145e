#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kbuild-configs.sh - prepares the four kernel builds a reviewer judges an
# annotation in (clang and GCC, x86_64 and arm64), and the project file
# naming their compile databases.
#
#   scripts/kbuild-configs.sh [-j N] [--enable OPTION]... [--only NAME]... DIR SRC TARGET...
#   e.g. scripts/kbuild-configs.sh -j2 --enable ZSWAP --enable ZSMALLOC \
#            /var/tmp/inlint-configs /usr/src/linux mm/
#
# Each configuration is an out-of-tree build (O=DIR/NAME) of the kernel
# source SRC: defconfig, each --enable OPTION set by the kernel's
# scripts/config and kept through olddefconfig (checked: a dependency that
# is not met would drop it silently), make prepare, then make TARGET...,
# plain (no plugin), timed, and DIR/NAME/compile_commands.json from the .cmd
# files of what was built (scripts/clang-tools/gen_compile_commands.py: the
# kernel's `make compile_commands.json` would build all of vmlinux first).
#
#   clang-x86_64  LLVM=-22                  gcc-x86_64  (gcc)
#   clang-arm64   LLVM=-22 ARCH=arm64       gcc-arm64   ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-
#
# A configuration already configured (DIR/NAME/.inlint-configured) keeps
# its .config: the build is then incremental, and its time is that of the
# work left. DIR/.inlint.yaml, written last (a temporary file renamed over
# it), names the four databases, relative to DIR, and makes all four the
# default set. The times go to stderr, one line per configuration, and to
# DIR/NAME/.inlint-build-time. KCFLAGS and the rest of the environment
# reach every build as the user set them.
set -euo pipefail

jobs=$(nproc)
enable=()
only=()
usage="usage: kbuild-configs.sh [-j N] [--enable OPTION]... [--only NAME]... DIR SRC TARGET..."

die() { echo "kbuild-configs.sh: $*" >&2; exit 2; }
say() { echo "kbuild-configs.sh: $*" >&2; }

while [[ $# -gt 0 ]]; do
	case $1 in
	-j) jobs=${2:-}; shift 2 || die "-j needs a number" ;;
	-j?*) jobs=${1#-j}; shift ;;
	--enable) enable+=("${2:-}"); shift 2 || die "--enable needs an option" ;;
	--only) only+=("${2:-}"); shift 2 || die "--only needs a configuration" ;;
	--) shift; break ;;
	-*) die "unknown option '$1' ($usage)" ;;
	*) break ;;
	esac
done
[[ $# -ge 3 ]] || die "$usage"
[[ $jobs =~ ^[1-9][0-9]*$ ]] || die "-j $jobs: not a number of jobs"
dir=$1 src=$2
shift 2
targets=("$@")

names=(clang-x86_64 gcc-x86_64 clang-arm64 gcc-arm64)
declare -A args=(
	[clang-x86_64]="LLVM=-22"
	[gcc-x86_64]=""
	[clang-arm64]="LLVM=-22 ARCH=arm64"
	[gcc-arm64]="ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-"
)
for n in "${only[@]}"; do
	[[ -v args[$n] ]] || die "--only $n: no such configuration (${names[*]})"
done
for o in "${enable[@]}"; do
	[[ $o =~ ^[A-Za-z0-9_]+$ ]] || die "--enable '$o': not a kernel configuration option"
done

[[ -f $src/Makefile && -x $src/scripts/config ]] ||
	die "$src: not a kernel source tree (no Makefile or scripts/config)"
gen=$src/scripts/clang-tools/gen_compile_commands.py
[[ -f $gen ]] || die "$gen: missing"
mkdir -p -- "$dir" || die "$dir: cannot create the directory"
dir=$(cd -- "$dir" && pwd -P)
src=$(cd -- "$src" && pwd -P)

# compiler NAME: the compiler Kbuild runs for the configuration.
compiler() {
	case ${args[$1]} in
	*LLVM=-22*) echo clang-22 ;;
	*CROSS_COMPILE=*) local a=${args[$1]#*CROSS_COMPILE=}; echo "${a%% *}gcc" ;;
	*) echo gcc ;;
	esac
}

selected() {
	local n
	((${#only[@]} == 0)) && return 0
	for n in "${only[@]}"; do
		[[ $n == "$1" ]] && return 0
	done
	return 1
}

# configure NAME OUT MAKE...: defconfig, the options, olddefconfig, and a
# check that every option stayed set.
configure() {
	local name=$1 out=$2 o set=()
	shift 2
	"$@" defconfig >"$out/configure.log" 2>&1 ||
		{ tail -5 "$out/configure.log" >&2; die "$name: make defconfig failed (log: $out/configure.log)"; }
	for o in "${enable[@]}"; do
		set+=(-e "${o#CONFIG_}")
	done
	((${#set[@]} == 0)) || "$src/scripts/config" --file "$out/.config" "${set[@]}"
	"$@" olddefconfig >>"$out/configure.log" 2>&1 ||
		{ tail -5 "$out/configure.log" >&2; die "$name: make olddefconfig failed (log: $out/configure.log)"; }
	for o in "${enable[@]}"; do
		o=CONFIG_${o#CONFIG_}
		grep -qx "$o=y" "$out/.config" ||
			die "$name: $o did not stay set after olddefconfig (a dependency it needs is off; log: $out/configure.log)"
	done
	touch "$out/.inlint-configured"
}

# timed LOG MAKE...: runs make, its output to LOG; prints the wall seconds.
timed() {
	local log=$1 start end
	shift
	start=$(date +%s.%N)
	"$@" >>"$log" 2>&1 || return 1
	end=$(date +%s.%N)
	awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f\n", e - s }'
}

# build NAME: one configuration, configured if it is not yet, then built
# and its compile database written.
build() {
	local name=$1 out=$dir/$1 log prep secs
	local -a make
	read -ra make <<<"make -C $src O=$out ${args[$name]}"
	mkdir -p -- "$out"
	[[ -f $out/.inlint-configured ]] || configure "$name" "$out" "${make[@]}"
	log=$out/build.log
	: >"$log"
	prep=$(timed "$log" "${make[@]}" -j"$jobs" prepare) ||
		{ tail -20 "$log" >&2; die "$name: make prepare failed (log: $log)"; }
	secs=$(timed "$log" "${make[@]}" -j"$jobs" "${targets[@]}") ||
		{ tail -20 "$log" >&2; die "$name: make ${targets[*]} failed (log: $log)"; }
	(cd -- "$out" && python3 "$gen" -d . -o compile_commands.json) >>"$log" 2>&1 ||
		{ tail -5 "$log" >&2; die "$name: $gen failed (log: $log)"; }
	grep -q '"command"' "$out/compile_commands.json" ||
		die "$name: $out/compile_commands.json lists no compile (did make ${targets[*]} compile anything?)"
	echo "$name: make ${args[$name]:+${args[$name]} }-j$jobs ${targets[*]}: $secs s (prepare $prep s)" |
		tee "$out/.inlint-build-time" >&2
}

# Every compiler first: a missing one stops before hours of builds.
for n in "${names[@]}"; do
	if selected "$n"; then
		cc=$(compiler "$n")
		type -P "$cc" >/dev/null || die "$n: no $cc on PATH (scripts/deps.sh --kernel installs it)"
	fi
done
for n in "${names[@]}"; do
	if selected "$n"; then
		build "$n"
	fi
done

# The project file names all four, built or not yet, as the other
# commands expect them.
tmp=$(mktemp "$dir/.inlint.yaml.XXXXXX")
{
	echo "configurations:"
	for n in "${names[@]}"; do
		echo "  - name: $n"
		echo "    db: $n/compile_commands.json"
	done
	list=$(IFS=,; echo "${names[*]}")
	echo "default: [${list//,/, }]"
} >"$tmp"
chmod 644 "$tmp"
mv -f -- "$tmp" "$dir/.inlint.yaml"
say "project file $dir/.inlint.yaml"
