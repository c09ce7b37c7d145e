#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# advice_quality.sh - does inlint's advice make real code faster? On Debian 12
# source packages whose maintainers force-inline by hand: plain (annotations
# neutralised), hand, -inline-threshold, PGO, hand and thresholds under PGO,
# inlint report, tune, PGO+inlint.
# Usage: bench/advice_quality.sh [BUILD_DIR=build]
# Env: CODEBASES (default "xxhash libdeflate brotli jemalloc ffmpeg dpdk";
# libjpeg-turbo is selectable, its annotations change nothing), THRESHOLDS
# (default "500 2000"), RUNS (wall-clock rounds, default 5), REPEAT (workload
# runs per timed sample, default 10), TUNE (0 skips the tune variants;
# PGO_TUNE=1 adds pgo+tune, long: tune over the profiled report; HAND_MIN,
# the code bases that get hand-min, the hand annotations that tune --ablate
# keeps, default all of them: brotli's 399 take about 100 builds, 25 minutes),
# MIN_EFFECT (tune --min-effect in every tune run, default 0.1%: a decision
# that moves fewer instructions is no change, and bisection can skip blocks),
# CALLS_ABOVE and COST_ABOVE (tune's own profile: an edge run that many
# times, default 10000, or carrying that share of the run, default 2%),
# COPIES_ABOVE (tune --copies-above: noinline candidates for bodies copied
# into that many calls, default off), OUTLINE_ABOVE (tune --outline-above:
# noinline candidates at the calls inlined into a function that runs that
# share of the run itself, default off), WITHIN (tune --within over the
# report: the least text within that share of the fastest set's
# instructions, default off); a code base's own settings (CB_min_effect,
# CB_copies_above, CB_outline_above, CB_within below) replace the
# defaults, and these variables, when set, replace both; LEVEL (the -O
# level of every build; default each code base's own, CB_level below, else
# -O2); JOBS (compiles
# at a time in every build, default nproc), BENCH_CACHE (sources and builds,
# default /var/tmp/inlint-aq). Needs root (or deb-src lines) for apt-get
# source; dpdk needs meson.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
here=$top/bench/advice_quality
build=$(realpath "${1:-build}")
cache=${BENCH_CACHE:-/var/tmp/inlint-aq}
codebases=${CODEBASES:-xxhash libdeflate brotli jemalloc ffmpeg dpdk}
thresholds=${THRESHOLDS:-500 2000}
runs=${RUNS:-5}
repeat=${REPEAT:-10}
do_tune=${TUNE:-1}
do_pgo_tune=${PGO_TUNE:-0}
hand_min=${HAND_MIN-xxhash libdeflate brotli jemalloc ffmpeg dpdk}
calls_above=${CALLS_ABOVE:-10000}
cost_above=${COST_ABOVE:-2%}
jobs=${JOBS:-$(nproc)}
llvm=/usr/lib/llvm-22/bin

die() { echo "advice_quality.sh: error: $*" >&2; exit 1; }
[[ -f $build/lib/libinlint.so && -x $build/bin/inlint ]] ||
	die "no plugin or CLI under $build (build first: scripts/build.sh)"
command -v clang-22 >/dev/null || die "clang-22 not found (scripts/deps.sh)"
command -v valgrind >/dev/null || die "valgrind not found (apt-get install valgrind)"
unset "${!INLINT_@}"

mkdir -p "$cache/src" "$cache/tools"
# The plugin and CLI of this run, copied to a folder named for their
# contents: rebuilding the tree meanwhile does not change them under a
# running benchmark, nor does another run of this script with other tools.
tool_sum=$(cat "$build/lib/libinlint.so" "$build/bin/inlint" | md5sum | cut -c1-12)
if [[ ! -d $cache/tools/$tool_sum ]]; then
	rm -rf "$cache/tools/$tool_sum.$$"
	mkdir "$cache/tools/$tool_sum.$$"
	cp "$build/lib/libinlint.so" "$build/bin/inlint" "$cache/tools/$tool_sum.$$/"
	mv -T "$cache/tools/$tool_sum.$$" "$cache/tools/$tool_sum" 2>/dev/null ||
		rm -rf "$cache/tools/$tool_sum.$$" # another run put the same there
fi
plugin=$cache/tools/$tool_sum/libinlint.so
inlint=$cache/tools/$tool_sum/inlint

# Each code base: its Debian source package, how its hand annotations are
# neutralised in our copy (to plain inline), its sources and include
# directories, and the workload (bench/advice_quality/*_work.c).
xxhash_pkg=xxhash=0.8.1-1
xxhash_dir=xxhash-0.8.1
xxhash_macros='XXH_FORCE_INLINE|XXH_NO_INLINE'
xxhash_neutralise() {
	sed -i -e 's/^\(#  define XXH_FORCE_INLINE static __inline__\) __attribute__((always_inline, unused))/\1 __attribute__((unused))/' \
		-e 's/^#  define XXH_NO_INLINE static __attribute__((noinline))/#  define XXH_NO_INLINE static __inline__ __attribute__((unused))/' xxhash.h
}
xxhash_sources() { echo "-I. $here/xxhash_work.c"; }

libdeflate_pkg=libdeflate=1.14-1
libdeflate_dir=libdeflate-1.14
libdeflate_macros='forceinline'
libdeflate_neutralise() {
	sed -i 's/^\(#  define forceinline\t\tinline\) __attribute__((always_inline))/\1/' common_defs.h
}
libdeflate_sources() { echo "-I. $here/libdeflate_work.c" lib/*.c lib/x86/*.c; }

brotli_pkg=brotli=1.0.9-2
brotli_dir=brotli-1.0.9
brotli_macros='BROTLI_INLINE|BROTLI_NOINLINE'
brotli_neutralise() {
	sed -i -e 's/^#define BROTLI_INLINE BROTLI_MAYBE_INLINE __attribute__((__always_inline__))$/#define BROTLI_INLINE BROTLI_MAYBE_INLINE/' \
		-e 's/^#define BROTLI_NOINLINE __attribute__((__noinline__))$/#define BROTLI_NOINLINE/' c/common/platform.h
	# Both macros, not just one: the diff check below sees any change.
	! grep -q '__always_inline__\|__noinline__' c/common/platform.h ||
		die "brotli: c/common/platform.h still forces inlining after the sed"
}
brotli_sources() { echo "-Ic/include $here/brotli_work.c" c/common/*.c c/enc/*.c c/dec/*.c -lm; }

jemalloc_pkg=jemalloc=5.3.0-1
jemalloc_dir=jemalloc-5.3.0
jemalloc_macros='JEMALLOC_ALWAYS_INLINE|JEMALLOC_NOINLINE'
# What hand-min keeps out of line is copied into more than 5 calls; the
# least text within 1% of the fastest set comes in under hand-min's text.
jemalloc_copies_above=5
jemalloc_within=1%
# The je_ prefix keeps the workload's calls apart from the C library's
# malloc; no statistics or profiling code in the fast paths.
jemalloc_configure() {
	./configure CC=clang-22 --with-jemalloc-prefix=je_ --disable-stats \
		--disable-prof --disable-cxx --disable-shared --without-export >/dev/null
}
jemalloc_neutralise() {
	sed -i 's/^#    define JEMALLOC_ALWAYS_INLINE JEMALLOC_ATTR(always_inline) static inline$/#    define JEMALLOC_ALWAYS_INLINE static inline/' \
		include/jemalloc/internal/jemalloc_internal_macros.h
	sed -i 's/^#  define JEMALLOC_NOINLINE JEMALLOC_ATTR(noinline)$/#  define JEMALLOC_NOINLINE/' \
		include/jemalloc/jemalloc.h include/jemalloc/jemalloc_macros.h
	! grep -q 'JEMALLOC_ATTR(always_inline)\|JEMALLOC_ATTR(noinline)' include/jemalloc/jemalloc.h \
		include/jemalloc/internal/jemalloc_internal_macros.h ||
		die "jemalloc: the headers still force inlining after the sed"
}
# Every library source but the macOS zone allocator, in one namespace.
jemalloc_sources() {
	echo "-std=gnu11 -D_GNU_SOURCE -D_REENTRANT -Iinclude -DJEMALLOC_NO_PRIVATE_NAMESPACE $here/jemalloc_work.c"
	local f
	for f in src/*.c; do
		[[ $f == src/zone.c ]] || echo "$f"
	done
	echo -lpthread
}

ffmpeg_pkg=ffmpeg=7:5.1.9-0+deb12u1
ffmpeg_dir=ffmpeg-5.1.9
ffmpeg_macros='av_always_inline|av_noinline'
# The hand annotations save 24% of the run: 0.1% of it, the default pool,
# is 0.4% of their gain, more than what parts tune's sets from hand's
# (bench/README.md). fft5, copied into three calls, is out of line in
# hand-min.
ffmpeg_min_effect=0.01%
ffmpeg_copies_above=3
# ffmpeg's configure builds at -O3 (its optflags), and Debian's build keeps
# that; the other packages' builds take dpkg-buildflags' -O2.
ffmpeg_level=-O3
# libavcodec with the AAC encoder and decoder alone, libswresample and
# libavutil, in C (no nasm); the objects make would build, listed once.
ffmpeg_configure() {
	./configure --cc=clang-22 --disable-everything --disable-autodetect \
		--disable-x86asm --disable-programs --disable-doc --disable-avformat \
		--disable-avdevice --disable-swscale --disable-postproc --disable-avfilter \
		--disable-network --disable-pthreads --enable-encoder=aac \
		--enable-decoder=aac >/dev/null
	make -n libavcodec/libavcodec.a libswresample/libswresample.a libavutil/libavutil.a |
		grep -oE -- '-o lib[a-z]+/[a-z0-9_/]+\.o' | sed 's/^-o //; s/\.o$/.c/' |
		sort -u >inlint-bench-sources
}
ffmpeg_neutralise() {
	sed -i -e 's/^#    define av_always_inline __attribute__((always_inline)) inline$/#    define av_always_inline inline/' \
		-e 's/^#    define av_noinline __attribute__((noinline))$/#    define av_noinline/' libavutil/attributes.h
	! grep -q '^#    define av_\(always_inline\|noinline\) __attribute__' libavutil/attributes.h ||
		die "ffmpeg: libavutil/attributes.h still forces inlining after the sed"
}
# -no-pie: a few x86 inline-asm tables are not position-independent.
ffmpeg_sources() {
	echo "-I. -std=c11 -D_ISOC99_SOURCE -D_FILE_OFFSET_BITS=64 -D_LARGEFILE_SOURCE" \
		"-D_POSIX_C_SOURCE=200112 -D_XOPEN_SOURCE=600 -D_DEFAULT_SOURCE -DHAVE_AV_CONFIG_H" \
		"-fno-math-errno -fno-signed-zeros -no-pie -Qunused-arguments $here/ffmpeg_work.c"
	cat inlint-bench-sources
	echo -lm
}

dpdk_pkg=dpdk=22.11.11-0+deb12u1
dpdk_dir=dpdk-22.11.11
dpdk_macros='__rte_always_inline|__rte_noinline'
# 0.1% of the run is 0.5% of the hand annotations' gain (20%): finer, as
# for ffmpeg.
dpdk_min_effect=0.01%
# meson only for rte_build_config.h and the source list: the generic
# platform (SSE4.2, no AVX-512: valgrind runs it), no drivers, apps or
# tests. The workload needs lib/ring, which needs the EAL (rte_ring.c
# registers a tail queue), which needs kvargs and telemetry. meson's own
# directory goes (its dangling library links would trouble the diff below).
dpdk_configure() {
	command -v meson >/dev/null || die "dpdk: meson not found (scripts/deps.sh installs it)"
	CC=clang-22 meson setup meson.tmp -Dplatform=generic -Dtests=false -Ddisable_apps='*' \
		-Ddisable_drivers='*/*' -Dmax_lcores=128 >meson.log 2>&1 ||
		die "dpdk: meson setup failed, see $PWD/meson.log"
	grep -oE '"file": "\.\./lib/(kvargs|telemetry|eal|ring)/[^"]*\.c"' meson.tmp/compile_commands.json |
		sed 's/^"file": "\.\.\///; s/"$//' | sort -u >inlint-bench-sources
	[[ -s inlint-bench-sources ]] || die "dpdk: no sources in meson.tmp/compile_commands.json"
	mkdir -p cfg
	mv meson.tmp/rte_build_config.h cfg/
	rm -rf meson.tmp
	# meson gives the EAL -DABI_VERSION="23.0"; the quotes would not
	# survive tune's shell, the header has no quotes to lose.
	echo "#define ABI_VERSION \"$(cat ABI_VERSION)\"" >>cfg/rte_build_config.h
}
dpdk_neutralise() {
	sed -i -e 's/^#define __rte_always_inline inline __attribute__((always_inline))$/#define __rte_always_inline inline/' \
		-e 's/^#define __rte_noinline __attribute__((noinline))$/#define __rte_noinline/' lib/eal/include/rte_common.h
	! grep -q '^#define __rte_\(always_inline\|noinline\) .*__attribute__' lib/eal/include/rte_common.h ||
		die "dpdk: lib/eal/include/rte_common.h still forces inlining after the sed"
}
# The include directories and defines meson gives the EAL, for every source.
dpdk_sources() {
	echo "-Icfg -Iconfig -Ilib/eal/include -Ilib/eal/linux/include -Ilib/eal/x86/include" \
		"-Ilib/eal/common -Ilib/eal -Ilib/kvargs -Ilib/telemetry -Ilib/ring -include rte_config.h" \
		"-D_GNU_SOURCE -march=$(sed -n 's/^#define RTE_MACHINE //p' cfg/rte_build_config.h)" \
		"-DALLOW_EXPERIMENTAL_API -DALLOW_INTERNAL_API -DRTE_EAL_PTHREAD_ATTR_SETAFFINITY_NP" \
		"-DRTE_LIBEAL_USE_GETENTROPY $here/dpdk_work.c"
	cat inlint-bench-sources
	echo -lpthread
	! grep -q '^#define RTE_HAS_JANSSON 1' cfg/rte_build_config.h || echo -ljansson
	! grep -q '^#define RTE_HAS_LIBNUMA 1' cfg/rte_build_config.h || echo -lnuma
}

libjpeg_turbo_pkg=libjpeg-turbo=1:2.1.5-2
libjpeg_turbo_dir=libjpeg-turbo-2.1.5
libjpeg_turbo_macros='INLINE'
libjpeg_turbo_configure() {
	cmake -S . -B cfg -DWITH_SIMD=0 -DENABLE_SHARED=0 -DWITH_TURBOJPEG=0 \
		-DCMAKE_C_COMPILER=clang-22 >/dev/null
}
libjpeg_turbo_neutralise() {
	sed -i 's/^#define INLINE .*/#define INLINE  __inline__/' cfg/jconfigint.h
}
libjpeg_turbo_sources() {
	echo "-Icfg -I. $here/libjpeg_work.c"
	sed -n '/^set(JPEG_SOURCES/,/)$/p' CMakeLists.txt | tr -d '()' | sed 's/set\|JPEG_SOURCES//g'
	echo jsimd_none.c jaricom.c jcarith.c jdarith.c
}

# deb-src lines for bookworm, once, if apt-get source cannot find PKG.
ensure_deb_src() {
	apt-cache showsrc "${1%%=*}" 2>/dev/null | grep -q '^Version:' && return
	[[ $(id -u) == 0 ]] || die "no deb-src for ${1%%=*}: add deb-src lines for bookworm, or run as root"
	cat >/etc/apt/sources.list.d/inlint-bench-src.sources <<-'EOF'
		Types: deb-src
		URIs: http://deb.debian.org/debian
		Suites: bookworm bookworm-updates
		Components: main
		Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	EOF
	apt-get update -qq
}

# fetch CB: the pristine tree in $cache/src/DIR (apt-get source, once).
fetch() {
	local cb=$1 v=${1//-/_} pkg dir
	pkg=${v}_pkg dir=${v}_dir
	[[ -d $cache/src/${!dir} ]] && return
	ensure_deb_src "${!pkg}"
	# --only-source: PKG is the source package. Without it apt-get asks for
	# the source of the binary package's candidate, which fails when that is
	# a security update (brotli 1.0.9-2+deb12u1) whose source is not listed.
	(cd "$cache/src" && apt-get source -qq --only-source "${!pkg}" >/dev/null 2>&1) ||
		die "apt-get source ${!pkg} failed"
	[[ -d $cache/src/${!dir} ]] || die "apt-get source ${!pkg} made no ${!dir}"
}

# trees CB: $cache/CB/hand (as shipped) and $cache/CB/plain (neutralised).
trees() {
	local cb=$1 v=${1//-/_} dir t
	dir=${v}_dir
	for t in hand plain; do
		[[ -d $cache/$cb/$t ]] && continue
		rm -rf "$cache/$cb/$t.tmp"
		cp -r "$cache/src/${!dir}" "$cache/$cb/$t.tmp"
		if declare -F "${v}_configure" >/dev/null; then
			(cd "$cache/$cb/$t.tmp" && "${v}_configure")
		fi
		[[ $t == plain ]] && (cd "$cache/$cb/$t.tmp" && "${v}_neutralise")
		mv "$cache/$cb/$t.tmp" "$cache/$cb/$t"
	done
	if diff -rq "$cache/$cb/hand" "$cache/$cb/plain" >/dev/null; then
		die "$cb: neutralising changed nothing (the package's macros moved?)"
	fi
}

# compile CB TREE OUT [clang args...]: the workload binary, with any env
# the caller exported. Cached by command line, tools and apply file. The
# build's own arguments go to $cache/CB/TREE.args, for bench/pgo_lead.sh.
compile() {
	local cb=$1 tree=$2 out=$3 v=${1//-/_} key lvl
	shift 3
	lvl=$(level "$cb")
	(cd "$cache/$cb/$tree" && echo "$lvl" -gdwarf-4 && "${v}_sources") >"$cache/$cb/$tree.args"
	key=$(printf '%s\n' "$tree" "$lvl" "$*" "${INLINT_APPLY:-}" "$tool_sum" \
		"$(cat "${INLINT_APPLY:-/dev/null}" 2>/dev/null | md5sum)" | md5sum | cut -c1-32)
	[[ -x $out && $(cat "$out.key" 2>/dev/null) == "$key" ]] && return
	# shellcheck disable=SC2046 # the sources are words
	(cd "$cache/$cb/$tree" && "$here/pbuild.sh" "$jobs" "$out.tmp" "$lvl" -gdwarf-4 "$@" $("${v}_sources")) ||
		die "$cb: build of $out failed"
	mv "$out.tmp" "$out"
	echo "$key" >"$out.key"
}

# callgrind instructions of one run, under env -i; the output to OUT.out.
instructions() {
	local bin=$1
	env -i /usr/bin/valgrind --tool=callgrind --callgrind-out-file="$bin.cg" \
		"$bin" >"$bin.out" 2>"$bin.vg" || die "$bin failed under valgrind"
	sed -n 's/^summary: //p;s/^totals: //p' "$bin.cg" | head -1 | cut -d' ' -f1
}

text_size() { "$llvm/llvm-size" -A "$1" | awk '$1 == ".text" { print $2 }'; }

# report CB NAME FLAGS...: record build with the plugin, then merge.
report() {
	local cb=$1 name=$2 d=$cache/$1/$2 key
	shift 2
	key="$tool_sum$(level "$cb")$*"
	[[ -f $d.yaml && $(cat "$d.key" 2>/dev/null) == "$key" ]] && return
	rm -rf "$d.rec"
	INLINT_OUT=$d.rec compile "$cb" plain "$d.recbin" -fpass-plugin="$plugin" "$@"
	rm -f "$d.recbin.key"    # the next record build must run again
	"$inlint" merge "$d.rec" -o "$d.yaml" >/dev/null
	echo "$key" >"$d.key"
}

# setting CB NAME VAR DEFAULT: the environment's VAR when set, else the code
# base's CB_NAME, else DEFAULT.
setting() {
	local own=${1//-/_}_$2
	if [[ -v $3 ]]; then echo "${!3}"; else echo "${!own:-$4}"; fi
}

# level CB: the -O level CB is built at.
level() { setting "$1" level LEVEL -O2; }

# min_effect CB: tune's --min-effect on CB.
min_effect() { setting "$1" min_effect MIN_EFFECT 0.1%; }

# own_flags CB: tune's --copies-above, --outline-above and --within on CB,
# if any.
own_flags() {
	local copies outline within
	copies=$(setting "$1" copies_above COPIES_ABOVE '')
	outline=$(setting "$1" outline_above OUTLINE_ABOVE '')
	within=$(setting "$1" within WITHIN '')
	echo "${copies:+ --copies-above $copies}${outline:+ --outline-above $outline}${within:+ --within $within}"
}

# tune CB NAME CANDIDATES FLAGS...: inlint tune over CANDIDATES in the
# plain tree, callgrind metric, one run per step, --min-effect, with its own
# profile; CANDIDATES "ablate" instead: in the hand tree, over the removal
# of each hand annotation (--ablate). The winners in $cache/CB/NAME.yaml,
# its wall time in seconds in $cache/CB/NAME.seconds.
tune() {
	local cb=$1 name=$2 cands=$3 d=$cache/$1/$2 v=${1//-/_} start=$SECONDS
	local tree=plain key
	local -a with own
	read -ra own <<<"$(own_flags "$cb")"
	with=(--calls-above "$calls_above" --cost-above "$cost_above" --candidates "$cands" "${own[@]}")
	shift 3
	[[ $cands == ablate ]] && { tree=hand with=(--ablate --smallest); cands=/dev/null; }
	# Each TU's object stays in $d.objs: tune removes those a step's
	# decisions change, and pbuild.sh compiles the missing ones alone.
	with+=(--min-effect "$(min_effect "$cb")" --rebuild-changed "$d.objs/*.o")
	key="$tool_sum$(level "$cb")$*${with[*]}$(md5sum <"$cands")"
	[[ -f $d.yaml && $(cat "$d.key" 2>/dev/null) == "$key" ]] && return
	# An interrupted run of the same key, from the same checkout (the build
	# command names the workload's path), resumes: the time its steps took
	# counts too.
	local -a restart=(--restart)
	if [[ -f $d.state && $(cat "$d.state.key" 2>/dev/null) == "$key $top" ]]; then
		restart=()
		start=$((start - $(awk '$1 == "seconds:" { s += $2 } END { printf "%d", s }' "$d.state")))
	fi
	echo "$key $top" >"$d.state.key"
	# shellcheck disable=SC2046
	(cd "$cache/$cb/$tree" && "$inlint" tune "${restart[@]}" --state "$d.state" \
		--build "OBJ_DIR=$d.objs $here/pbuild.sh $jobs $d.bin $(level "$cb") -gdwarf-4 -fpass-plugin=$plugin $* $("${v}_sources" | tr '\n' ' ')" \
		--bench "exec $d.bin" --metric callgrind --runs 1 "${with[@]}" \
		--objects "$d.bin" -o "$d.yaml" >"$d.table" 2>"$d.log") ||
		die "$cb: inlint tune failed, see $d.log"
	echo $((SECONDS - start)) >"$d.seconds"
	echo "$key" >"$d.key"
}

# timing COLUMN: "median spread%" of a .wall file's column (1 wall, 2 user
# CPU seconds), spread = (max - min) / median.
timing() {
	local col=$1 values
	values=$(awk -v c="$col" '{ print $c }')
	awk -v m="$(median <<<"$values")" '{ v = $1; lo = (NR == 1 || v < lo) ? v : lo; hi = (NR == 1 || v > hi) ? v : hi }
		END { printf "%s %.1f\n", m, (m > 0) ? 100 * (hi - lo) / m : 0 }' <<<"$values"
}

# builds LOG: the builds a tune log shows, and those of the run it resumed,
# whose log the resumed run wrote over.
builds() {
	local resumed
	resumed=$(sed -nE 's/.*resuming from .*: ([0-9]+) steps? measured/\1/p' "$1")
	echo "$(grep -c 'build, bench' "$1") builds${resumed:+ (and $resumed before a restart)}"
}

median() { sort -g | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2); print (NR % 2) ? v[m] : (v[m] + v[m + 1]) / 2 }'; }

one_codebase() {
	local cb=$1 v=${1//-/_} d=$cache/$1 macros n t
	local -a names=()
	fetch "$cb"
	mkdir -p "$d"
	trees "$cb"
	macros=${v}_macros
	n=$(grep -rEow "${!macros}" "$d/hand" --include='*.[ch]' --include='*.in' --exclude-dir=.pc | wc -l)

	compile "$cb" plain "$d/plain.bin"; names+=(plain)
	compile "$cb" hand "$d/hand.bin"; names+=(hand)
	# The smallest hand subset with the hand's speed: of the sets of hand
	# annotations tune measures, the least text not slower than hand (by
	# more than MIN_EFFECT of its instructions).
	if [[ " $hand_min " == *" $cb "* ]]; then
		tune "$cb" hand-min ablate
		INLINT_APPLY=$d/hand-min.yaml compile "$cb" hand "$d/hand-min.bin" -fpass-plugin="$plugin"
		names+=(hand-min)
	fi
	for t in $thresholds; do
		compile "$cb" plain "$d/thr$t.bin" -mllvm -inline-threshold="$t"
		names+=("thr$t")
	done
	# Front-end PGO: instrumented build, the workload once, merged profile.
	compile "$cb" plain "$d/instr.bin" -fprofile-instr-generate
	if [[ ! -f $d/pgo.profdata || $d/instr.bin -nt $d/pgo.profdata ]]; then
		env -i LLVM_PROFILE_FILE="$d/pgo.profraw" "$d/instr.bin" >/dev/null
		"$llvm/llvm-profdata" merge -o "$d/pgo.profdata" "$d/pgo.profraw"
	fi
	compile "$cb" plain "$d/pgo.bin" -fprofile-instr-use="$d/pgo.profdata"; names+=(pgo)
	# The alternatives under the same profile: what the hand annotations
	# and the thresholds reach with it, the bar for PGO + tune.
	compile "$cb" hand "$d/pgo+hand.bin" -fprofile-instr-use="$d/pgo.profdata"; names+=(pgo+hand)
	for t in $thresholds; do
		compile "$cb" plain "$d/pgo+thr$t.bin" -mllvm -inline-threshold="$t" \
			-fprofile-instr-use="$d/pgo.profdata"
		names+=("pgo+thr$t")
	done
	# inlint: the merged report applied, without and with the profile.
	report "$cb" report
	INLINT_APPLY=$d/report.yaml compile "$cb" plain "$d/inlint.bin" -fpass-plugin="$plugin"
	names+=(inlint)
	report "$cb" report-pgo -fprofile-instr-use="$d/pgo.profdata"
	INLINT_APPLY=$d/report-pgo.yaml compile "$cb" plain "$d/pgo+inlint.bin" \
		-fpass-plugin="$plugin" -fprofile-instr-use="$d/pgo.profdata"
	names+=(pgo+inlint)
	if [[ $do_tune != 0 ]]; then
		tune "$cb" tuned "$d/report.yaml"
		INLINT_APPLY=$d/tuned.yaml compile "$cb" plain "$d/tune.bin" -fpass-plugin="$plugin"
		names+=(tune)
	fi
	if [[ $do_tune != 0 && $do_pgo_tune != 0 ]]; then
		tune "$cb" tuned-pgo "$d/report-pgo.yaml" -fprofile-instr-use="$d/pgo.profdata"
		INLINT_APPLY=$d/tuned-pgo.yaml compile "$cb" plain "$d/pgo+tune.bin" \
			-fpass-plugin="$plugin" -fprofile-instr-use="$d/pgo.profdata"
		names+=(pgo+tune)
	fi
	table "$cb" "$n" "${names[@]}"
}

# table CB N NAMES...: callgrind and text per variant, then interleaved
# wall-clock rounds, then one row each.
table() {
	local cb=$1 n=$2 d=$cache/$1 name i ref
	shift 2
	declare -A ir text
	for name in "$@"; do
		ir[$name]=$(instructions "$d/$name.bin")
		text[$name]=$(text_size "$d/$name.bin")
		: >"$d/$name.wall"
	done
	for ((i = 0; i < runs; i++)); do
		for name in "$@"; do
			local TIMEFORMAT='%4R %4U'
			{ time for ((k = 0; k < repeat; k++)); do env -i "$d/$name.bin" >/dev/null; done; } 2>>"$d/$name.wall"
		done
	done
	local pkg=${cb//-/_}_pkg
	echo "== $cb (${!pkg}) at $(level "$cb"): $n uses of the hand annotations' macros neutralised in plain;" \
		"workload bench/advice_quality/${cb%%-*}_work.c;" \
		"tune --calls-above $calls_above --cost-above $cost_above$(own_flags "$cb") --min-effect $(min_effect "$cb")"
	printf '%-11s %12s %10s %8s %7s %9s %7s %9s %7s  %s\n' variant Ir recovered text text/pl \
		"wall(s)" spread "user(s)" spread output
	ref=$(md5sum <"$d/plain.bin.out")
	for name in "$@"; do
		local ok=same
		[[ $(md5sum <"$d/$name.bin.out") == "$ref" ]] || ok=DIFFERS
		awk -v n="$name" -v i="${ir[$name]}" -v p="${ir[plain]}" -v h="${ir[hand]}" \
			-v t="${text[$name]}" -v tp="${text[plain]}" -v ok="$ok" \
			-v wall="$(timing 1 <"$d/$name.wall")" -v user="$(timing 2 <"$d/$name.wall")" 'BEGIN {
			rec = (p != h) ? sprintf("%.1f%%", 100 * (p - i) / (p - h)) : "n/a"
			split(wall, w); split(user, u)
			printf "%-11s %12d %10s %8d %7.3f %9.4f %6.1f%% %9.4f %6.1f%%  %s\n", n, i, rec, t, t / tp,
				w[1], w[2], u[1], u[2], ok }'
	done
	for name in hand-min tune pgo+tune; do
		local log secs
		case $name in
		hand-min) log=$d/hand-min.log ;;
		tune) log=$d/tuned.log ;;
		pgo+tune) log=$d/tuned-pgo.log ;;
		esac
		secs=$(cat "${log%.log}.seconds" 2>/dev/null || echo '?')
		[[ " $* " == *" $name "* ]] || continue
		if [[ $name == hand-min ]]; then
			echo "hand-min: $(grep -ho '[0-9]* forcing annotations\? to try without' "$log")," \
				"$(grep -ho 'wrote [^ ]*: [0-9]* decisions\?' "$log" | sed 's/.*: //; s/ decisions\?//') removed;" \
				"$(builds "$log") in $secs s"
			continue
		fi
		echo "$name: $(grep -ho '[0-9]* candidates in [0-9]* groups\?' "$log");" \
			"profile: $(sed -nE 's/.*profile: ([0-9]+) out-of-line calls?; ([0-9]+) new candidates? carr(y|ies) .*, ([0-9]+) more runs? .*/\1 out-of-line calls, \2 new candidates by cost, \4 by count/p' "$log")$(sed -nE 's/.*profile: .* ([0-9]+) new noinline candidates? at the calls inlined .*/, \1 at inlined calls/p' "$log");" \
			"$(grep -ho '[0-9]* of [0-9]* candidates matched nothing' "$log" || echo 'none matched nothing');" \
			"wrote $(grep -ho 'wrote [^ ]*: [0-9]* decisions\?' "$log" | sed 's/.*: //');" \
			"$(builds "$log") in $secs s"
	done
	echo
}

echo "advice_quality.sh: clang-22 -gdwarf-4 at each code base's level (its heading); recovered = (Ir_plain - Ir) / (Ir_plain - Ir_hand);" \
	"text/pl = text / text of plain; wall, user = median wall-clock and user CPU seconds of $runs interleaved samples of $repeat runs," \
	"spread = (max - min) / median (user CPU time is less disturbed by other jobs on the machine);" \
	"tune = report + own profile, its flags in each table's heading"
echo
for cb in $codebases; do
	declare -F "${cb//-/_}_sources" >/dev/null || die "unknown code base '$cb'"
	one_codebase "$cb"
done
